// The account's buildings (spec §7 /buildings/): the dashboard's selector and the Contact hOM
// select read this one cached resource. A building admin's session asks for its own building.
import { BUILDINGS_ENDPOINTS } from '../api/buildings-api.ts';
import { createCachedResource } from './cached-resource.ts';

export interface BuildingsParams {
  /** A building admin's building; null (a manager) for all of the account's buildings. */
  buildingId: number | null;
}

export const buildingsResource = createCachedResource({
  name: 'buildings',
  endpoint: BUILDINGS_ENDPOINTS.buildings,
  // 0/absent both mean "all buildings"; sending neither keeps one cache key for the common case.
  body: ({ buildingId }: BuildingsParams) => (buildingId ? { buildingId } : {}),
});

/** One building's details (liaison, time zone, venues); a building admin's session sends its building. */
export const buildingDetailsResource = createCachedResource({
  name: 'analytics-building-details',
  endpoint: BUILDINGS_ENDPOINTS.buildingDetails,
  body: ({ id, adminBuildingId }: { id: number; adminBuildingId: number | null }) =>
    adminBuildingId === null ? { id } : { id, buildingId: adminBuildingId },
});

const detailsById = new Map<number, typeof buildingDetailsResource>();

/**
 * One resource per building, for screens that show several buildings' details at once (a cached
 * resource holds one answer at a time).
 */
export function buildingDetailsResourceFor(buildingId: number): typeof buildingDetailsResource {
  let resource = detailsById.get(buildingId);
  if (resource === undefined) {
    resource = createCachedResource({
      name: `building-details-${buildingId}`,
      endpoint: BUILDINGS_ENDPOINTS.buildingDetails,
      body: ({ id, adminBuildingId }: { id: number; adminBuildingId: number | null }) =>
        adminBuildingId === null ? { id } : { id, buildingId: adminBuildingId },
    });
    detailsById.set(buildingId, resource);
  }
  return resource;
}

/** The studios the account's buildings work with (the teacher form's choice). */
export const studiosResource = createCachedResource({
  name: 'studios',
  endpoint: BUILDINGS_ENDPOINTS.studios,
  body: ({ buildingId }: BuildingsParams) => (buildingId ? { buildingId } : {}),
});
