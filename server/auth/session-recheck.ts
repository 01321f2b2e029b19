import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { findAuthenticatedAccounts } from './account-lookup.ts';
import type { AccessTokenPayload, AuthenticatedAccount } from './fastify-types.ts';
import { accountOfSession, sessionAccountId } from './register-auth.ts';

/** Whether a token's exp (seconds) has passed: its signature was checked when the session was read. */
export function sessionExpired(session: object, nowMs: number): boolean {
  // Every token the server signs has exp (the JWT's own claim, not one of the typed claims).
  const { exp } = session as { exp?: unknown };
  return typeof exp !== 'number' || exp * 1000 <= nowMs;
}

/**
 * Sessions judged again together (the live-change streams of a process): one read of all their
 * accounts, then each as accountOfToken would judge it now: the account it acts as, or null when
 * the session is over (expired, account deleted, password set since, front desk's building gone).
 */
export async function accountsOfSessions(
  db: Queryable,
  sessions: readonly AccessTokenPayload[],
  nowMs: number = Date.now(),
): Promise<Array<AuthenticatedAccount | null>> {
  const accounts = await findAuthenticatedAccounts(db, sessions.map(sessionAccountId));
  return sessions.map((session) => {
    if (sessionExpired(session, nowMs)) return null;
    try {
      return accountOfSession(session, accounts.get(sessionAccountId(session)));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) return null;
      throw error;
    }
  });
}
