import type { FastifyInstance } from 'fastify';
import { AUTH_SCHEME, tokenFromAuthorization } from '../../src/contract/http-headers.ts';
import type { AccountRole } from './fastify-types.ts';

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

/** The token from `Authorization: JWT <token>` (the spec's scheme); `Bearer` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  return tokenFromAuthorization(header, [AUTH_SCHEME, 'Bearer']) ?? undefined;
}
