// The two secrets of a resident's sign-in mail and how they are kept: a 6-digit code a person types
// and a link carrying 256 random bits. Only hashes are stored (migration 028).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** How long a mailed code and link work (residents.md: 15 minutes). */
export const SIGN_IN_VALID_MINUTES = 15;
/** Wrong codes that kill a code (residents.md: 5). */
export const SIGN_IN_MAX_WRONG_TRIES = 5;
/** 32 bytes: 256 bits, over the design's 128, as the password-reset links have. */
const LINK_TOKEN_BYTES = 32;
export const SIGN_IN_CODE_PATTERN = '^[0-9]{6}$';
/** base64url of 32 bytes is 43 characters; a little room either way, nothing longer is read. */
export const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{20,128}$';

export function createSignInCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function createLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

/**
 * Keyed with the server's secret and bound to its sign-in: a million codes against a plain hash take
 * a moment, so whoever reads the table alone must not be able to find a code from it.
 */
export function hashSignInCode(secret: string, signInId: number, code: string): string {
  return createHmac('sha256', secret).update(`resident-sign-in-code:${signInId}:${code}`, 'utf8').digest('hex');
}

/** SHA-256 suffices: 256 random bits are not guessed, however fast the hash. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two hex hashes in constant time (both are SHA-256 sized, or the answer is no). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The residents' page with the link's token: opening it shows a Continue button; only that acts. */
export function signInLink(publicUrl: string, token: string): string {
  return `${publicUrl}/r?link=${encodeURIComponent(token)}`;
}
