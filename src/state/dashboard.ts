// The /dashboard store (spec §2 Event dashboard, §4): the five reads as cached resources (the
// device's copy shows at once, then the server's), the event count, the visible month, and the
// building scope. The selected building lives in the session (selectBuilding) so other screens share
// it; a building admin is always held to its own building.
import { format, startOfMonth } from 'date-fns';
import { proxy, useSnapshot } from 'valtio';
import type {
  Building,
  CalendarEntry,
  DayEntry,
  EventCount,
  HeroChartPoint,
  TopNumbers,
} from '../features/dashboard/dashboard-types.ts';
import { ALL_BUILDINGS_ID } from '../features/dashboard/dashboard-types.ts';
import { createCachedResource, useCachedResource } from './cached-resource.ts';
import { onSignOut, selectBuilding, session, useBuildingIdAdmin, useIsBuildingAdmin } from './session.ts';

const BASE_PATH = '/building-manager' as const;

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

/** A day by its date, or (deep link, reload) by one of its events; the server finds the day. */
export type DayDetailsParams = ScopeParams & ({ date: string } | { eventId: number });

/** 0/absent both mean "all buildings"; sending neither keeps one cache key with other screens. */
function scoped<T extends object>(body: T, buildingId: number): T | (T & { buildingId: number }) {
  return buildingId === ALL_BUILDINGS_ID ? body : { ...body, buildingId };
}

export const topNumbersResource = createCachedResource<TopNumbers, ScopeParams>({
  name: 'dashboard-top-numbers',
  path: `${BASE_PATH}/top-numbers/`,
  body: ({ buildingId }) => scoped({}, buildingId),
});

export const heroChartResource = createCachedResource<HeroChartPoint[], HeroChartParams>({
  name: 'dashboard-hero-chart',
  path: `${BASE_PATH}/hero-chart/`,
  body: ({ event, year, buildingId }) => scoped({ event, year }, buildingId),
});

export const calendarResource = createCachedResource<CalendarEntry[], CalendarParams>({
  name: 'dashboard-calendar',
  path: `${BASE_PATH}/calendar-events/`,
  body: ({ date, buildingId }) => scoped({ date }, buildingId),
});

export const dayDetailsResource = createCachedResource<DayEntry[], DayDetailsParams>({
  name: 'dashboard-day-details',
  path: `${BASE_PATH}/calendar-event-details/`,
  body: (params) => scoped('date' in params ? { date: params.date } : { eventId: params.eventId }, params.buildingId),
});

export const buildingsResource = createCachedResource<Building[], ScopeParams>({
  name: 'dashboard-buildings',
  path: `${BASE_PATH}/buildings/`,
  // The same body Contact hOM sends, so either screen's copy serves the other offline.
  body: ({ buildingId }) => scoped({}, buildingId),
});

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

/** Loads and reads the four /dashboard panels for the current scope, count, year and month. */
export function useDashboardData(year: number) {
  const scope = useDashboardScope();
  const ui = useDashboardUi();
  const { buildingId, ready } = scope;
  const topNumbers = useCachedResource(topNumbersResource, { buildingId }, ready);
  const chart = useCachedResource(heroChartResource, { buildingId, event: ui.eventCount, year }, ready);
  const calendar = useCachedResource(calendarResource, { buildingId, date: ui.month }, ready);
  // A building admin has no selector: its building is the only choice.
  const buildings = useCachedResource(buildingsResource, { buildingId: ALL_BUILDINGS_ID }, ready && !scope.isBuildingAdmin);
  return { scope, ui, topNumbers, chart, calendar, buildings };
}

/**
 * The building-local day of an event the dashboard has already loaded (calendar month or chart), so
 * a popup asks for that day (and its cached copy) rather than for the event. Null when not loaded.
 */
export function loadedEventDate(eventId: number, calendar: readonly CalendarEntry[] | null, chart: readonly HeroChartPoint[] | null): string | null {
  const entry = calendar?.find((item) => !item.isHoliday && item.id === eventId);
  if (entry !== undefined) return entry.date;
  return chart?.find((point) => point.eventId === eventId)?.xAxis ?? null;
}

/**
 * Spec: the 'Last 10/20 events' choice "is hidden once calendar data exists". Read literally it would
 * hide the choice on every month with events, so 20 could never be picked. We hide it only when the
 * loaded data shows it cannot change the chart: fewer than 10 started events this year, so the last
 * 10 and the last 20 are the same points.
 */
export function eventCountChoiceHidden(points: readonly HeroChartPoint[] | null): boolean {
  return points !== null && points.length < 10;
}
