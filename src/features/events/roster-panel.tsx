// An event's roster on the Events screen: who is going, who waits (with positions), who cancelled,
// the desk's unsent RSVPs and cancels marked pending, and the desk's RSVP (find a resident, give a
// place; past capacity they wait, and the button says so before the tap) and cancel, at once with an
// Undo in its notice (a resident already checked in is asked about first). A resident who moved up
// from the waitlist is marked for a while. Edit and Cancel event open their dialogs; Check-in at the
// door opens the door view. Once the event ended 2 hours ago, who came and the no-shows,
// each resident once (as the door lists them).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { ROUTES } from '../../config/routes.ts';
import { doorHref } from './door-href.ts';
import { DOOR_STRINGS } from './door-strings.ts';
import { CopyAgeInTopBar } from '../../offline/stale-notice.tsx';
import { cancelRsvp, giveRsvp, undoCancelRsvp, useDeskWritesInFlight } from '../../state/desk-rsvp.ts';
import { checkInPhase } from '../../state/door-roster.ts';
import { listedResidents, movedUpRecently, nextWaitlistPosition, useRoster, type RosterRow } from '../../state/event-roster.ts';
import { useMinuteClock } from '../../state/use-minute-clock.ts';
import { notify, notifyWithAction } from '../../ui/toasts.tsx';
import { formatEventWhen, formatGoing, formatWaitlisted } from './event-format.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';
import { EventNotesPanel } from './event-notes-panel.tsx';
import { ResidentSearch, residentName, type FoundResident } from './resident-search.tsx';
import { formatRsvpSource } from './rsvp-source.ts';
import { useRowsInSteps } from './use-rows-in-steps.ts';

/** The row's Cancel RSVP: at once, or for a resident already checked in, after a question on the row. */
function CancelButton({ row, onCancel }: { row: RosterRow; onCancel: (row: RosterRow) => void }) {
  const [asking, setAsking] = useState(false);
  const name = residentName(row);
  if (asking) {
    return (
      <span className="roster-row__confirm" role="group" aria-label={S.confirmCancelCheckedIn(name)}>
        <span className="roster-row__question">{S.confirmCancelCheckedIn(name)}</span>
        <button type="button" className="button button-danger roster-row__action" onClick={() => onCancel(row)}>
          {S.cancelRsvp}
        </button>
        <button type="button" className="button button-secondary roster-row__action" onClick={() => setAsking(false)}>
          {S.keepRsvp}
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button button-secondary roster-row__action"
      aria-label={`${S.cancelRsvp}: ${name}`}
      onClick={() => (row.checkedInAt !== null ? setAsking(true) : onCancel(row))}
    >
      {S.cancelRsvp}
    </button>
  );
}

/** Where the RSVP came from and when, small under the name ('Desk · 10:02 AM'), introduced to a screen reader. */
function RsvpSourceLine({ row, timeZone, now }: { row: RosterRow; timeZone: string; now: number }) {
  const text = formatRsvpSource(row, timeZone, now);
  if (text === null) return null;
  return (
    <span className="roster-row__source">
      <span className="visually-hidden">{S.rsvpSourceLabel} </span>
      {text}
    </span>
  );
}

interface RosterListProps {
  title: string;
  rows: readonly RosterRow[];
  now: number;
  /** The building's zone: the RSVPs' times are on its clock. */
  timeZone: string;
  onCancel?: (row: RosterRow) => void;
}

/**
 * Rows a screen can show at once (a 1024 px tall tablet, rows of 53-74 px): always drawn. Those
 * after them skip their rendering while off screen (events.css): drawn first at a guessed height
 * and then at their own, a row in view moved everything under it (the sections, the class notes).
 */
const ROWS_IN_FIRST_VIEW = 16 as const;

function rowClass(row: RosterRow, index: number): string {
  return ['roster-row', row.pending ? 'is-pending' : '', index >= ROWS_IN_FIRST_VIEW ? 'roster-row--skippable' : ''].filter(Boolean).join(' ');
}

/**
 * The height a skipped row is given until it is drawn: that of the rows drawn (the median of the
 * first screenful), set on the list for events.css. A fixed guess (53 px) was 12 px short of rows
 * with a unit and an RSVP line: when Tab or a button's scrollIntoView jumped down the roster, the
 * rows drawn above the view grew and pushed down what was shown (a layout shift of 0.08-0.1 under
 * the 'Report an incident' dialog).
 */
function useDrawnRowSize(list: RefObject<HTMLUListElement | null>, rowCount: number): void {
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null) return;
    const drawnRows = [...element.querySelectorAll<HTMLElement>(':scope > .roster-row:not(.roster-row--skippable)')];
    if (drawnRows.length === 0) return;
    const style = getComputedStyle(drawnRows[0]!);
    // The content box, to the fraction of a pixel (a whole-pixel guess, short by 0.4 px a row, still
    // moved the view over a few hundred rows).
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    const around = edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0);
    const heights = drawnRows.map((row) => row.getBoundingClientRect().height - around).sort((a, b) => a - b);
    const median = heights[Math.floor(heights.length / 2)]!;
    if (median > 0) element.style.setProperty('--roster-row-size', `${median}px`);
  }, [list, rowCount]);
}

function RosterList({ title, rows, now, timeZone, onCancel }: RosterListProps) {
  const drawn = useRowsInSteps(rows.length);
  const list = useRef<HTMLUListElement>(null);
  useDrawnRowSize(list, Math.min(drawn, ROWS_IN_FIRST_VIEW));
  return (
    <section className="roster-section" aria-label={title}>
      <h4 className="roster-section__title">
        {title} <span className="roster-section__count">({rows.length})</span>
      </h4>
      {rows.length === 0 ? (
        <p className="form-note">{S.nobody}</p>
      ) : (
        <ul ref={list} className="roster-section__list">
          {rows.slice(0, drawn).map((row, index) => (
            <li key={row.userId} className={rowClass(row, index)} data-user-id={row.userId}>
              {row.status === 'waitlisted' && row.position !== null ? <span className="roster-row__position">{S.position(row.position)}</span> : null}
              <span className="roster-row__name">
                {residentName(row)}
                {row.unit ? <span className="roster-row__unit">{row.unit}</span> : null}
                <RsvpSourceLine row={row} timeZone={timeZone} now={now} />
              </span>
              {row.checkedInAt !== null ? <span className="event-badge">{S.checkedIn}</span> : null}
              {row.walkIn ? <span className="event-badge">{S.walkIn}</span> : null}
              {movedUpRecently(row, now) ? <span className="event-badge event-badge--moved-up">{S.movedUp}</span> : null}
              {row.pending ? <span className="event-badge event-badge--pending">{row.pending === 'giving' ? S.pendingSync : S.pendingCancel}</span> : null}
              {onCancel && row.pending === null ? <CancelButton row={row} onCancel={onCancel} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /events?edit-event={id} or ?cancel-event={id}: the dialog over the Events screen. */
function eventDialogHref(key: 'edit-event' | 'cancel-event', eventId: number): string {
  return `${ROUTES.events}?${key}=${eventId}`;
}

function EventHeader({ event }: { event: ScheduledEvent }) {
  const waitlisted = formatWaitlisted(event);
  return (
    <div className="roster-head">
      <div className="roster-head__text">
        <h3 className="roster-head__name">
          {event.name}
          {event.cancelled ? <span className="event-badge event-badge--cancelled">{S.cancelledBadge}</span> : null}
        </h3>
        <p className="roster-head__when">
          {formatEventWhen(event)} · {[event.venue, event.buildingName].filter((part) => part !== null).join(' · ')}
        </p>
        <p className="roster-head__counts">
          {formatGoing(event)}
          {waitlisted === null ? null : ` · ${waitlisted}`}
        </p>
      </div>
      {event.cancelled ? null : (
        <div className="roster-head__actions">
          <Link href={doorHref(event.id)} className="button button-primary">
            {DOOR_STRINGS.openDoor}
          </Link>
          <Link href={eventDialogHref('edit-event', event.id)} className="button button-secondary">
            {S.edit}
          </Link>
          <Link href={eventDialogHref('cancel-event', event.id)} className="button button-secondary">
            {S.cancelEvent}
          </Link>
        </div>
      )}
    </div>
  );
}

export function RosterPanel({ eventId }: { eventId: number }) {
  const inFlight = useDeskWritesInFlight();
  const { resource, view } = useRoster(eventId, inFlight);
  const now = useMinuteClock();
  const event = resource.data?.event ?? null;
  if (event === null || view === null) {
    return <p className="events-empty">{resource.error ?? S.loading}</p>;
  }

  const give = async (user: FoundResident) => {
    const name = residentName(user);
    const outcome = await giveRsvp(event.id, user.id, S.rsvpLabel(name, event.name));
    if (outcome.outcome === 'sent') {
      const { status, position } = outcome.result.data;
      notify.success(status === 'going' ? S.rsvpGoing(name) : S.rsvpWaitlisted(name, position));
    } else if (outcome.outcome === 'queued') {
      notify.success(outcome.offline ? S.rsvpQueued : S.rsvpQueuedBehind);
    } else {
      notify.error(outcome.result.data.msg);
    }
  };

  const undo = async (row: RosterRow) => {
    const result = await undoCancelRsvp(event.id, row.userId);
    if (!result.ok) {
      notify.error(result.data.msg);
      return;
    }
    const back = result.data.returnedToWaitlist.map((entry) => S.backOnWaitlist(residentName(entry), entry.position));
    notify.success([S.undoneCancel(residentName(row)), ...back].join(' '));
  };

  const cancel = async (row: RosterRow) => {
    const name = residentName(row);
    const outcome = await cancelRsvp(event.id, row.userId, S.cancelRsvpLabel(name, event.name));
    if (outcome.outcome === 'sent') {
      // One notice says both: the cancel, and who got the place it freed; its Undo takes back both.
      const { promoted } = outcome.result.data;
      const lines = promoted ? [S.rsvpCancelled(name), S.promoted(residentName(promoted))] : [S.rsvpCancelled(name)];
      notifyWithAction({ lines, action: { label: S.undo, run: () => void undo(row) } });
    } else if (outcome.outcome === 'queued') {
      notify.success(outcome.offline ? S.rsvpQueued : S.rsvpQueuedBehind);
    } else {
      notify.error(outcome.result.data.msg);
    }
  };

  const closed = event.cancelled;
  // Once the no-shows are known, each going resident is listed once: among those who came or the no-shows.
  const settled = resource.data !== null && resource.data !== undefined && checkInPhase(resource.data, now).noShowsKnown;
  return (
    <div className="roster">
      <CopyAgeInTopBar cachedAt={[resource.cachedAt]} />
      <EventHeader event={event} />
      {closed ? null : (
        <ResidentSearch
          buildingId={event.buildingId}
          listed={listedResidents(view)}
          waitlistPosition={nextWaitlistPosition(view, event.capacity)}
          disabled={false}
          onGive={(user) => void give(user)}
        />
      )}
      {view.pendingRsvps.length > 0 ? (
        <section className="roster-section" aria-label={S.pendingSync}>
          <h4 className="roster-section__title">{S.pendingSync}</h4>
          <ul className="roster-section__list">
            {view.pendingRsvps.map((pending) => (
              <li key={pending.userId} className="roster-row is-pending" data-user-id={pending.userId}>
                <span className="roster-row__name">{pending.label}</span>
                <span className="event-badge event-badge--pending">{S.pendingSync}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {settled ? (
        <>
          <RosterList key={`came-${event.id}`} title={DOOR_STRINGS.checkedIn} rows={view.going.filter((row) => row.checkedInAt !== null)} now={now} timeZone={event.timeZone} />
          <RosterList key={`no-shows-${event.id}`} title={DOOR_STRINGS.noShows} rows={view.going.filter((row) => row.checkedInAt === null)} now={now} timeZone={event.timeZone} />
        </>
      ) : (
        <RosterList key={`going-${event.id}`} title={S.going} rows={view.going} now={now} timeZone={event.timeZone} onCancel={closed ? undefined : (row) => void cancel(row)} />
      )}
      <RosterList key={`waitlist-${event.id}`} title={S.waitlist} rows={view.waitlisted} now={now} timeZone={event.timeZone} onCancel={closed ? undefined : (row) => void cancel(row)} />
      <RosterList key={`cancelled-${event.id}`} title={S.cancelled} rows={view.cancelled} now={now} timeZone={event.timeZone} />
      <EventNotesPanel key={`notes-${event.id}`} eventId={event.id} />
    </div>
  );
}
