import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits (the issue asks for at least 128), as 43 base64url characters. */
const SECRET_BYTES = 32;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a secret: its SHA-256 (a lookup needs no more; a leak gives no URL). */
export function secretHash(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export function newFeedSecret(): { secret: string; hash: Buffer } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, hash: secretHash(secret) };
}

/** Whether a URL's secret has the form of one this server makes (anything else is 404 without a lookup). */
export function looksLikeFeedSecret(value: string): boolean {
  return SECRET_PATTERN.test(value);
}
