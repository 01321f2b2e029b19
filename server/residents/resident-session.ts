// A resident's own session: a signed token with the role `resident` and the resident's id, valid 30
// days, void once the resident's token version moves (sign out everywhere) or the resident belongs
// to no building any more. Accepted on the residents' calls only (resident-scope.ts); a staff
// session is refused there, and a resident's is refused on every staff call (server/auth/).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_STRINGS } from '../auth/auth-strings.ts';
import { tokenFromHeader } from '../auth/access-token.ts';
import { POSITIVE_ID, TOKEN_CLOCK_SKEW_S } from '../auth/register-auth.ts';
import type { Queryable } from '../db/database.ts';
import { httpError } from '../http/http-error.ts';
import { RESIDENT_ROLE, type ResidentTokenClaims } from '../../src/contract/token-claims.ts';

/** How long a resident's session lasts (residents.md: 30 days). */
export const RESIDENT_SESSION_LIFETIME_S = 30 * 24 * 60 * 60;

/** The signed-in resident, read from the database on every resident call. */
export interface AuthenticatedResident {
  id: number;
  email: string;
  firstName: string;
  /** The buildings the resident belongs to now (at least one: with none the session is over). */
  buildingIds: number[];
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the residents' scope (resident-scope.ts); only read it on its routes. */
    resident: AuthenticatedResident;
  }
}

export function signResidentToken(app: FastifyInstance, resident: { id: number; tokenVersion: number }): string {
  const claims: ResidentTokenClaims = { sub: String(resident.id), role: RESIDENT_ROLE, ver: resident.tokenVersion };
  return app.jwt.sign(claims, { expiresIn: RESIDENT_SESSION_LIFETIME_S });
}

interface ResidentRow {
  id: number;
  email: string;
  first_name: string;
  token_version: number;
  building_ids: number[] | null;
}

/** The residents with their buildings, of the ids `$1` (an int[]). */
const RESIDENTS_SQL = `SELECT r.id, r.email, r.first_name, r.token_version,
            array_agg(m.building_id ORDER BY m.building_id) FILTER (WHERE m.building_id IS NOT NULL) AS building_ids
       FROM resident r
       LEFT JOIN membership m ON m.resident_id = r.id
      WHERE r.id = ANY($1::int[])
      GROUP BY r.id`;

function authenticatedResident(row: ResidentRow): AuthenticatedResident {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    buildingIds: (row.building_ids ?? []).map(Number),
    tokenVersion: Number(row.token_version),
  };
}

export async function findResident(db: Queryable, residentId: number): Promise<AuthenticatedResident | undefined> {
  const [row] = await db.query<ResidentRow>(RESIDENTS_SQL, [[residentId]]);
  return row ? authenticatedResident(row) : undefined;
}

/** Several residents in one read (their live-change streams' sessions checked together); a deleted one is missing. */
export async function findResidents(db: Queryable, residentIds: readonly number[]): Promise<Map<number, AuthenticatedResident>> {
  const rows = await db.query<ResidentRow>(RESIDENTS_SQL, [[...new Set(residentIds)]]);
  return new Map(rows.map((row) => [Number(row.id), authenticatedResident(row)]));
}

/** A resident's session token's claims once checked (signature, expiry, limits). */
export interface ResidentSession {
  sub: string;
  ver?: unknown;
  exp: number;
}

/** A resident's session token's claims once checked (401 when it is bad, expired, or a staff session). */
export function residentSessionOfToken(app: FastifyInstance, token: string): ResidentSession {
  let payload: { sub?: unknown; role?: unknown; ver?: unknown; iat?: unknown; exp?: unknown };
  try {
    payload = app.jwt.verify(token);
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FAST_JWT_EXPIRED';
    throw httpError(401, expired ? AUTH_STRINGS.tokenExpired : AUTH_STRINGS.tokenInvalid);
  }
  if (payload.role !== RESIDENT_ROLE) throw httpError(401, AUTH_STRINGS.staffToken);
  const { sub, iat, exp } = payload;
  if (typeof sub !== 'string' || !POSITIVE_ID.test(sub)) throw httpError(401, AUTH_STRINGS.tokenInvalid);
  const nowS = Math.floor(Date.now() / 1000);
  // Only our secret's holder could sign one living longer or issued later: never a session of ours.
  if (typeof iat !== 'number' || typeof exp !== 'number' || iat > nowS + TOKEN_CLOCK_SKEW_S || exp - iat > RESIDENT_SESSION_LIFETIME_S) {
    throw httpError(401, AUTH_STRINGS.tokenInvalid);
  }
  return { sub, ver: payload.ver, exp };
}

/**
 * The resident a checked session acts for, given the resident as read now (undefined: deleted);
 * 401 when the session is over: signed out everywhere since, or no building left.
 */
export function residentOfSession(session: ResidentSession, resident: AuthenticatedResident | undefined): AuthenticatedResident {
  if (!resident) throw httpError(401, AUTH_STRINGS.tokenInvalid);
  if (session.ver !== resident.tokenVersion) throw httpError(401, AUTH_STRINGS.tokenExpired);
  if (resident.buildingIds.length === 0) throw httpError(401, AUTH_STRINGS.notResident);
  return resident;
}

/** The resident a session token acts for (401 when it is bad, expired, void, or a staff session). */
export async function residentOfToken(app: FastifyInstance, token: string): Promise<AuthenticatedResident> {
  const session = residentSessionOfToken(app, token);
  return residentOfSession(session, await findResident(app.db, Number(session.sub)));
}

/** The onRequest check of the residents' scope: sets request.resident or answers 401. */
export async function authenticateResident(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw httpError(401, AUTH_STRINGS.noCredentials);
  request.resident = await residentOfToken(app, token);
}
