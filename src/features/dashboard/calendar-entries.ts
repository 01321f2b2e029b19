// Turns /calendar-events/ rows into what each day of the month shows (spec §2 Event Schedule): one
// block per day, either the single event (name, time, RSVPs) or '{n} Events' with a thumbnail per
// event; and the day's holidays, drawn as a shaded day that opens the holiday's popup, with the name
// above any block (calendar-cell-content.ts draws them).
import type { CalendarEntry, CalendarEvent, CalendarHoliday } from '../../api/dashboard-api.ts';

export interface CalendarThumb {
  eventId: number;
  name: string;
  image: string | null;
}

/** What a day's block or holiday carries. */
export type CalendarCellData =
  | { kind: 'single'; eventId: number; date: string; name: string; time: string; rsvps: number }
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

function byTimeThenId(a: CalendarEvent, b: CalendarEvent): number {
  return a.time.localeCompare(b.time) || a.id - b.id;
}

function holidayCell(holiday: CalendarHoliday): CalendarDay['holidays'][number] {
  return { kind: 'holiday', date: holiday.date, holidayId: holiday.id, name: holiday.name };
}

function dayBlock(date: string, events: CalendarEvent[]): NonNullable<CalendarDay['block']> {
  const [first] = events;
  if (first === undefined) throw new Error(`no events on ${date}`);
  if (events.length === 1) {
    return { kind: 'single', eventId: first.id, date, name: first.name, time: first.time, rsvps: first.rsvps };
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
 * holiday shades the day, it does not cancel what was scheduled.
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
  for (const entry of entries) {
    if (entry.isHoliday) append(holidays, entry.date, holidayCell(entry));
    else append(eventsByDate, entry.date, entry);
  }
  const days = new Map<string, CalendarDay>();
  for (const date of [...new Set([...holidays.keys(), ...eventsByDate.keys()])].sort()) {
    const events = eventsByDate.get(date);
    days.set(date, {
      date,
      holidays: holidays.get(date) ?? [],
      block: events === undefined ? null : dayBlock(date, [...events].sort(byTimeThenId)),
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
