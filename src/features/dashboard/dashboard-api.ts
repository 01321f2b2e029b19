// Typed /dashboard calls (spec §7). They return the client's result; the store decides what to show.
import { apiCall, type ApiResult } from '../../api/client.ts';
import type {
  Building,
  CalendarEntry,
  DayEntry,
  EventCount,
  HeroChartPoint,
  TopNumbers,
} from './dashboard-types.ts';

const BASE_PATH = '/building-manager' as const;

/** A building filter of 0/absent means "all buildings"; the server treats both alike, so send neither. */
function withBuilding<T extends object>(body: T, buildingId?: number | null): T & { buildingId?: number } {
  return buildingId ? { ...body, buildingId } : body;
}

/** Events and holidays of the month containing `date` ('YYYY-MM-DD'). */
export function fetchCalendarEvents(date: string, buildingId?: number | null): Promise<ApiResult<CalendarEntry[]>> {
  return apiCall<CalendarEntry[]>('POST', `${BASE_PATH}/calendar-events/`, withBuilding({ date }, buildingId));
}

/** Everything on one day ('YYYY-MM-DD'), with the event-performance figures, for the event popup. */
export function fetchCalendarEventDetails(date: string, buildingId?: number | null): Promise<ApiResult<DayEntry[]>> {
  return apiCall<DayEntry[]>('POST', `${BASE_PATH}/calendar-event-details/`, withBuilding({ date }, buildingId));
}

export function fetchHeroChart(
  event: EventCount,
  year: number,
  buildingId?: number | null,
): Promise<ApiResult<HeroChartPoint[]>> {
  return apiCall<HeroChartPoint[]>('POST', `${BASE_PATH}/hero-chart/`, withBuilding({ event, year }, buildingId));
}

export function fetchTopNumbers(buildingId?: number | null): Promise<ApiResult<TopNumbers>> {
  return apiCall<TopNumbers>('POST', `${BASE_PATH}/top-numbers/`, withBuilding({}, buildingId));
}

export function fetchBuildings(buildingId?: number | null): Promise<ApiResult<Building[]>> {
  return apiCall<Building[]>('POST', `${BASE_PATH}/buildings/`, withBuilding({}, buildingId));
}
