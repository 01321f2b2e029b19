import type { FastifyInstance } from 'fastify';
import { AUTH_SCHEME, tokenFromAuthorization } from '../../src/contract/http-headers.ts';
import type { AccountRole, AuthenticatedAccount } from './fastify-types.ts';

/** The spec's session limit: 4 days. */
export const SESSION_LIFETIME_S = 4 * 24 * 60 * 60;

/** `ver` is the account's token_version: a password set later (reset or change) voids the token. */
export function signAccessToken(app: FastifyInstance, account: { id: number; role: AccountRole; tokenVersion: number }): string {
  return app.jwt.sign({ sub: String(account.id), role: account.role, ver: account.tokenVersion });
}

/** A manager's front-desk session for one of their buildings: a building admin's token for it. */
export function signFrontDeskToken(app: FastifyInstance, account: { id: number; tokenVersion: number }, buildingId: number): string {
  return app.jwt.sign({ sub: String(account.id), role: 'building_admin', ver: account.tokenVersion, desk: buildingId });
}

/**
 * The front desk's session again, after its kiosk (or for a front desk): a manager's front-desk
 * session when `frontDeskOf` names a building, else the account's own (a building admin's).
 */
export function signDeskToken(
  app: FastifyInstance,
  account: { id: number; role: AccountRole; tokenVersion: number },
  frontDeskOf: number | undefined,
): string {
  return frontDeskOf === undefined ? signAccessToken(app, account) : signFrontDeskToken(app, account, frontDeskOf);
}

/**
 * A self check-in kiosk's session, started from a front desk's (`desk`: a building-admin session):
 * held to the desk's one building and to the kiosk's calls (server/http/session-scope.ts). It carries
 * the front desk it came from (`desk` for a manager's front-desk mode), so its staff exit can give
 * that session back; the account's token version, so a password set later ends it too; and the
 * usual 4 days.
 */
export function signKioskToken(app: FastifyInstance, desk: AuthenticatedAccount, buildingId: number): string {
  return app.jwt.sign({
    sub: String(desk.id),
    role: 'building_admin',
    ver: desk.tokenVersion,
    kiosk: buildingId,
    ...(desk.frontDeskOf === undefined ? {} : { desk: desk.frontDeskOf }),
  });
}

/** The token from `Authorization: JWT <token>` (the spec's scheme); `Bearer` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  return tokenFromAuthorization(header, [AUTH_SCHEME, 'Bearer']) ?? undefined;
}
