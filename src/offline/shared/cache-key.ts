// How a cached API response is found again: per signed-in user, method, path (with query) and body.
import { tokenFromAuthorization } from '../../contract/http-headers.ts';
import { readTokenClaims } from '../../contract/token-claims.ts';

export interface CacheKeyInput {
  userId: string;
  method: string;
  /** Path with query string, e.g. '/api/building-manager/calendar-events/?x=1'. */
  path: string;
  /** The request body exactly as sent ('' when there is none). */
  body: string;
}

export interface CacheKey {
  key: string;
  bodyHash: string;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function buildCacheKey(input: CacheKeyInput): Promise<CacheKey> {
  const bodyHash = await sha256Hex(input.body);
  const method = input.method.toUpperCase();
  // JSON keeps the parts apart: no path or user id can forge another key by containing a separator.
  const key = JSON.stringify([input.userId, method, input.path, bodyHash]);
  return { key, bodyHash };
}

/**
 * The body text the api client sends for a JSON body (what ofetch sends for a plain object), so the
 * page can compute the same key the service worker computed from the wire.
 */
export function serializeBodyForKey(body: unknown): string {
  return body === undefined || body === null ? '' : JSON.stringify(body);
}

/** How a signed-out token is remembered (never the token itself). */
export function hashToken(token: string): Promise<string> {
  return sha256Hex(token);
}

/**
 * The account id from `Authorization: JWT <token>`, read from the payload's `sub` WITHOUT verifying
 * the signature: it only partitions the device's cache, the server still checks every request.
 * Null when there is no usable token, which means "do not cache".
 */
export function userIdFromAuthorization(header: string | null | undefined): string | null {
  return readTokenClaims(tokenFromAuthorization(header)).sub;
}
