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
  /** An event's class notes (the teacher comment), one text. */
  classNotesMaxChars: 2000,
  /** What happened, and the action taken, in an incident report. */
  incidentTextMaxChars: 2000,
  /** A resident's cell phone (E.164 has at most 15 digits; room for spaces and an extension). */
  cellPhoneMaxChars: 30,
  /** The user directory's search: longer than any first name or e-mail matches nothing anyway. */
  userSearchMaxChars: 254,
  resetTokenMaxChars: 128,
  idempotencyKeyMaxChars: 100,
  /** PostgreSQL integer: the largest id a request may name. */
  int4Max: 2_147_483_647,
} as const;

/** A weekly series has at most this many occurrences (front-desk.md): the form, the schedule call and the import all hold to it. */
export const MAX_SERIES_OCCURRENCES = 52;

/**
 * When an event takes check-ins, in its building's wall clock: from an hour before it starts until two
 * hours after it ends (front-desk.md). The server decides; the kiosk offers only the events it would accept.
 */
export const CHECK_IN_WINDOW = { opensMinutesBefore: 60, closesHoursAfter: 2 } as const;

/** A spreadsheet brought in by the import: the app refuses a larger one before sending it, the server again. */
export const IMPORT_FILE_LIMITS = {
  maxMegabytes: 10,
  maxRows: 20_000,
} as const;

/**
 * A cancel less than this many hours before an event's start is a late cancel (front-desk.md,
 * residents.md): the server answers it so, and the residents' page warns before confirming one.
 */
export const LATE_CANCEL_HOURS = 12;

/** How far ahead a resident sees their buildings' events (residents.md: from now to 8 weeks ahead). */
export const RESIDENT_EVENTS_WEEKS_AHEAD = 8;

/** How far back a resident's page lists the events they went to (or were down for). */
export const RESIDENT_PAST_EVENTS_DAYS = 90;

/**
 * A resident's rating of an event they came to (residents.md, "After the event"): asked for by e-mail
 * an hour after the end, changeable for 7 days after the end, with an optional comment.
 */
export const RATING_LIMITS = {
  minStars: 1,
  maxStars: 5,
  commentMaxChars: 2000,
  requestAfterMinutes: 60,
  changeableDays: 7,
} as const;
