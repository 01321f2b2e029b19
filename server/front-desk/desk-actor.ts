import type { AuthenticatedAccount } from '../auth/fastify-types.ts';
import { callerBuildings } from '../auth/building-scope.ts';

/** Where an RSVP came from (rsvp.source, migration 029): shown on the staff roster. */
export type RsvpSource = 'desk' | 'resident' | 'import';

/**
 * Who is acting at the desk, as the services need it: the account (for the log and the e-mails it
 * queues), the buildings whose events it may change, and whether it is a self check-in kiosk (which
 * checks in only residents already going). The routes make it from the session; the import and the
 * residents' own calls make theirs.
 *
 * A resident acting for themselves (their own page) has no account: `accountId` is null and
 * `residentId` is theirs. They may change only their own RSVPs, and only until the event starts
 * (the desk may until it ends: a resident turning up late is the desk's call).
 */
export interface DeskActor {
  accountId: number | null;
  buildingIds: readonly number[];
  kiosk: boolean;
  residentId?: number;
}

export function deskActorOf(account: AuthenticatedAccount): DeskActor {
  return { accountId: account.id, buildingIds: callerBuildings(account), kiosk: account.kioskOf !== undefined };
}

/** The resident's own actor: their buildings, no account. */
export function residentActorOf(resident: { id: number; buildingIds: readonly number[] }): DeskActor {
  return { accountId: null, buildingIds: resident.buildingIds, kiosk: false, residentId: resident.id };
}

/** The source an RSVP this actor takes is recorded with. */
export function rsvpSourceOf(actor: DeskActor): RsvpSource {
  return actor.residentId === undefined ? 'desk' : 'resident';
}
