// What the session token says of itself, as the app uses it: the account id as a number and the
// role, read without verifying (the server does that) by the one decoder of src/contract/. It names
// the user and the role even before user-info has loaded, or when it cannot load offline.
import { readTokenClaims } from '../contract/token-claims.ts';

export interface TokenClaims {
  sub: number | null;
  role: string | null;
  /** A self check-in kiosk's session: its building; null otherwise. */
  kiosk: number | null;
}

export function tokenClaims(token: string): TokenClaims {
  const claims = readTokenClaims(token);
  const id = claims.sub === null ? NaN : Number(claims.sub);
  return { sub: Number.isInteger(id) ? id : null, role: claims.role, kiosk: claims.kiosk };
}

export function tokenSubject(token: string): number | null {
  return tokenClaims(token).sub;
}
