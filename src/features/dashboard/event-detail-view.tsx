// One event in the popup (docs/product-spec.md, Event popup): the single 'Event detail' tab with the
// event-performance figures. Attended who RSVPed has no figure before the event begins, and reads
// "so far" while it is under way (until it ended more than 2 h ago: docs/design/metrics.md's settled event).
import { useId } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../config/routes.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { DASHBOARD_STRINGS as S, ratingCountLabel } from './dashboard-strings.ts';
import type { DayEvent } from '../../api/dashboard-api.ts';
import { eventEndsAt, eventTimeText, formatCount, formatStars, formatTeacherName, SETTLED_AFTER_HOURS } from './format-event.ts';
import { formatPercent } from '../../ui/format-percent.ts';
import { useMinuteClock } from '../../state/use-minute-clock.ts';

const MS_PER_HOUR = 3_600_000;

function injuriesText(count: number): string {
  return count > 0 ? formatCount(count) : S.noInjuries;
}

function ratingsText(rating: number | null, count: number): string {
  return rating === null || count === 0 ? S.noRatings : `${formatStars(rating)} (${ratingCountLabel(count)})`;
}

function commentText(comment: string | null): string {
  return comment !== null && comment.trim() !== '' ? comment : S.noComments;
}

/** Attended who RSVPed at `now` (ms): none before the start, the figure "so far" until the event is settled. */
function attendedText(event: DayEvent, now: number): string {
  if (!(now >= Date.parse(event.start)) || event.rsvpdAndAttended === null) return S.notAvailable;
  const figure = formatPercent(event.rsvpdAndAttended, S.notAvailable);
  return now <= eventEndsAt(event) + SETTLED_AFTER_HOURS * MS_PER_HOUR ? S.soFar(figure) : figure;
}

/** Label/value rows in display order at `now` (ms); null percentages (unknown capacity, no RSVPs) show a dash. */
export function eventDetailRows(event: DayEvent, now: number, deviceZone?: string): [label: string, value: string][] {
  return [
    [S.teacher, formatTeacherName(event.teacher, S.notAvailable)],
    [S.building, event.buildingName],
    [S.venue, event.venue?.name ?? S.notAvailable],
    [S.time, eventTimeText(event, deviceZone)],
    [S.capacityPercent, formatPercent(event.capacityPercentage, S.notAvailable)],
    [S.attendedWhoRsvped, attendedText(event, now)],
    [S.injuriesReported, injuriesText(event.injuriesReported)],
    [S.userRatings, ratingsText(event.userRatings, event.countOfRatings)],
    [S.teacherComments, commentText(event.teacherComment)],
  ];
}

export function EventDetailView({ event }: { event: DayEvent }) {
  const tabId = useId();
  const panelId = useId();
  // Drawn again each minute: an event under way loses its "so far" once settled.
  const now = useMinuteClock();
  return (
    <article className="dash-popup-event">
      <div className="dash-popup-event__heading">
        {event.image === null ? null : <img className="dash-popup-event__image" src={event.image} alt="" />}
        <h3 className="dash-popup-event__name">{event.name}</h3>
        {/* The event's roster (who is going, who waits) on the Events screen. */}
        <Link href={`${ROUTES.events}?event=${event.id}`} className="button button-secondary dash-popup-event__roster">
          {S.openRoster}
        </Link>
        <AddToCalendarButton eventId={event.id} eventName={event.name} />
      </div>
      <div role="tablist" className="dash-tabs">
        <button type="button" role="tab" id={tabId} aria-selected="true" aria-controls={panelId} className="dash-tab">
          {S.eventDetail}
        </button>
      </div>
      {/* The panel wraps the list: a role on the <dl> itself would take its list semantics away. */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId}>
        <dl className="dash-detail-list">
          {eventDetailRows(event, now).map(([label, value]) => (
            <div key={label} className="dash-detail-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
