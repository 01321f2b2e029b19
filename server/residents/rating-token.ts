// The token of a rating e-mail's links: the RSVP's id and an HMAC of it under the server's secret.
// Nothing is stored for it (no table of tokens to keep or clean up), it is the same in every retry of
// the mail, and it works for that RSVP only; it lasts as long as ratings stay open for the event
// (checked where it is used), and 256 bits of HMAC are not guessed.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `{rsvpId}.{43 base64url characters}`; nothing else is read. */
export const RATING_TOKEN_PATTERN = '^[0-9]{1,10}\\.[A-Za-z0-9_-]{43}$';

function macOf(secret: string, rsvpId: number): Buffer {
  return createHmac('sha256', secret).update(`rsvp-rating:${rsvpId}`, 'utf8').digest();
}

export function ratingToken(secret: string, rsvpId: number): string {
  return `${rsvpId}.${macOf(secret, rsvpId).toString('base64url')}`;
}

/** The RSVP a token was made for; null when it is not one of ours. */
export function rsvpIdOfRatingToken(secret: string, token: string): number | null {
  const match = /^([0-9]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const rsvpId = Number(match[1]);
  if (!Number.isSafeInteger(rsvpId) || rsvpId < 1) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = macOf(secret, rsvpId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? rsvpId : null;
}

/** The rating page with the token and the stars chosen in the e-mail: opening it shows a form; only its button acts. */
export function ratingLink(publicUrl: string, token: string, stars: number): string {
  return `${publicUrl}/r/rate?token=${encodeURIComponent(token)}&stars=${stars}`;
}
