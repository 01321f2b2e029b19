// ?cancel-event={eventId}: cancels one event, or this one and the rest of its series. Residents who
// were going or waiting are e-mailed (by the server). Needs the connection: offline it says so at once.
import { useState } from 'react';
import './events.css';
import type { ChangeScope } from '../../api/schedule-api.ts';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { rosterRequest, rosterResource } from '../../state/event-roster.ts';
import { callOffEvent } from '../../state/event-schedule.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toasts.tsx';
import { EVENTS_STRINGS as S } from './events-strings.ts';
import { formatEventWhen } from './event-format.ts';
import { ScopeSelect } from './event-form.tsx';

export default function CancelEventDialog({ params, onClose }: OverlayProps) {
  const eventId = Number(params['cancel-event']);
  const roster = useCachedResource(rosterResource, eventId > 0 ? rosterRequest(eventId) : null);
  const event = roster.data?.event ?? null;
  const [choice, setChoice] = useState<ChangeScope>('one');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await callOffEvent({ id: eventId, scope: choice });
    setBusy(false);
    if (outcome.ok) {
      notify.success(S.cancelledEvents(outcome.data.ids.length, outcome.data.residentsTold));
      onClose();
    } else {
      setError(outcome.offline ? S.needsConnection : outcome.message);
    }
  };

  return (
    <Dialog title={S.cancelEventTitle} onClose={onClose} closeLabel={S.close} size="medium">
      {event === null ? (
        <p className="form-note">{roster.error ?? S.loading}</p>
      ) : (
        <div className="form">
          <p>
            <strong>{event.name}</strong> · {formatEventWhen(event)}
          </p>
          {event.seriesId !== null ? (
            <ScopeSelect value={choice} onChange={setChoice} date={event.date} />
          ) : null}
          <p className="form-note">{S.cancelWarning}</p>
          {error !== null ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={onClose}>
              {S.keepEvent}
            </button>
            <button type="button" className="button button-primary" onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {busy ? S.working : S.confirmCancel}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
