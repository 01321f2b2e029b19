// What the session token says of itself: the JWT payload ({sub, role}), read without verifying it
// (the server does that). It names the user and the role even before user-info has loaded, or when
// it cannot load offline.

export interface TokenClaims {
  sub: number | null;
  role: string | null;
}

export function tokenClaims(token: string): TokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return { sub: null, role: null };
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as Record<string, unknown> | null;
    const sub = claims?.sub;
    const id = typeof sub === 'number' ? sub : typeof sub === 'string' ? Number(sub) : NaN;
    return { sub: Number.isInteger(id) ? id : null, role: typeof claims?.role === 'string' ? claims.role : null };
  } catch {
    return { sub: null, role: null };
  }
}

export function tokenSubject(token: string): number | null {
  return tokenClaims(token).sub;
}
