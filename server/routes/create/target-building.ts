import { resolveBuildingScope } from '../../auth/building-scope.ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import { httpError } from '../../http/http-error.ts';
import { CREATE_STRINGS } from './create-strings.ts';

/**
 * The one building a new row goes into: `buildingId` when it is the caller's (else 403, as every
 * call answers); 0 or null only when the caller has exactly one building (a building admin always
 * has), else a 400 asking to choose.
 */
export function targetBuilding(account: Pick<AuthenticatedAccount, 'role' | 'buildingIds'>, buildingId: number | null | undefined): number {
  const scope = resolveBuildingScope(account, buildingId);
  const [only] = scope;
  if (only === undefined || scope.length !== 1) throw httpError(400, CREATE_STRINGS.chooseBuilding, 'buildingId');
  return only;
}
