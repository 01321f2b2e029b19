// The Events screen's store: the events of a week of days of the session's buildings as a
// keyed cached resource (one state per building and week, so each week seen shows offline with its age),
// which days the screen shows (today and the six after it, or a week moved by the arrows), and the
// event whose roster is open (kept for the browser tab, so a reload offline shows it again).
import { addDays, format, parseISO } from 'date-fns';
import { proxy, useSnapshot } from 'valtio';
import { readStored, writeStored } from '../config/web-storage.ts';
import { SCHEDULE_ENDPOINTS, type EventDayRequest } from '../api/schedule-api.ts';
import { withBuilding, type BuildingScope } from './building-scope.ts';
import { buildingTags } from './cache-tags.ts';
import { createCachedResource } from './cached-resource.ts';
import { onSignOut } from './session.ts';

/** Today and the days after it the screen shows at once. */
export const EVENT_DAYS_SHOWN = 7 as const;

export const eventDaysResource = createCachedResource({
  name: 'events-today',
  endpoint: SCHEDULE_ENDPOINTS.eventsToday,
  bodiesKept: 8,
  provides: (body) => buildingTags(body, 'events', 'rsvps'),
});

/**
 * The body of the days shown: the building chosen (none for all of them), from `firstDay` (null:
 * today in each building's own zone) for EVENT_DAYS_SHOWN days, cancelled events included (the desk
 * sees what was called off).
 */
export function eventDaysRequest(scope: Pick<BuildingScope, 'buildingId'>, firstDay: string | null): EventDayRequest {
  return withBuilding({ ...(firstDay === null ? {} : { date: firstDay }), days: EVENT_DAYS_SHOWN, includeCancelled: true }, scope.buildingId);
}

/** 'YYYY-MM-DD' of the device's today: the day the screen starts on. */
export function todayDate(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** The `count` dates from `first` on, 'YYYY-MM-DD'. */
export function datesFrom(first: string, count: number = EVENT_DAYS_SHOWN): string[] {
  const start = parseISO(first);
  return Array.from({ length: count }, (_, index) => format(addDays(start, index), 'yyyy-MM-dd'));
}

/** `date` moved by `days` (negative: back). */
export function shiftDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

interface EventsUiState {
  /** The first day shown; null: today (so a screen left open past midnight moves on with a reload). */
  firstDay: string | null;
  /** The event whose roster is open. */
  eventId: number | null;
}

// Refused (private mode, a full quota): the choice lasts until the tab reloads.
const writeSelection = (eventId: number | null) => writeStored('eventsSelection', eventId);

export const eventsUi = proxy<EventsUiState>({ firstDay: null, eventId: readStored('eventsSelection') });

onSignOut(() => {
  writeSelection(null);
  eventsUi.firstDay = null;
  eventsUi.eventId = null;
});

export function useEventsUi() {
  return useSnapshot(eventsUi);
}

/** Opens `eventId`'s roster (null: back to the list). */
export function chooseEvent(eventId: number | null): void {
  eventsUi.eventId = eventId;
  writeSelection(eventId);
}

/** Moves the days shown by `days` from what is shown now. */
export function moveDays(days: number, today: string = todayDate()): void {
  const next = shiftDate(eventsUi.firstDay ?? today, days);
  eventsUi.firstDay = next === today ? null : next;
}

export function showToday(): void {
  eventsUi.firstDay = null;
}
