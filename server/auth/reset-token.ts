import { createHash, randomBytes } from 'node:crypto';

export const RESET_TOKEN_BYTES = 32;
export const RESET_TOKEN_VALID_MINUTES = 60;

/** A random reset token for the e-mailed link; only its hash is stored. */
export function createResetToken(): string {
  return randomBytes(RESET_TOKEN_BYTES).toString('base64url');
}

/** SHA-256 suffices (no slow hash needed): the token is 256 random bits, not a guessable password. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/resetPassword?email=${encodeURIComponent(email)}&reset-token=${encodeURIComponent(token)}`;
}
