// A resident's pass (docs/design/residents.md, "Check-in by pass"): the text of the QR code a
// resident shows at the door. A prefix that says what it is, then 26 characters of Crockford's
// base32 (130 random bits). Upper-case letters, digits and '-' only, so the QR code uses its
// alphanumeric mode: version 2 (25 × 25 modules) holds it, large modules a camera reads quickly,
// and a keyboard-wedge scanner types it with no shifted character but the letters. The server keeps
// the pass (a resident shows it again on a new phone); staff tablets get only its SHA-256.

export const PASS_PREFIX = 'PASS-' as const;

/** Where the resident lives, as their pass card says it under the QR code. */
export interface PassUnit {
  buildingName: string;
  /** The apartment, else the block or company; null: neither. */
  unit: string | null;
}

/** What pass/ and renew-pass/ answer: the pass, and whose it is. */
export interface PassCard {
  pass: string;
  firstName: string;
  units: PassUnit[];
}
/** Crockford's base32: no I, L, O or U, so a pass read aloud or typed by hand is not misread. */
export const PASS_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ' as const;
export const PASS_CODE_LENGTH = 26 as const;

const PASS_PATTERN = new RegExp(`^${PASS_PREFIX}[${PASS_ALPHABET}]{${PASS_CODE_LENGTH}}$`);

/**
 * The pass a scanned or typed text is, or null when it is not one (a URL, a word, another product's
 * code). Surrounding spaces and letter case are forgiven: a wedge scanner with Caps Lock on types
 * the letters the other way round.
 */
export function passOfText(text: string): string | null {
  const pass = text.trim().toUpperCase();
  return PASS_PATTERN.test(pass) ? pass : null;
}

/** Base64url without padding, as the pass hash is written (the server and the tablets alike). */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** SHA-256 of the pass, base64url: what the resident index and the kiosk roster carry. */
export async function passHash(pass: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pass));
  return base64Url(new Uint8Array(digest));
}
