// The account's buildings (the /buildings/ call): the selectors, the Contact hOM select and /building
// read this one cached resource. One building's details and the studios a building works with, one
// state per building (a keyed resource), for /building's cards and the analytics layout.
import { BUILDINGS_ENDPOINTS } from '../api/buildings-api.ts';
import { currentScope, useBuildingScope, withBuilding, type BuildingScope } from './building-scope.ts';
import { createCachedResource } from './cached-resource.ts';
import { useCachedResource } from './use-resource.ts';

export const buildingsResource = createCachedResource({ name: 'buildings', endpoint: BUILDINGS_ENDPOINTS.buildings, provides: () => [{ type: 'buildings' }] });

/** The buildings list's body: a building admin's session asks for its own building. */
export function buildingsRequest(scope: Pick<BuildingScope, 'adminBuildingId'>) {
  return withBuilding({}, scope.adminBuildingId);
}

/** The session's buildings, loaded while mounted (and `enabled`). */
export function useBuildings(enabled = true) {
  return useCachedResource(buildingsResource, buildingsRequest(useBuildingScope()), enabled);
}

/**
 * Reads the device's copy of the buildings list before the first render (app start): the sidebar's
 * Portfolio link, the building selectors and the notes of buildings left out are drawn with the
 * page, not pushed in under it when the list arrives a moment later.
 */
export function preloadBuildings(): Promise<void> {
  return buildingsResource.preload(buildingsRequest(currentScope()));
}

/** Asks for the session's buildings again (a building was created). */
export function refreshBuildings(): void {
  void buildingsResource.revalidate(buildingsRequest(currentScope()));
}

/** One building's details (liaison, time zone, venues). */
export const buildingDetailsResource = createCachedResource({ name: 'building-details', endpoint: BUILDINGS_ENDPOINTS.buildingDetails, provides: () => [{ type: 'buildings' }] });

/** The details' body for building `id`; a building admin's session names its building too. */
export function buildingDetailsRequest(id: number, scope: Pick<BuildingScope, 'adminBuildingId'>) {
  return withBuilding({ id }, scope.adminBuildingId);
}

/** The studios the account's buildings work with (the teacher form's choice, each card's list). */
export const studiosResource = createCachedResource({ name: 'studios', endpoint: BUILDINGS_ENDPOINTS.studios, provides: () => [{ type: 'buildings' }] });

/** The studios' body: those building `buildingId` works with, or (0) all of the account's buildings'. */
export function studiosRequest(buildingId: number) {
  return withBuilding({}, buildingId);
}
