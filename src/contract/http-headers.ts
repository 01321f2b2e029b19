// The headers the app, the service worker and the server agree on, each named once (the contract:
// src/contract/ is imported by src/, sw/ and server/; it uses nothing of the DOM or of Node).

export const HTTP_HEADERS = {
  /** `JWT <token>` (AUTH_SCHEME): the session of every call. */
  authorization: 'Authorization',
  /** Names the challenge of a 401 answer (RFC 9110, section 11.6.1). */
  wwwAuthenticate: 'WWW-Authenticate',
  /** A write's client-made key: the server does it once, however often it is sent (idempotency.ts). */
  idempotencyKey: 'Idempotency-Key',
  /** `in-progress` on the one 409 worth retrying with the same key (idempotency.ts). */
  idempotencyStatus: 'Idempotency-Status',
  /** `true` on an answer the server stored for the key earlier and sends again. */
  idempotentReplayed: 'Idempotent-Replayed',
  /** The id of the last live change an app heard, sent when it opens the stream again (server-sent events). */
  lastEventId: 'Last-Event-ID',
  /** Seconds to wait after a 429. */
  retryAfter: 'Retry-After',
  /** Set by the service worker on an answer from the device's copy: the ISO time it was stored. */
  cacheDate: 'X-Cache-Date',
  /** Set by the service worker on its own 503 (offline, nothing stored), unlike a server's 503. */
  offline: 'X-Offline',
} as const;

/** The spec's scheme of the Authorization header: `Authorization: JWT <token>`. */
export const AUTH_SCHEME = 'JWT' as const;

/** The Authorization header value of a session token. */
export function authorizationValue(token: string): string {
  return `${AUTH_SCHEME} ${token}`;
}

/**
 * The bare token of an Authorization header in one of `schemes` (the spec's `JWT` unless told),
 * or null.
 */
export function tokenFromAuthorization(
  header: string | null | undefined,
  schemes: readonly string[] = [AUTH_SCHEME],
): string | null {
  const match = /^(\S+)\s+(\S+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, scheme, token] = match;
  return schemes.some((accepted) => accepted.toLowerCase() === scheme?.toLowerCase()) ? (token ?? null) : null;
}
