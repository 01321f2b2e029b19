import type { AuthenticatedAccount } from '../auth/fastify-types.ts';
import { callerBuildings } from '../auth/building-scope.ts';

/**
 * Who is acting at the desk, as the services need it: the account (for the log and the e-mails it
 * queues), the buildings whose events it may change, and whether it is a self check-in kiosk (which
 * checks in only residents already going). The routes make it from the session; the import and the
 * residents' own calls make theirs.
 */
export interface DeskActor {
  accountId: number;
  buildingIds: readonly number[];
  kiosk: boolean;
}

export function deskActorOf(account: AuthenticatedAccount): DeskActor {
  return { accountId: account.id, buildingIds: callerBuildings(account), kiosk: account.kioskOf !== undefined };
}
