// ?new-event and ?edit-event={eventId}: schedule an event (or a weekly series), or edit one event or
// "this and following". These need the connection (docs/design/front-desk.md): offline the dialog says so at once
// and sends nothing. A refusal naming a field shows at that field; a time the zone moved is said.
import { useState } from 'react';
import { Form } from 'react-final-form';
import './events.css';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { useSnapshot } from 'valtio';
import { connectivity } from '../../offline/connectivity.ts';
import { isAllBuildings, useBuildingScope } from '../../state/building-scope.ts';
import { useBuildings } from '../../state/buildings.ts';
import { chooseEvent, todayDate } from '../../state/event-days.ts';
import { rosterRequest, rosterResource } from '../../state/event-roster.ts';
import { changeEvent, scheduleEvent } from '../../state/event-schedule.ts';
import type { OnlineOutcome } from '../../state/send-online.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toasts.tsx';
import { EventFields } from './event-form.tsx';
import { createEventBody, formFieldOf, updateEventBody, validateEventForm, valuesOfEvent, type EventFormValues } from './event-form-values.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';
import { keepFocusOnPress } from '../../ui/keep-focus-on-press.ts';

/** The fields a refusal names, for the form; anything else is said in a toast. */
function refusal(outcome: Exclude<OnlineOutcome<unknown>, { ok: true }>) {
  if (outcome.offline) {
    notify.error(S.needsConnection);
    return undefined;
  }
  const field = formFieldOf(outcome.field);
  if (field !== null) return { [field]: outcome.message };
  notify.error(outcome.message);
  return undefined;
}

function sayNotices(notices: ReadonlyArray<{ message: string }>): void {
  for (const notice of notices) notify.success(notice.message);
}

/** Offline, said before anything is typed (not only on Create), and gone when the connection is back. */
function OfflineFirst() {
  const { online } = useSnapshot(connectivity);
  return online ? null : (
    <p className="form-error event-dialog__offline" role="alert">
      {S.needsConnection}
    </p>
  );
}

export default function EventDialog({ overlayKey, params, onClose }: OverlayProps) {
  const creating = overlayKey === 'new-event';
  const eventId = creating ? null : Number(params[overlayKey]);
  const scope = useBuildingScope();
  const buildingsState = useBuildings();
  const buildings = buildingsState.data ?? [];
  const roster = useCachedResource(rosterResource, eventId !== null && eventId > 0 ? rosterRequest(eventId) : null);
  const event = roster.data?.event ?? null;

  const oneBuilding = scope.adminBuildingId ?? (buildings.length === 1 ? buildings[0]?.id : undefined);
  const known = creating ? scope.adminBuildingId !== null || buildingsState.data !== null : event !== null;
  // Taken once: react-final-form starts over when its initial values change, and a live refresh of
  // the roster (another desk's RSVP) must not undo what is being typed.
  const [initialValues, setInitialValues] = useState<EventFormValues | null>(null);
  if (initialValues === null && known) {
    const chosen = isAllBuildings(scope.buildingId) ? oneBuilding : scope.buildingId;
    setInitialValues(
      !creating && event
        ? { ...valuesOfEvent(event), scope: 'one' }
        : { buildingId: chosen === undefined ? '' : String(chosen), eventType: '1', date: todayDate(), repeatEnd: 'until', weekdays: [] },
    );
  }

  const onSubmit = async (values: EventFormValues) => {
    const errors = validateEventForm(values, creating);
    if (Object.keys(errors).length > 0) return errors;
    if (creating) {
      const outcome = await scheduleEvent(createEventBody(values));
      if (!outcome.ok) return refusal(outcome);
      notify.success(S.created(outcome.data.ids.length));
      sayNotices(outcome.data.notices);
      if (outcome.data.ids[0] !== undefined) chooseEvent(outcome.data.ids[0]);
      onClose();
      return undefined;
    }
    if (eventId === null) return undefined;
    const outcome = await changeEvent(updateEventBody(eventId, values, values.scope ?? 'one'));
    if (!outcome.ok) return refusal(outcome);
    notify.success(S.saved);
    sayNotices(outcome.data.notices);
    onClose();
    return undefined;
  };

  const title = creating ? S.newEventTitle : S.editEventTitle;
  return (
    <Dialog title={title} onClose={onClose} closeLabel={S.close} size="medium">
      <OfflineFirst />
      {initialValues === null ? (
        <p className="form-note">{roster.error ?? S.loading}</p>
      ) : (
        <Form<EventFormValues>
          onSubmit={onSubmit}
          initialValues={initialValues}
          render={({ handleSubmit, submitting, values }) => (
            <form className="form event-form" onSubmit={handleSubmit} noValidate>
              <EventFields values={values} buildings={buildings} creating={creating} inSeries={event?.seriesId != null} eventDate={event?.date} />
              <div className="form-actions">
                <button type="button" className="button button-secondary" onMouseDown={keepFocusOnPress} onClick={onClose}>
                  {S.cancel}
                </button>
                <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting}>
                  {submitting ? S.working : creating ? S.create : S.save}
                </button>
              </div>
            </form>
          )}
        />
      )}
    </Dialog>
  );
}
