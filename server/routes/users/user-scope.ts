import { callerBuildings, resolveBuildingScope } from '../../auth/building-scope.ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { residentBuildingsInScope } from '../../calendar/calendar-lookups.ts';
import type { UserScope } from './users-repository.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

type Caller = Pick<AuthenticatedAccount, 'role' | 'buildingIds'>;

/**
 * The caller's buildings and the building filter (resolveBuildingScope: a building not the caller's
 * is a 403; a building admin keeps to its one building whatever it sends).
 */
export function userScope(account: Caller, buildingId: number | null | undefined): UserScope {
  return {
    visibleBuildingIds: callerBuildings(account),
    filterBuildingIds: resolveBuildingScope(account, buildingId),
  };
}

/**
 * The user's buildings within the caller's scope (narrowed by `buildingId`), by id. A user with none
 * there, unknown or another manager's, is a 404 naming userId, so ids reveal nothing.
 */
export async function userBuildingsInScope(
  db: Queryable,
  account: Caller,
  userId: number,
  buildingId: number | null | undefined,
): Promise<number[]> {
  const buildingIds = await residentBuildingsInScope(db, userId, resolveBuildingScope(account, buildingId));
  if (buildingIds.length === 0) throw httpError(404, USERS_STRINGS.userNotFound, 'userId');
  return buildingIds;
}
