// The door's small resident index (docs/design/front-desk.md, "Offline, on several tablets"): id,
// names and unit of every resident of the session's buildings, so a walk-in is found at the door
// while the building's link is down. A cached read the offline warm-up takes (the service worker's
// copy is wiped at sign-out with every other; the held state is reset with every resource). UI-free:
// the door view and the self check-in kiosk both search it.
import { DOOR_ENDPOINTS, type IndexedResident, type ResidentIndexRequest } from '../api/door-api.ts';
import { defaultScope, type BuildingScope } from './building-scope.ts';
import { buildingTags } from './cache-tags.ts';
import { createCachedResource } from './cached-resource.ts';
import { useCachedResource } from './use-resource.ts';

export type { IndexedResident };

export const residentIndexResource = createCachedResource({ name: 'resident-index', endpoint: DOOR_ENDPOINTS.residentIndex, provides: (body) => buildingTags(body, 'users') });

/** The index's body: the session's building (0: all the caller's), as the warm-up and the door ask for it. */
export function residentIndexRequest(scope: Pick<BuildingScope, 'buildingId'>): ResidentIndexRequest {
  return { buildingId: scope.buildingId };
}

/** The index of the session's buildings, for the warm-up: true when it came fresh from the server. */
export function warmResidentIndex(scope: Pick<BuildingScope, 'buildingId'>): Promise<boolean> {
  return residentIndexResource.warm(residentIndexRequest(scope));
}

/** Lower case without accents, so 'jose' finds 'José'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** The words of a search, folded; none for a blank one. */
export function searchWords(query: string): string[] {
  return foldForSearch(query).split(/\s+/).filter((word) => word !== '');
}

/** Whether every word starts one of the words of `fields` (first name, last name, unit…). */
export function matchesWords(words: readonly string[], fields: ReadonlyArray<string | null>): boolean {
  const parts = fields.flatMap((field) => (field === null ? [] : searchWords(field)));
  return words.length > 0 && words.every((word) => parts.some((part) => part.startsWith(word)));
}

/** The fields a resident is found by: first name, last name, unit and apartment. */
export function residentFields(resident: Pick<IndexedResident, 'firstName' | 'lastName' | 'unit' | 'apartment'>): Array<string | null> {
  return [resident.firstName, resident.lastName, resident.unit, resident.apartment];
}

/**
 * Residents of `buildingId` that `query` finds: every word of it starts the first name, the last
 * name or the unit (so 'ana 12' finds Ana of unit 12B, 'riv' Alex Rivera), by first then last name
 * (the index's order). An empty query finds nobody. At most `limit`.
 */
export function searchResidents(
  residents: readonly IndexedResident[],
  buildingId: number,
  query: string,
  limit: number = Number.POSITIVE_INFINITY,
): IndexedResident[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const found: IndexedResident[] = [];
  for (const resident of residents) {
    if (resident.buildingId !== buildingId || !matchesWords(words, residentFields(resident))) continue;
    found.push(resident);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The index of all the session's buildings while mounted, with the body the warm-up asks for (so the
 * device's copy answers offline); search it by the event's building. Not asked for while `enabled` is false.
 */
export function useResidentIndex(enabled = true) {
  return useCachedResource(residentIndexResource, enabled ? residentIndexRequest(defaultScope()) : null);
}
