// "All buildings": what a request names when it is about every building of the caller, and what the
// building choices offer first. One meaning for the app and the server, written here only (a lint
// rule fails a building id compared with 0 anywhere else).

/** The spec's "All buildings": 0, or no building named at all, is every one of the caller's buildings. */
export const ALL_BUILDINGS_ID = 0 as const;

/**
 * Whether `buildingId` names no one building: all of the caller's (0, null or absent). Where one
 * building must be named (an import, a new event), the same test says none is chosen yet.
 */
export function isAllBuildings(buildingId: number | null | undefined): buildingId is typeof ALL_BUILDINGS_ID | null | undefined {
  return buildingId === null || buildingId === undefined || buildingId === ALL_BUILDINGS_ID;
}
