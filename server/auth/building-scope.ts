import { httpError } from '../http/http-error.ts';
import { AUTH_STRINGS } from './auth-strings.ts';
import type { AuthenticatedAccount } from './fastify-types.ts';

// How a request body names the buildings it is about, in one place for every route. A body's
// `buildingId` (its schema: buildingIdField, server/http/field-schemas.ts) is 0, null or absent for
// "all the caller's buildings" (the spec's "All buildings" is 0), else one of the caller's buildings:
// any other is refused with 403, never dropped. A building-admin (front-desk) session acts for its one
// building whatever it sends. Routes read a body's scope through these functions only.

type Caller = Pick<AuthenticatedAccount, 'role' | 'buildingIds'>;

/** The spec's "All buildings". */
const ALL_BUILDINGS = 0;

/** Whether a body's building id means "all the caller's buildings" (0, null or absent). */
export function namesAllBuildings(buildingId: number | null | undefined): buildingId is typeof ALL_BUILDINGS | null | undefined {
  return buildingId === undefined || buildingId === null || buildingId === ALL_BUILDINGS;
}

/** All the caller's buildings: a manager's, or a building admin's one (even if the data says more). A copy. */
export function callerBuildings(account: Caller): number[] {
  return account.role === 'building_admin' ? account.buildingIds.slice(0, 1) : [...account.buildingIds];
}

/**
 * The buildings a request may read: all of the caller's when none is named, else the one named,
 * which must be the caller's (403 naming `field`).
 */
export function resolveBuildingScope(account: Caller, requestedBuildingId?: number | null, field = 'buildingId'): number[] {
  const all = callerBuildings(account);
  if (namesAllBuildings(requestedBuildingId)) return all;
  if (!all.includes(requestedBuildingId)) throw httpError(403, AUTH_STRINGS.buildingForbidden, field);
  return [requestedBuildingId];
}

/** A list of buildings (the report's): empty, or holding "All buildings", is all of them; each named one must be the caller's. */
export function resolveBuildingList(account: Caller, requestedBuildingIds: readonly number[]): number[] {
  const named = [...new Set(requestedBuildingIds)];
  if (named.length === 0 || named.some((id) => namesAllBuildings(id))) return callerBuildings(account);
  return named.flatMap((buildingId) => resolveBuildingScope(account, buildingId));
}

/** A scope narrowed by a second building id (analytics' managerBuildingId): 0 or absent keeps it; else one of it (403 naming `field`). */
export function narrowBuildingScope(scope: readonly number[], buildingId: number | null | undefined, field: string): number[] {
  if (namesAllBuildings(buildingId)) return [...scope];
  if (!scope.includes(buildingId)) throw httpError(403, AUTH_STRINGS.buildingForbidden, field);
  return [buildingId];
}

/** The one building of a scope (where a write goes); several (or none) is a 400 asking to choose, naming buildingId. */
export function onlyBuilding(scope: readonly number[], chooseMessage: string): number {
  const [only] = scope;
  if (only === undefined || scope.length !== 1) throw httpError(400, chooseMessage, 'buildingId');
  return only;
}

/**
 * The one building a write goes to: the named one when it is the caller's (else 403); "All
 * buildings" only for a caller with exactly one building (a building admin always has), else a 400.
 */
export function resolveOneBuilding(account: Caller, requestedBuildingId: number | null | undefined, chooseMessage: string): number {
  return onlyBuilding(resolveBuildingScope(account, requestedBuildingId), chooseMessage);
}
