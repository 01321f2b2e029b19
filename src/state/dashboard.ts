// The /dashboard store (docs/product-spec.md, Event dashboard): the five reads as cached resources (the
// device's copy shows at once, then the server's), each with the one function that makes its
// request body from the building scope (building-scope.ts: the session's building, which other
// screens share; a building admin is always held to its own), and the page's choices (event count,
// visible month) with what it remembers between visits, in one store.
import { format, startOfMonth } from 'date-fns';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { DASHBOARD_ENDPOINTS, type CalendarEntry, type EventCount, type HeroChartPoint } from '../api/dashboard-api.ts';
import { ROUTES } from '../config/routes.ts';
import { useBuildingScope, withBuilding, type BuildingScope } from './building-scope.ts';
import { useBuildings } from './buildings.ts';
import { buildingTags } from './cache-tags.ts';
import { createCachedResource, requestKey } from './cached-resource.ts';
import type { PopupTarget } from './popup-target.ts';
import { onSignOut } from './session.ts';
import { useCachedResource } from './use-resource.ts';

/** The building every dashboard read names (0: all of the account's buildings). */
type Scope = Pick<BuildingScope, 'buildingId'>;

export const topNumbersResource = createCachedResource({
  name: 'dashboard-top-numbers',
  endpoint: DASHBOARD_ENDPOINTS.topNumbers,
  provides: (body) => buildingTags(body, 'tasks', 'events', 'rsvps'),
});

export function topNumbersRequest(scope: Scope) {
  return withBuilding({}, scope.buildingId);
}

export const heroChartResource = createCachedResource({
  name: 'dashboard-hero-chart',
  endpoint: DASHBOARD_ENDPOINTS.heroChart,
  provides: (body) => buildingTags(body, 'events'),
});

export function heroChartRequest(scope: Scope, event: EventCount, year: number) {
  return withBuilding({ event, year }, scope.buildingId);
}

export const calendarResource = createCachedResource({
  name: 'dashboard-calendar',
  endpoint: DASHBOARD_ENDPOINTS.calendarEvents,
  provides: (body) => buildingTags(body, 'events', 'rsvps'),
});

/** One month of the calendar; `month` is its first day, 'YYYY-MM-01'. */
export function calendarRequest(scope: Scope, month: string) {
  return withBuilding({ date: month }, scope.buildingId);
}

/** The day popup on /dashboard, which the product reads with /calendar-event-details/. */
export const dayDetailsResource = createCachedResource({
  name: 'dashboard-day-details',
  endpoint: DASHBOARD_ENDPOINTS.calendarEventDetails,
  provides: (body) => buildingTags(body, 'events', 'rsvps'),
});

/** The same popup opened on any other page, which the product reads with /user-event-details/. */
export const userDayDetailsResource = createCachedResource({
  name: 'user-day-details',
  endpoint: DASHBOARD_ENDPOINTS.userEventDetails,
  provides: (body) => buildingTags(body, 'events'),
});

/** Which call the ?id= popup makes on the page at `pathname`. */
export function dayDetailsResourceFor(pathname: string) {
  return pathname === ROUTES.dashboard ? dayDetailsResource : userDayDetailsResource;
}

/** A day by its date, or (deep link, reload) by one of its events or holidays; the server finds the day. */
export type DaySought = { date: string } | { eventId: number } | { holidayId: number };

/** The popup's body; with `userId` (the user page), only that user's events of the day. */
export function dayDetailsRequest(scope: Scope, day: DaySought, userId: number | null = null) {
  return withBuilding({ ...(userId === null ? {} : { userId }), ...day }, scope.buildingId);
}

export const EVENT_COUNT_DEFAULT: EventCount = 10;

interface DashboardState {
  eventCount: EventCount;
  /** The calendar's month, 'YYYY-MM-01'; the current month by default. */
  month: string;
  /** The key of this year's chart request whose answer was empty in the year's first hours (heroChartYear). */
  emptyYearChart: string | null;
  /** The last decision of eventCountChoiceShown made from data, kept across months and page visits. */
  eventCountChoiceShown: boolean | null;
}

export function monthKey(day: Date): string {
  return format(startOfMonth(day), 'yyyy-MM-dd');
}

function initialDashboard(): DashboardState {
  return { eventCount: EVENT_COUNT_DEFAULT, month: monthKey(new Date()), emptyYearChart: null, eventCountChoiceShown: null };
}

export const dashboardUi = proxy<DashboardState>(initialDashboard());

onSignOut(() => {
  Object.assign(dashboardUi, initialDashboard());
});

export function setEventCount(count: EventCount): void {
  dashboardUi.eventCount = count;
}

export function setCalendarMonth(day: Date): void {
  dashboardUi.month = monthKey(day);
}

export function useDashboardUi() {
  return useSnapshot(dashboardUi);
}

/**
 * How long into January 1st (the browser's) some building can still be in December: time zones span
 * UTC-12 to UTC+14.
 */
const NEW_YEAR_OVERLAP_MS = 26 * 60 * 60 * 1000;

/**
 * The year the Event Performance chart asks for: the browser's (the server takes it as each
 * building's local year), except in the first hours of January 1st once that year's answer came back
 * empty. Then a building may still be in December (the browser is ahead of it) or simply none has
 * started an event yet, and the chart shows last year's events rather than 'No stats to display!'.
 */
export function heroChartYear(now: Date, thisYearEmpty: boolean): number {
  const year = now.getFullYear();
  const sinceNewYear = now.getTime() - new Date(year, 0, 1).getTime();
  return thisYearEmpty && sinceNewYear < NEW_YEAR_OVERLAP_MS ? year - 1 : year;
}

/** The bodies of the dashboard's reads for the current scope, count, year and month (the page and its popup). */
export function useDashboardRequests(now: Date = new Date()) {
  const scope = useBuildingScope();
  const ui = useDashboardUi();
  const calendarYear = now.getFullYear();
  const thisYearChart = heroChartRequest(scope, ui.eventCount, calendarYear);
  const year = heroChartYear(now, ui.emptyYearChart === requestKey(thisYearChart));
  return {
    scope,
    ui,
    thisYearChart,
    topNumbers: topNumbersRequest(scope),
    heroChart: heroChartRequest(scope, ui.eventCount, year),
    calendar: calendarRequest(scope, ui.month),
  };
}

/** Loads and reads the four /dashboard panels for the current scope, count, year and month. */
export function useDashboardData(now: Date = new Date()) {
  const requests = useDashboardRequests(now);
  const { scope, ui, thisYearChart } = requests;
  const topNumbers = useCachedResource(topNumbersResource, requests.topNumbers, scope.ready);
  const chart = useCachedResource(heroChartResource, requests.heroChart, scope.ready);
  const calendar = useCachedResource(calendarResource, requests.calendar, scope.ready);
  // A building admin has no selector: its building is the only choice.
  const buildings = useBuildings(scope.ready && !scope.isBuildingAdmin);
  // The server's own answer (not the device's copy) for this year, empty, while the year is young.
  const emptyThisYear =
    requests.heroChart.year === thisYearChart.year &&
    !chart.inProgress &&
    chart.success &&
    chart.cachedAt === null &&
    chart.data?.length === 0;
  const thisYearKey = requestKey(thisYearChart);
  useEffect(() => {
    if (emptyThisYear && heroChartYear(new Date(), true) !== thisYearChart.year) dashboardUi.emptyYearChart = thisYearKey;
  }, [emptyThisYear, thisYearKey, thisYearChart.year]);
  return { scope, ui, topNumbers, chart, calendar, buildings };
}

/**
 * The building-local day of an event or holiday the dashboard has already loaded (calendar month, or
 * the chart for an event), so a popup asks for that day (and its cached copy) rather than for the
 * entry. Null when not loaded. Event and holiday ids are separate sequences: a target matches only
 * entries of its own kind.
 */
export function loadedEntryDate(
  target: PopupTarget,
  calendar: readonly CalendarEntry[] | null,
  chart: readonly HeroChartPoint[] | null,
): string | null {
  const holiday = target.kind === 'holiday';
  const entry = calendar?.find((item) => item.isHoliday === holiday && item.id === target.id);
  if (entry !== undefined) return entry.date;
  if (holiday) return null;
  return chart?.find((point) => point.eventId === target.id)?.xAxis ?? null;
}

/** What the calendar resource says about the visible month, as far as the choice below needs. */
export interface CalendarLoadState {
  data: readonly CalendarEntry[] | null;
  inProgress: boolean;
  error: string | null;
}

/**
 * The 'Last 10/20 events' choice "is hidden once calendar data exists" (docs/product-spec.md, Event
 * dashboard). Read literally: it shows while the visible month (the whole grid on screen) has no
 * entries, events or holidays, and hides once it has some; the chart keeps the last choice (default
 * 10) while it is hidden. A month that could not be loaded (offline, never seen) has no data
 * either, so the choice shows.
 *
 * While a month loads with nothing on screen yet (the device's copy is being read, or the network is
 * answering) the previous decision stands (`lastShown`), so moving between months, or a reload that
 * finds a copy, never shows and hides it again within a moment. Before anything was ever decided the
 * choice stays hidden until the month's copy or answer says otherwise.
 */
export function eventCountChoiceShown(calendar: CalendarLoadState, lastShown: boolean | null): boolean {
  if (calendar.data !== null) return calendar.data.length === 0;
  if (!calendar.inProgress && calendar.error !== null) return true;
  return lastShown ?? false;
}

/** Whether 'Last 10 events' / 'Last 20 events' shows under the calendar's current state. */
export function useEventCountChoiceShown(calendar: CalendarLoadState): boolean {
  const lastShown = useDashboardUi().eventCountChoiceShown;
  const shown = eventCountChoiceShown(calendar, lastShown);
  const settled = calendar.data !== null || (!calendar.inProgress && calendar.error !== null);
  useEffect(() => {
    if (settled) dashboardUi.eventCountChoiceShown = shown;
  }, [settled, shown]);
  return shown;
}
