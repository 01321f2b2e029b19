// The Events screen's part of the offline warm-up (front-desk.md "Offline, on several tablets"): the
// week the screen opens on and the rosters of today's and tomorrow's events, so the desk's tablet
// shows them when the building's link drops.
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
