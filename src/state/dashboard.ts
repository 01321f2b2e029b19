// The /dashboard store (spec §2 Event dashboard, §4): the five reads as cached resources (the
// device's copy shows at once, then the server's), the event count, the visible month, and the
// building scope. The selected building lives in the session (selectBuilding) so other screens share
// it; a building admin is always held to its own building.
import { format, startOfMonth } from 'date-fns';
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { ALL_BUILDINGS_ID } from '../api/buildings-api.ts';
import {
  DASHBOARD_ENDPOINTS,
  type CalendarEntry,
  type DayEntry,
  type EventCount,
  type HeroChartPoint,
} from '../api/dashboard-api.ts';
import { ROUTES } from '../config/routes.ts';
import { buildingsResource } from './buildings.ts';
import { createCachedResource, useCachedResource, type CachedResource } from './cached-resource.ts';
import type { PopupTarget } from './popup-target.ts';
import { onSignOut, selectBuilding, session, useBuildingIdAdmin, useIsBuildingAdmin } from './session.ts';

export interface ScopeParams {
  /** 0 = all of the account's buildings. */
  buildingId: number;
}

export interface HeroChartParams extends ScopeParams {
  event: EventCount;
  year: number;
}

export interface CalendarParams extends ScopeParams {
  /** First day of the month, 'YYYY-MM-01'. */
  date: string;
}

/**
 * A day by its date, or (deep link, reload) by one of its events or holidays; the server finds the day.
 * With userId (the user page), only that user's events of the day.
 */
export type DayDetailsParams = ScopeParams & { userId?: number } & ({ date: string } | { eventId: number } | { holidayId: number });

/** 0/absent both mean "all buildings"; sending neither keeps one cache key with other screens. */
function scoped<T extends object>(body: T, buildingId: number): T | (T & { buildingId: number }) {
  return buildingId === ALL_BUILDINGS_ID ? body : { ...body, buildingId };
}

export const topNumbersResource = createCachedResource({
  name: 'dashboard-top-numbers',
  endpoint: DASHBOARD_ENDPOINTS.topNumbers,
  body: ({ buildingId }: ScopeParams) => scoped({}, buildingId),
});

export const heroChartResource = createCachedResource({
  name: 'dashboard-hero-chart',
  endpoint: DASHBOARD_ENDPOINTS.heroChart,
  body: ({ event, year, buildingId }: HeroChartParams) => scoped({ event, year }, buildingId),
});

export const calendarResource = createCachedResource({
  name: 'dashboard-calendar',
  endpoint: DASHBOARD_ENDPOINTS.calendarEvents,
  body: ({ date, buildingId }: CalendarParams) => scoped({ date }, buildingId),
});

function dayDetailsBody(params: DayDetailsParams): DayDetailsParams | Omit<DayDetailsParams, 'buildingId'> {
  const { buildingId, ...day } = params;
  return scoped(day, buildingId);
}

/** The day popup on /dashboard (spec §7: /calendar-event-details/ on /dashboard). */
export const dayDetailsResource = createCachedResource({
  name: 'dashboard-day-details',
  endpoint: DASHBOARD_ENDPOINTS.calendarEventDetails,
  body: dayDetailsBody,
});

/** The same popup opened on any other page (spec §7: /user-event-details/ elsewhere). */
export const userDayDetailsResource = createCachedResource({
  name: 'user-day-details',
  endpoint: DASHBOARD_ENDPOINTS.userEventDetails,
  body: dayDetailsBody,
});

/** Which call the ?id= popup makes on the page at `pathname`. */
export function dayDetailsResourceFor(pathname: string): CachedResource<DayEntry[], DayDetailsParams> {
  return pathname === ROUTES.dashboard ? dayDetailsResource : userDayDetailsResource;
}

export const EVENT_COUNT_DEFAULT: EventCount = 10;

interface DashboardUiState {
  eventCount: EventCount;
  /** The calendar's month, 'YYYY-MM-01'; spec §4's default is the current month. */
  month: string;
}

export function monthKey(day: Date): string {
  return format(startOfMonth(day), 'yyyy-MM-dd');
}

export const dashboardUi = proxy<DashboardUiState>({ eventCount: EVENT_COUNT_DEFAULT, month: monthKey(new Date()) });

onSignOut(() => {
  dashboardUi.eventCount = EVENT_COUNT_DEFAULT;
  dashboardUi.month = monthKey(new Date());
});

export function setEventCount(count: EventCount): void {
  dashboardUi.eventCount = count;
}

export function setCalendarMonth(day: Date): void {
  dashboardUi.month = monthKey(day);
}

/** Changing the building reloads tiles, chart and calendar (they all read the scope). */
export function setDashboardBuilding(buildingId: number): void {
  selectBuilding(buildingId === ALL_BUILDINGS_ID ? null : buildingId);
}

export interface DashboardScope {
  buildingId: number;
  /** False while a building admin's own building is not known yet (user-info loading). */
  ready: boolean;
  isBuildingAdmin: boolean;
}

/** The building every dashboard read sends: a building admin's own, else the manager's choice. */
export function useDashboardScope(): DashboardScope {
  const isBuildingAdmin = useIsBuildingAdmin();
  const adminBuildingId = useBuildingIdAdmin();
  const { selectedBuildingId } = useSnapshot(session);
  if (isBuildingAdmin) {
    return { buildingId: adminBuildingId ?? ALL_BUILDINGS_ID, ready: adminBuildingId !== null, isBuildingAdmin };
  }
  return { buildingId: selectedBuildingId ?? ALL_BUILDINGS_ID, ready: true, isBuildingAdmin };
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

/** The chart parameters (JSON) whose answer was empty in the first hours of the year (see heroChartYear). */
const emptyNewYear = proxy<{ params: string | null }>({ params: null });

onSignOut(() => {
  emptyNewYear.params = null;
});

/** Loads and reads the four /dashboard panels for the current scope, count, year and month. */
export function useDashboardData(now: Date = new Date()) {
  const scope = useDashboardScope();
  const ui = useDashboardUi();
  const { buildingId, ready } = scope;
  const calendarYear = now.getFullYear();
  const thisYear = JSON.stringify({ buildingId, event: ui.eventCount, year: calendarYear } satisfies HeroChartParams);
  const year = heroChartYear(now, useSnapshot(emptyNewYear).params === thisYear);
  const topNumbers = useCachedResource(topNumbersResource, { buildingId }, ready);
  const chart = useCachedResource(heroChartResource, { buildingId, event: ui.eventCount, year }, ready);
  const calendar = useCachedResource(calendarResource, { buildingId, date: ui.month }, ready);
  // A building admin has no selector: its building is the only choice.
  const buildings = useCachedResource(buildingsResource, { buildingId: null }, ready && !scope.isBuildingAdmin);
  // The server's own answer (not the device's copy) for this year, empty, while the year is young.
  const emptyAnswer =
    !chart.inProgress && chart.success && chart.cachedAt === null && (chart.data as HeroChartPoint[] | null)?.length === 0
      ? JSON.stringify(chart.params)
      : null;
  useEffect(() => {
    if (emptyAnswer === thisYear && heroChartYear(new Date(), true) !== calendarYear) emptyNewYear.params = thisYear;
  }, [emptyAnswer, thisYear, calendarYear]);
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
 * Spec §2: the 'Last 10/20 events' choice "is hidden once calendar data exists". Read literally: it
 * shows while the visible month (the whole grid on screen) has no entries, events or holidays, and
 * hides once it has some; the chart keeps the last choice (default 10) while it is hidden. A month
 * that could not be loaded (offline, never seen) has no data either, so the choice shows.
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

/** The last decision of eventCountChoiceShown made from data, kept across months and page visits. */
const eventCountChoice = proxy<{ lastShown: boolean | null }>({ lastShown: null });

onSignOut(() => {
  eventCountChoice.lastShown = null;
});

/** Whether 'Last 10 events' / 'Last 20 events' shows under the calendar's current state. */
export function useEventCountChoiceShown(calendar: CalendarLoadState): boolean {
  const { lastShown } = useSnapshot(eventCountChoice);
  const shown = eventCountChoiceShown(calendar, lastShown);
  const settled = calendar.data !== null || (!calendar.inProgress && calendar.error !== null);
  useEffect(() => {
    if (settled) eventCountChoice.lastShown = shown;
  }, [settled, shown]);
  return shown;
}
