// What a live change of the events run from the portal refreshes (issue 25, front-desk.md: "every
// roster change is announced on the live stream (kind `roster`, the building and event ids)"):
// - `event` (scheduled, edited, cancelled): everything on screen that shows one of its buildings
//   (the calendar, the Events screen, rosters, the counts and every figure change);
// - `roster` (an RSVP given, cancelled, promoted; a check-in): the Events screen's days, the rosters
//   of the events it names (and their check-in logs on screen), the calendar and its popup (RSVP counts) and the dashboard's totals.
//   A check-in or undo that carries its line is shown on the roster as heard (live-check-ins.ts):
//   that roster is not read again for it.
import type { LiveChange } from '../api/events-api.ts';
import { buildingOfBody } from './building-scope.ts';
import type { CachedResource } from './cached-resource.ts';
import { checkInLogResource } from './check-in-log.ts';
import { calendarResource, dayDetailsResource, topNumbersResource } from './dashboard.ts';
import { eventDaysResource } from './event-days.ts';
import { rosterResource } from './event-roster.ts';
import { rosterReadFor } from './live-check-ins.ts';

type Which = (resource: CachedResource<unknown, unknown>, body: unknown) => boolean;

const ROSTER_RESOURCE_NAMES: ReadonlySet<string> = new Set([
  eventDaysResource.name,
  calendarResource.name,
  dayDetailsResource.name,
  topNumbersResource.name,
]);

function eventOfBody(body: unknown): number | null {
  const eventId = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).eventId : null;
  return typeof eventId === 'number' ? eventId : null;
}

/** What `changes` ask to refresh of the schedule, or null when they name none of it. */
export function scheduleRefreshFilter(changes: readonly LiveChange[]): Which | null {
  const eventBuildings = new Set(changes.filter((change) => change.kind === 'event').flatMap((change) => change.buildingIds));
  const roster = changes.filter((change) => change.kind === 'roster');
  if (eventBuildings.size === 0 && roster.length === 0) return null;
  const rosterBuildings = new Set(roster.flatMap((change) => change.buildingIds));
  // A change that names no events may be any roster of its buildings.
  const eventsOf = (list: readonly LiveChange[]) => (list.every((change) => change.eventIds !== undefined) ? new Set(list.flatMap((change) => change.eventIds ?? [])) : null);
  const rosterEvents = eventsOf(roster);
  const rostersToRead = eventsOf(roster.filter(rosterReadFor));
  const shows = (body: unknown, buildings: ReadonlySet<number>) => {
    const buildingId = buildingOfBody(body);
    return buildingId === null || buildings.has(buildingId);
  };
  return (resource, body) => {
    if (eventBuildings.size > 0 && shows(body, eventBuildings)) return true;
    if (rosterBuildings.size === 0) return false;
    if (resource.name === rosterResource.name || resource.name === checkInLogResource.name) {
      const eventId = eventOfBody(body);
      const events = resource.name === rosterResource.name ? rostersToRead : rosterEvents;
      return events === null || eventId === null || events.has(eventId);
    }
    return ROSTER_RESOURCE_NAMES.has(resource.name) && shows(body, rosterBuildings);
  };
}
