// Turns /calendar-events/ rows into the calendar's event objects (spec §2 Event Schedule):
// one block per day, either the single event (name, time, RSVPs) or '{n} Events' with a thumbnail
// per event; holidays become shaded background days with no event content (their names are drawn in
// the day's head, above any event, see holidayNamesByDate) that open the holiday's popup.
import type { CalendarEntry, CalendarEvent, CalendarHoliday } from '../../api/dashboard-api.ts';

export interface CalendarThumb {
  eventId: number;
  name: string;
  image: string | null;
}

/** What a day block carries (the calendar's extendedProps). */
export type CalendarCellData =
  | { kind: 'single'; eventId: number; date: string; name: string; time: string; rsvps: number }
  | { kind: 'group'; date: string; firstEventId: number; count: number; thumbs: CalendarThumb[] }
  | { kind: 'holiday'; date: string; holidayId: number; name: string };

/** What a click on a calendar block opens (the page turns it into ?id=…, see popup-target.ts). */
export type OpenTarget = { kind: 'event'; id: number; date: string } | { kind: 'holiday'; id: number; date: string };

/** The subset of @event-calendar/core's EventInput we produce (kept local so tests need no calendar). */
export interface CalendarEventObject {
  id: string;
  start: string;
  end: string;
  allDay: true;
  title: string;
  display: 'auto' | 'background';
  classNames: string[];
  extendedProps: { cell: CalendarCellData };
}

export const HOLIDAY_CLASS = 'dash-ec-holiday' as const;
export const ENTRY_CLASS = 'dash-ec-entry' as const;

function byTimeThenId(a: CalendarEvent, b: CalendarEvent): number {
  return a.time.localeCompare(b.time) || a.id - b.id;
}

function holidayObject(holiday: CalendarHoliday): CalendarEventObject {
  return {
    id: `holiday-${holiday.id}-${holiday.date}`,
    start: holiday.date,
    end: holiday.date,
    allDay: true,
    title: holiday.name,
    display: 'background',
    classNames: [HOLIDAY_CLASS],
    extendedProps: { cell: { kind: 'holiday', date: holiday.date, holidayId: holiday.id, name: holiday.name } },
  };
}

function dayObject(date: string, events: CalendarEvent[]): CalendarEventObject {
  const [first] = events;
  if (first === undefined) throw new Error(`no events on ${date}`);
  // All-day blocks (the time is drawn by us): a month cell then holds one full-width block per day.
  const base = { start: date, end: date, allDay: true, display: 'auto', classNames: [ENTRY_CLASS] } satisfies Partial<CalendarEventObject>;
  if (events.length === 1) {
    return {
      ...base,
      id: `event-${first.id}`,
      title: first.name,
      extendedProps: {
        cell: { kind: 'single', eventId: first.id, date, name: first.name, time: first.time, rsvps: first.rsvps },
      },
    };
  }
  return {
    ...base,
    id: `day-${date}`,
    title: `${events.length} Events`,
    extendedProps: {
      cell: {
        kind: 'group',
        date,
        firstEventId: first.id,
        count: events.length,
        thumbs: events.map((event) => ({ eventId: event.id, name: event.name, image: event.image })),
      },
    },
  };
}

/**
 * Holidays first (drawn under), then one block per day in date order. Events on a holiday are still
 * shown: the holiday shades the day, it does not cancel what was scheduled.
 */
export function buildCalendarEntries(entries: readonly CalendarEntry[]): CalendarEventObject[] {
  const holidays: CalendarEventObject[] = [];
  const eventsByDate = new Map<string, CalendarEvent[]>();
  for (const entry of entries) {
    if (entry.isHoliday) {
      holidays.push(holidayObject(entry));
    } else {
      const list = eventsByDate.get(entry.date);
      if (list === undefined) eventsByDate.set(entry.date, [entry]);
      else list.push(entry);
    }
  }
  const days = [...eventsByDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, events]) => dayObject(date, [...events].sort(byTimeThenId)));
  return [...holidays, ...days];
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

/** Holiday names per day, in the order the server sent them, for the days' heads. */
export function holidayNamesByDate(entries: readonly CalendarEntry[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const entry of entries) {
    if (!entry.isHoliday) continue;
    const list = names.get(entry.date);
    if (list === undefined) names.set(entry.date, [entry.name]);
    else list.push(entry.name);
  }
  return names;
}
