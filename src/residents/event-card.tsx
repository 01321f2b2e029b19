// One coming event: its time, place, places left or "Full · join the waitlist", my status, and the one
// button that fits (Join / Join the waitlist / Cancel my place / Leave the waitlist).
import type { ResidentEvent } from './resident-event.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';
import { timeRange } from './zoned-time.ts';

export type EventAction = 'join' | 'cancel' | 'leave';

export function actionOf(event: ResidentEvent): { action: EventAction; label: string } {
  if (event.myStatus?.status === 'going') return { action: 'cancel', label: S.cancelPlace };
  if (event.myStatus?.status === 'waitlisted') return { action: 'leave', label: S.leaveWaitlist };
  return { action: 'join', label: event.placesLeft === 0 ? S.joinWaitlist : S.join };
}

export function statusText(event: Pick<ResidentEvent, 'myStatus'>): string | null {
  if (event.myStatus?.status === 'going') return S.youreGoing;
  if (event.myStatus?.status === 'waitlisted') return S.onWaitlist(event.myStatus.position);
  return null;
}

export function EventCard({
  event,
  showZone,
  disabled,
  onAction,
}: {
  event: ResidentEvent;
  showZone: boolean;
  disabled: boolean;
  onAction: (event: ResidentEvent, action: EventAction) => void;
}) {
  const { action, label } = actionOf(event);
  const status = statusText(event);
  const titleId = `r-event-${event.id}`;
  return (
    <li className="r-event" aria-labelledby={titleId}>
      <h3 id={titleId}>{event.name}</h3>
      <p className="r-event-time">{timeRange(event.startTime, event.endTime, event.timeZone, showZone)}</p>
      {event.venue ? <p className="r-muted">{event.venue}</p> : null}
      {event.placesLeft !== null ? (
        <p className={event.placesLeft === 0 ? 'r-full' : 'r-muted'}>{event.placesLeft === 0 ? S.full : S.placesLeft(event.placesLeft)}</p>
      ) : null}
      {status !== null ? <p className="r-status">{status}</p> : null}
      <button
        type="button"
        className={`r-button ${action === 'join' ? 'r-primary' : ''}`}
        disabled={disabled}
        aria-describedby={titleId}
        onClick={() => onAction(event, action)}
      >
        {label}
      </button>
    </li>
  );
}
