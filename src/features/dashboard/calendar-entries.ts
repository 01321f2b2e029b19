// Turns /calendar-events/ rows into what each day of the month shows (the Event Schedule of docs/product-spec.md, Event dashboard): one
// block per day, either the single event (name, time, RSVPs) or '{n} Events' with a thumbnail per
// event; and the day's holidays, drawn as a shaded day that opens the holiday's popup, with the name
// above any block (calendar-cell-content.ts draws them). Times are each building's own clock; where
// the month holds buildings on different clocks, a time names its zone and a day's events go in the
// order they really happen.
import type { CalendarEntry, CalendarEvent, CalendarHoliday } from '../../api/dashboard-api.ts';
import { localToMoment, zoneAbbreviation } from '../../ui/date-time-format.ts';
import { dayEventOrder } from './day-order.ts';

export interface CalendarThumb {
  eventId: number;
  name: string;
  image: string | null;
}

/** What a day's block or holiday carries. */
export type CalendarCellData =
  | {
      kind: 'single';
      eventId: number;
      date: string;
      name: string;
      time: string;
      /** The zone's abbreviation ('PST') when the month mixes zones; null when it is on one clock. */
      zone: string | null;
      rsvps: number;
    }
  | { kind: 'group'; date: string; firstEventId: number; count: number; thumbs: CalendarThumb[] }
  | { kind: 'holiday'; date: string; holidayId: number; name: string };

/** What a click on a calendar block opens (the page turns it into ?id=…, see popup-target.ts). */
export type OpenTarget = { kind: 'event'; id: number; date: string } | { kind: 'holiday'; id: number; date: string };

/** What one day of the month shows: its holidays (shading and names) and at most one block. */
export interface CalendarDay {
  date: string;
  holidays: Extract<CalendarCellData, { kind: 'holiday' }>[];
  block: Extract<CalendarCellData, { kind: 'single' | 'group' }> | null;
}

/**
 * When each event starts, as a moment. Remembered per zone and local start: a busy month repeats the
 * same few start times, and each new one costs two zone look-ups.
 */
function momentsOf(): (event: CalendarEvent) => number {
  const known = new Map<string, number>();
  return (event) => {
    const key = `${event.timeZone} ${event.date}T${event.time}`;
    let moment = known.get(key);
    if (moment === undefined) {
      moment = localToMoment(`${event.date}T${event.time}`, event.timeZone);
      known.set(key, moment);
    }
    return moment;
  };
}

function holidayCell(holiday: CalendarHoliday): CalendarDay['holidays'][number] {
  return { kind: 'holiday', date: holiday.date, holidayId: holiday.id, name: holiday.name };
}

function dayBlock(
  date: string,
  events: CalendarEvent[],
  momentOf: ((event: CalendarEvent) => number) | null,
): NonNullable<CalendarDay['block']> {
  const [first] = events;
  if (first === undefined) throw new Error(`no events on ${date}`);
  if (events.length === 1) {
    const zone = momentOf === null ? null : zoneAbbreviation(first.timeZone, momentOf(first)) || null;
    return { kind: 'single', eventId: first.id, date, name: first.name, time: first.time, zone, rsvps: first.rsvps };
  }
  return {
    kind: 'group',
    date,
    firstEventId: first.id,
    count: events.length,
    thumbs: events.map((event) => ({ eventId: event.id, name: event.name, image: event.image })),
  };
}

/**
 * The month's days by date ('YYYY-MM-DD'): each day's holidays in the order the server sent them and
 * one block (a single event, or '{n} Events' in time order). Events on a holiday are still shown: the
 * holiday shades the day, it does not cancel what was scheduled. When the month's events are on more
 * than one zone's clock, a single event's time carries its zone and a day's events are ordered by
 * when they really start; on one clock the local time already says both.
 */
export function buildCalendarDays(entries: readonly CalendarEntry[]): Map<string, CalendarDay> {
  const holidays = new Map<string, CalendarDay['holidays']>();
  const eventsByDate = new Map<string, CalendarEvent[]>();
  // Appended in place: a month of a busy portfolio has hundreds of events on a few dozen days.
  const append = <V>(groups: Map<string, V[]>, date: string, value: V) => {
    const group = groups.get(date);
    if (group === undefined) groups.set(date, [value]);
    else group.push(value);
  };
  const zones = new Set<string>();
  for (const entry of entries) {
    if (entry.isHoliday) append(holidays, entry.date, holidayCell(entry));
    else {
      append(eventsByDate, entry.date, entry);
      zones.add(entry.timeZone);
    }
  }
  const momentOf = zones.size > 1 ? momentsOf() : null;
  const order = dayEventOrder(momentOf);
  const days = new Map<string, CalendarDay>();
  for (const date of [...new Set([...holidays.keys(), ...eventsByDate.keys()])].sort()) {
    const events = eventsByDate.get(date);
    days.set(date, {
      date,
      holidays: holidays.get(date) ?? [],
      block: events === undefined ? null : dayBlock(date, [...events].sort(order), momentOf),
    });
  }
  return days;
}

/**
 * What a click on a block opens: the event, a multi-event day's first event (the popup carousels the
 * rest), or the holiday (its read-only view; the popup holds the day's other entries too).
 */
export function openTarget(cell: CalendarCellData): OpenTarget {
  switch (cell.kind) {
    case 'single':
      return { kind: 'event', id: cell.eventId, date: cell.date };
    case 'group':
      return { kind: 'event', id: cell.firstEventId, date: cell.date };
    case 'holiday':
      return { kind: 'holiday', id: cell.holidayId, date: cell.date };
  }
}
