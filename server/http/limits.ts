// Every size limit of the API in one place, units in the names (route schemas read them from here).
export const LIMITS = {
  /** The spec's default text input limit. */
  textMaxChars: 500,
  /** RFC 5321 path limit. */
  emailMaxChars: 254,
  passwordMinChars: 8,
  passwordMaxChars: 128,
  /** A message to the liaison or to a user. */
  messageMaxChars: 5000,
  resetTokenMaxChars: 128,
  idempotencyKeyMaxChars: 100,
  /** Failed sign-ins (or front-desk exits) per 15 minutes from one address for one e-mail, and for any. */
  loginFailuresPerEmail: 10,
  loginFailuresPerIp: 50,
  /** Live-event streams (GET /api/events) one account may hold open on one server process (tabs, devices). */
  liveStreamsPerAccount: 10,
  /** PostgreSQL integer: the largest id a request may name. */
  int4Max: 2_147_483_647,
} as const;
