import { httpError } from '../http/http-error.ts';
import { AUTH_STRINGS } from './auth-strings.ts';
import type { AuthenticatedAccount } from './fastify-types.ts';

/**
 * The buildings a request may read. No building (absent, null or the spec's "All buildings" 0)
 * means all of the account's buildings; a named building must be one of them, else 403.
 * A building admin acts for its one building only: no building means that building, and naming
 * any other building is refused like for a manager.
 */
export function resolveBuildingScope(
  account: Pick<AuthenticatedAccount, 'role' | 'buildingIds'>,
  requestedBuildingId?: number | null,
): number[] {
  const all = account.role === 'building_admin' ? account.buildingIds.slice(0, 1) : [...account.buildingIds];
  if (requestedBuildingId === undefined || requestedBuildingId === null || requestedBuildingId === 0) return all;
  if (!all.includes(requestedBuildingId)) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'buildingId');
  return [requestedBuildingId];
}
