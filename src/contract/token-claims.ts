// What a session token says about itself. The server signs and verifies it (server/auth/); the app
// and the service worker read its claims WITHOUT verifying, only to name the user (and role) of a
// session and to partition the device's copy: the server still checks every request.

export const ACCOUNT_ROLES = ['manager', 'building_admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The role of a resident's own session (server/residents/): accepted on the residents' calls only. */
export const RESIDENT_ROLE = 'resident';

/**
 * The claims of a resident's session token: `sub` is the resident's id (a user of the directory, not
 * an account), `ver` the resident's token_version.
 */
export interface ResidentTokenClaims {
  sub: string;
  role: typeof RESIDENT_ROLE;
  ver: number;
}

/** The claims the server puts in a staff session token (besides the JWT's own iat and exp). */
export interface AccessTokenClaims {
  /** The account id, as a decimal string. */
  sub: string;
  role: AccountRole;
  /** The account's token_version at signing; absent (tokens signed before it existed) reads as 0. */
  ver?: number;
  /** Front-desk mode: the manager's building this session is held to. */
  desk?: number;
  /**
   * A self check-in kiosk's session: the building of the kiosk. Such a session may make only the
   * kiosk's calls; the front desk's session it was started from is not on the device any more.
   */
  kiosk?: number;
}

/** The claims as read from an unverified token: null where absent or unusable. */
export interface TokenClaims {
  /** `sub` as text ('42'), or null. */
  sub: string | null;
  role: string | null;
  /** The kiosk's building, or null: not a kiosk's session. */
  kiosk: number | null;
}

const NO_CLAIMS: TokenClaims = { sub: null, role: null, kiosk: null };

/** The payload part of a `header.payload.signature` token, decoded, or null. */
function payloadOf(token: string): unknown {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** Reads `sub`, `role` and `kiosk` from a token without verifying it; never throws. */
export function readTokenClaims(token: string | null | undefined): TokenClaims {
  if (!token) return NO_CLAIMS;
  const payload = payloadOf(token);
  if (typeof payload !== 'object' || payload === null) return NO_CLAIMS;
  const { sub, role, kiosk } = payload as { sub?: unknown; role?: unknown; kiosk?: unknown };
  const subject = typeof sub === 'number' && Number.isFinite(sub) ? String(sub) : typeof sub === 'string' && sub !== '' ? sub : null;
  return { sub: subject, role: typeof role === 'string' ? role : null, kiosk: typeof kiosk === 'number' && Number.isInteger(kiosk) ? kiosk : null };
}

/** Front-desk mode's building (the `desk` claim of a manager's front-desk session), or null; never throws. */
export function readFrontDeskBuilding(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = payloadOf(token);
  if (typeof payload !== 'object' || payload === null) return null;
  const { desk } = payload as { desk?: unknown };
  return typeof desk === 'number' && Number.isInteger(desk) ? desk : null;
}
