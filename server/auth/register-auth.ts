import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../http/http-error.ts';
import { SESSION_LIFETIME_S, tokenFromHeader } from './access-token.ts';
import { findAuthenticatedAccount } from './account-lookup.ts';
import { AUTH_STRINGS } from './auth-strings.ts';
import { RESIDENT_ROLE, type ResidentTokenClaims } from '../../src/contract/token-claims.ts';
import type { AccessTokenPayload, AuthenticatedAccount } from './fastify-types.ts';
import './fastify-types.ts';

const TOKEN_ALGORITHM = 'HS256';
export const POSITIVE_ID = /^[1-9]\d{0,9}$/;
/** How far ahead of this server's clock another server process's may be when it signs a token. */
export const TOKEN_CLOCK_SKEW_S = 60;

/**
 * The signature says our secret signed it, not that this server did: a token issued in the future
 * or living longer than the 4-day session was never one of ours (only the secret's holder could
 * make one), and would outlive every rule about sessions.
 */
function outsideSessionLimits(payload: AccessTokenPayload, nowS: number): boolean {
  const { iat, exp } = payload as { iat?: unknown; exp?: unknown };
  if (typeof iat !== 'number' || typeof exp !== 'number') return true;
  return iat > nowS + TOKEN_CLOCK_SKEW_S || exp - iat > SESSION_LIFETIME_S;
}

/**
 * A front-desk token acts as a building admin of its one building; it is void once the manager no
 * longer manages that building (or is no longer a manager).
 */
function frontDeskAccount(account: AuthenticatedAccount, buildingId: unknown): AuthenticatedAccount {
  if (account.role !== 'manager' || typeof buildingId !== 'number' || !account.buildingIds.includes(buildingId)) {
    throw httpError(401, AUTH_STRINGS.tokenInvalid);
  }
  return { ...account, role: 'building_admin', buildingIds: [buildingId], frontDeskOf: buildingId };
}

/**
 * A kiosk's token acts as the front desk it was started from, held to the kiosk's building (which
 * that desk must still hold) and to the kiosk's calls.
 */
function kioskAccount(desk: AuthenticatedAccount, buildingId: unknown): AuthenticatedAccount {
  if (desk.role !== 'building_admin' || typeof buildingId !== 'number' || !desk.buildingIds.includes(buildingId)) {
    throw httpError(401, AUTH_STRINGS.tokenInvalid);
  }
  return { ...desk, buildingIds: [buildingId], kioskOf: buildingId };
}

/**
 * Registers JWT signing and `app.authenticate` on the root instance (not encapsulated, so every
 * route plugin sees them); needs `app.db` and `app.config` decorated first. The session scopes
 * (server/http/session-scope.ts) run `app.authenticate` on every request they take.
 */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: TOKEN_ALGORITHM, expiresIn: SESSION_LIFETIME_S },
    // A token without exp would never expire, one without iat has no lifetime to check: every token
    // this server signs has both (4 days apart).
    verify: { algorithms: [TOKEN_ALGORITHM], requiredClaims: ['exp', 'iat'] },
  });
  app.decorateRequest('account', null as never);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw httpError(401, AUTH_STRINGS.noCredentials);
    request.account = await accountOfToken(app, token);
  });
}

/**
 * A staff session token's claims once its signature, expiry and limits are checked (401 when it is
 * bad or expired, or a resident's): what accountOfSession judges against the account as it is now.
 */
export function sessionOfToken(app: FastifyInstance, token: string): AccessTokenPayload {
  let payload: AccessTokenPayload | ResidentTokenClaims;
  try {
    payload = app.jwt.verify<AccessTokenPayload | ResidentTokenClaims>(token);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw httpError(401, expired ? AUTH_STRINGS.tokenExpired : AUTH_STRINGS.tokenInvalid);
  }
  // A resident's session names a resident, not an account: never a staff session, whatever its id.
  if (payload.role === RESIDENT_ROLE) throw httpError(401, AUTH_STRINGS.residentToken);
  if (typeof payload.sub !== 'string' || !POSITIVE_ID.test(payload.sub)) throw httpError(401, AUTH_STRINGS.tokenInvalid);
  // The signer's clock (fast-jwt reads Date.now()), not app.clock, which tests move for dated work.
  if (outsideSessionLimits(payload, Math.floor(Date.now() / 1000))) throw httpError(401, AUTH_STRINGS.tokenInvalid);
  return payload;
}

/** The account id a session's claims name (sessionOfToken checked it is one). */
export function sessionAccountId(session: AccessTokenPayload): number {
  return Number(session.sub);
}

/**
 * The account a checked session acts as, given its account as read now (undefined: deleted); 401
 * when the session is over: the account gone, its password set since, or a front desk whose
 * building the manager no longer holds.
 */
export function accountOfSession(session: AccessTokenPayload, account: AuthenticatedAccount | undefined): AuthenticatedAccount {
  // A deleted account's token dies with it.
  if (!account) throw httpError(401, AUTH_STRINGS.tokenInvalid);
  // Issued before the password was last set (reset or change): that session is over. The app
  // treats this like an expired session.
  if ((session.ver ?? 0) !== account.tokenVersion) throw httpError(401, AUTH_STRINGS.tokenExpired);
  const desk = session.desk === undefined ? account : frontDeskAccount(account, session.desk);
  return session.kiosk === undefined ? desk : kioskAccount(desk, session.kiosk);
}

/**
 * The account a session token acts as, read fresh from the database (401 when the token is bad,
 * expired or void); what `app.authenticate` does.
 */
export async function accountOfToken(app: FastifyInstance, token: string): Promise<AuthenticatedAccount> {
  const session = sessionOfToken(app, token);
  return accountOfSession(session, await findAuthenticatedAccount(app.db, sessionAccountId(session)));
}
