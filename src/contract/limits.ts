// The input limits the app's forms and the server's schemas share, units in the names. The server's
// own limits (rate limits, streams) stay in server/http/limits.ts.
export const INPUT_LIMITS = {
  /** The spec's default text input limit. */
  textMaxChars: 500,
  /** RFC 5321 path limit. */
  emailMaxChars: 254,
  passwordMinChars: 8,
  passwordMaxChars: 128,
  /** A message to the liaison or to a user. */
  messageMaxChars: 5000,
  /** A resident's cell phone (E.164 has at most 15 digits; room for spaces and an extension). */
  cellPhoneMaxChars: 30,
  /** The user directory's search: longer than any first name or e-mail matches nothing anyway. */
  userSearchMaxChars: 254,
  resetTokenMaxChars: 128,
  idempotencyKeyMaxChars: 100,
  /** PostgreSQL integer: the largest id a request may name. */
  int4Max: 2_147_483_647,
} as const;

/** The most occurrences one weekly series may have (front-desk.md), whether scheduled, edited or imported. */
export const MAX_SERIES_OCCURRENCES = 52;

/**
 * When residents may be checked in to an event (front-desk.md): from 60 minutes before its start to
 * 2 hours after its end. The server judges every check-in by it; the kiosk shows the events it opens.
 */
export const CHECK_IN_WINDOW = { opensMinutesBefore: 60, closesHoursAfter: 2 } as const;
