// The Events screen's part of the offline warm-up (docs/design/front-desk.md, "Offline, on several
// tablets"): the week the screen opens on and the rosters of today's and tomorrow's events, so the
// desk's tablet shows them when the building's link drops; and for a manager the same week of each building the
// screen's building filter offers, so every choice there shows offline too.
import { BUILDINGS_ENDPOINTS } from '../api/endpoints.ts';
import { apiCall } from '../api/client.ts';
import { SCHEDULE_ENDPOINTS } from '../api/schedule-api.ts';
import type { BuildingScope } from './building-scope.ts';
import { datesFrom, eventDaysRequest, todayDate } from './event-days.ts';
import { rosterRequest, rosterResource } from './event-roster.ts';

/** Rosters warmed at most (a busy day of every building at --scale 20 stays a bounded warm-up). */
export const WARMED_ROSTERS_MAX = 40 as const;

/** True when the week and every roster warmed came fresh from the server. */
export async function warmEventsAndRosters(scope: Pick<BuildingScope, 'buildingId'>, now: Date = new Date()): Promise<boolean> {
  const week = await apiCall(SCHEDULE_ENDPOINTS.eventsToday, eventDaysRequest(scope, null));
  if (!week.ok || week.cachedAt !== null) return false;
  const days = new Set(datesFrom(todayDate(now), 2));
  // An answer of another shape (a server older than the Events screen) warms no roster.
  const listed: unknown = week.data.events;
  const events = Array.isArray(listed) ? (listed as typeof week.data.events) : [];
  const soon = events.filter((event) => days.has(event.date) && !event.cancelled).slice(0, WARMED_ROSTERS_MAX);
  let fresh = true;
  // One at a time, like the rest of the warm-up: the screen the user is on goes first.
  for (const event of soon) fresh = (await rosterResource.warm(rosterRequest(event.id))) && fresh;
  return fresh;
}

/**
 * A manager's week of each building the filter offers (the buildings list, as the screen reads it):
 * true when each came fresh from the server. A building admin's screen has no filter: nothing to do.
 */
export async function warmEachBuildingsWeek(scope: Pick<BuildingScope, 'adminBuildingId'>): Promise<boolean> {
  if (scope.adminBuildingId !== null) return true;
  // The body the screens send for a manager's list (buildingsRequest): none named.
  const buildings = await apiCall(BUILDINGS_ENDPOINTS.buildings, {});
  if (!buildings.ok || buildings.cachedAt !== null) return false;
  let fresh = true;
  for (const building of buildings.data) {
    const week = await apiCall(SCHEDULE_ENDPOINTS.eventsToday, eventDaysRequest({ buildingId: building.id }, null));
    fresh = week.ok && week.cachedAt === null && fresh;
  }
  return fresh;
}
