// The Events screen's list: the days shown, each with its events (time, name, place, going over
// capacity and how many wait, at a glance); choosing one opens its roster.
import type { EventDayAnswer } from '../../api/schedule-api.ts';
import { mixesZones } from '../../ui/date-time-format.ts';
import { formatDay, formatGoing, formatWaitlisted, groupByDay, timeLines } from './event-format.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

type ListedEvent = EventDayAnswer['events'][number];

function EventCard({ event, chosen, showBuilding, withZone, onChoose }: { event: ListedEvent; chosen: boolean; showBuilding: boolean; withZone: boolean; onChoose: (id: number) => void }) {
  const waitlisted = formatWaitlisted(event);
  const place = [event.venue, showBuilding ? event.buildingName : null].filter((part) => part !== null).join(' · ');
  const full = event.capacity !== null && event.going >= event.capacity;
  const [start, rest] = timeLines(event, withZone);
  return (
    <li>
      <button
        type="button"
        className={`event-card${chosen ? ' is-chosen' : ''}${event.cancelled ? ' is-cancelled' : ''}`}
        aria-current={chosen ? 'true' : undefined}
        onClick={() => onChoose(event.id)}
      >
        <span className="event-card__time">
          <span>{start}</span> <span className="event-card__end">{rest}</span>
        </span>
        <span className="event-card__main">
          <span className="event-card__name">
            {event.name}
            {event.cancelled ? <span className="event-badge event-badge--cancelled">{S.cancelledBadge}</span> : null}
            {event.seriesId !== null ? <span className="event-badge">{S.seriesBadge}</span> : null}
          </span>
          {place === '' ? null : <span className="event-card__place">{place}</span>}
        </span>
        <span className="event-card__counts">
          <span className={full ? 'event-card__going is-full' : 'event-card__going'}>{formatGoing(event)}</span>
          {waitlisted === null ? null : <span className="event-card__waitlisted">{waitlisted}</span>}
        </span>
      </button>
    </li>
  );
}

interface EventDayListProps {
  events: readonly ListedEvent[];
  chosenId: number | null;
  /** Several buildings on screen: each event names its building. */
  showBuilding: boolean;
  onChoose: (eventId: number) => void;
}

export function EventDayList({ events, chosenId, showBuilding, onChoose }: EventDayListProps) {
  const days = groupByDay(events);
  const withZone = mixesZones(events);
  if (days.length === 0) {
    return (
      <p className="events-empty" data-loaded="">
        {S.noEvents}
      </p>
    );
  }
  return (
    <div className="events-days">
      {days.map(([date, dayEvents]) => (
        <section key={date} className="events-day" aria-labelledby={`events-day-${date}`}>
          <h2 className="events-day__heading" id={`events-day-${date}`}>
            {formatDay(date)}
          </h2>
          <ul className="events-day__list">
            {dayEvents.map((event) => (
              <EventCard key={event.id} event={event} chosen={event.id === chosenId} showBuilding={showBuilding} withZone={withZone} onChoose={onChoose} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
