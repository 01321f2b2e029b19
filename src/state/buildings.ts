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

const detailsBody = ({ id, adminBuildingId }: { id: number; adminBuildingId: number | null }) =>
  adminBuildingId === null ? { id } : { id, buildingId: adminBuildingId };

/** One building's details (liaison, time zone, venues); a building admin's session sends its building. */
export const buildingDetailsResource = createCachedResource({
  name: 'analytics-building-details',
  endpoint: BUILDINGS_ENDPOINTS.buildingDetails,
  body: detailsBody,
});

const studiosBody = ({ buildingId }: BuildingsParams) => (buildingId ? { buildingId } : {});

/** The studios the account's buildings work with (the teacher form's choice). */
export const studiosResource = createCachedResource({ name: 'studios', endpoint: BUILDINGS_ENDPOINTS.studios, body: studiosBody });

/** One resource per building, for screens that show several buildings at once (a cached resource holds one answer). */
function perBuilding<R>(make: (buildingId: number) => R): (buildingId: number) => R {
  const made = new Map<number, R>();
  return (buildingId) => {
    let resource = made.get(buildingId);
    if (resource === undefined) {
      resource = make(buildingId);
      made.set(buildingId, resource);
    }
    return resource;
  };
}

/** One building's details resource (the /building cards). */
export const buildingDetailsResourceFor = perBuilding((buildingId) =>
  createCachedResource({ name: `building-details-${buildingId}`, endpoint: BUILDINGS_ENDPOINTS.buildingDetails, body: detailsBody }),
);

/** The studios one building works with (its /building card). */
export const studiosResourceFor = perBuilding((buildingId) =>
  createCachedResource({ name: `studios-${buildingId}`, endpoint: BUILDINGS_ENDPOINTS.studios, body: studiosBody }),
);
