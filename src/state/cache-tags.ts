// What a cached read shows and what a write changes, said the same way on both sides (RTK Query's
// providesTags / invalidatesTags): each read declares the tags its body provides, each write (queued
// or online) and each live change notice the tags it invalidates, and every read on screen that
// provides one of them is asked again. Nobody refreshes a read by its name.
import { buildingOfBody } from './building-scope.ts';

export type CacheTagType =
  /** The task list and what counts it (Pending Tasks). */
  | 'tasks'
  /** Anything that shows events or figures made from them: the calendar, the Events screen, rosters, analytics. */
  | 'events'
  /** What counts RSVPs: the Events screen's days, the calendar and its popup, the dashboard's totals. */
  | 'rsvps'
  /** One event's roster. */
  | 'roster'
  /** One event's check-in log. */
  | 'check-ins'
  /** One event's class notes and incident reports. */
  | 'incidents'
  /** The user directory: its list and a user's details. */
  | 'users'
  /** Residents asking to join, waiting for a manager. */
  | 'resident-requests'
  | 'buildings';

/**
 * A tag, narrowed by a building and an event where it has one. A tag without one stands for every
 * building (or event): a read of all buildings is changed by a write in any of them, and a write
 * that names no building changes the reads of each.
 */
export interface CacheTag {
  type: CacheTagType;
  buildingId?: number;
  eventId?: number;
}

function sameOrAny(a: number | undefined, b: number | undefined): boolean {
  return a === undefined || b === undefined || a === b;
}

/** Whether a read providing `provided` is changed by a write invalidating `invalidated`. */
export function tagsMatch(provided: CacheTag, invalidated: CacheTag): boolean {
  return provided.type === invalidated.type && sameOrAny(provided.buildingId, invalidated.buildingId) && sameOrAny(provided.eventId, invalidated.eventId);
}

export function anyTagMatches(provided: readonly CacheTag[], invalidated: readonly CacheTag[]): boolean {
  return provided.some((tag) => invalidated.some((other) => tagsMatch(tag, other)));
}

/** The tags of `types` for the building a body names (every building for a body that names none). */
export function buildingTags(body: unknown, ...types: CacheTagType[]): CacheTag[] {
  const buildingId = buildingOfBody(body);
  return types.map((type) => (buildingId === null ? { type } : { type, buildingId }));
}

/** The tags of `types` for each of `buildingIds`. */
export function tagsOfBuildings(buildingIds: Iterable<number>, ...types: CacheTagType[]): CacheTag[] {
  return [...buildingIds].flatMap((buildingId) => types.map((type) => ({ type, buildingId })));
}

/** The tags of `type` for each of `eventIds`; null: every event. */
export function tagsOfEvents(type: CacheTagType, eventIds: Iterable<number> | null): CacheTag[] {
  return eventIds === null ? [{ type }] : [...eventIds].map((eventId) => ({ type, eventId }));
}
