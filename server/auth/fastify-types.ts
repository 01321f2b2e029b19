import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccessTokenClaims, AccountRole, ResidentTokenClaims } from '../../src/contract/token-claims.ts';

export type { AccountRole };

/** The signed-in account, loaded from the database on every authenticated request. */
export interface AuthenticatedAccount {
  id: number;
  role: AccountRole;
  email: string;
  /** A manager's buildings; exactly one for a building admin. */
  buildingIds: number[];
  /** Moves on each time the password is set; tokens carrying an older one are refused. */
  tokenVersion: number;
  /**
   * Front-desk mode: a manager's session turned into a building-admin session for one of their
   * buildings (role building_admin, buildingIds that one building). Absent otherwise.
   */
  frontDeskOf?: number;
  /**
   * A self check-in kiosk's session (its building): besides being the front desk's building admin,
   * it may make only the kiosk's calls (server/http/session-scope.ts). Absent otherwise.
   */
  kioskOf?: number;
}

/** What the session token carries (the contract's claims); everything else is read fresh from the database. */
export type AccessTokenPayload = AccessTokenClaims;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    mailer: Mailer;
    /** The time now (server/app.ts BuildAppOptions.clock): what dated background work and feeds read. */
    clock: () => Date;
    /** onRequest hook of the session scopes (server/http/session-scope.ts): sets request.account or answers 401. */
    authenticate: onRequestAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** A call the self check-in kiosk makes: its session may make it (server/http/session-scope.ts). */
    kiosk?: boolean;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; only read it on routes of a session scope. */
    account: AuthenticatedAccount;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload | ResidentTokenClaims;
  }
}
