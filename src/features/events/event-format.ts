// How the Events screen writes an event's day, time and places (building-local times as sent; the
// zone's abbreviation beside them where the list holds buildings in different zones).
import { formatClock, formatClockRange, formatDayHeading, formatShortDay, localToMoment, zoneAbbreviation } from '../../ui/date-time-format.ts';
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

type Timed = Pick<ScheduledEvent, 'start' | 'timeZone'>;

/** 'Tuesday, Nov 24' for 'YYYY-MM-DD'. */
export function formatDay(date: string): string {
  return formatDayHeading(date);
}

/** When the event starts, as a moment (its building's clock read in its zone). */
function startMoment(event: Timed): number {
  return localToMoment(event.start, event.timeZone);
}

/** '6:00 PM – 7:00 PM', with the zone ('6:00 PM – 7:00 PM EST') when `withZone`. */
export function formatTimes(event: Pick<ScheduledEvent, 'startTime' | 'endTime' | 'start' | 'timeZone'>, withZone = false): string {
  const range = formatClockRange(event.startTime, event.endTime);
  return withZone ? `${range} ${zoneAbbreviation(event.timeZone, startMoment(event))}` : range;
}

/** The start ('6:00 PM') and the rest ('– 7:00 PM', '– 7:00 PM EST'), for a card's two lines. */
export function timeLines(event: Pick<ScheduledEvent, 'startTime' | 'endTime' | 'start' | 'timeZone'>, withZone = false): [start: string, rest: string] {
  const zone = withZone ? ` ${zoneAbbreviation(event.timeZone, startMoment(event))}` : '';
  return [formatClock(event.startTime), `– ${formatClock(event.endTime)}${zone}`];
}

/** 'Tue, Nov 24 · 6:00 PM – 7:00 PM'. */
export function formatEventWhen(event: Pick<ScheduledEvent, 'date' | 'startTime' | 'endTime' | 'start' | 'timeZone'>, withZone = false): string {
  return `${formatShortDay(event.date)} · ${formatTimes(event, withZone)}`;
}

/** Going over capacity ('12 / 20 going', '12 going · no limit'). */
export function formatGoing(event: Pick<ScheduledEvent, 'going' | 'capacity'>): string {
  return S.goingCount(event.going, event.capacity);
}

/** '3 waitlisted', or nothing when nobody waits. */
export function formatWaitlisted(event: Pick<ScheduledEvent, 'waitlisted'>): string | null {
  return event.waitlisted > 0 ? S.waitlistedCount(event.waitlisted) : null;
}

/**
 * Events grouped by their building-local day, each day's by the moment they start (so 9:00 AM in
 * Los Angeles comes after 10:00 AM in New York), then name.
 */
export function groupByDay<T extends Pick<ScheduledEvent, 'date' | 'start' | 'timeZone' | 'name'>>(events: readonly T[]): Array<[date: string, events: T[]]> {
  const days = new Map<string, T[]>();
  const moments = new Map(events.map((event) => [event, startMoment(event)]));
  const sorted = [...events].sort(
    (a, b) => a.date.localeCompare(b.date) || (moments.get(a) ?? 0) - (moments.get(b) ?? 0) || a.name.localeCompare(b.name),
  );
  for (const event of sorted) {
    const day = days.get(event.date);
    if (day) day.push(event);
    else days.set(event.date, [event]);
  }
  return [...days];
}
