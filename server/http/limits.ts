import { INPUT_LIMITS } from '../../src/contract/limits.ts';

// Every limit of the API in one place, units in the names (route schemas read them from here). The
// input sizes are the contract's (src/contract/limits.ts), which the app's forms read too.
export const LIMITS = {
  ...INPUT_LIMITS,
  /** Live-change streams (GET /api/changes) one account may hold open on one server process (tabs, devices). */
  liveStreamsPerAccount: 10,
} as const;

const MINUTE_MS = 60 * 1000;

/**
 * Every rate limit's numbers, each in its window. The counters are in the database
 * (server/http/rate-limit.ts), so every server process behind a load balancer shares them.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins (server/routes/account/password-check.ts) from one address:
   * for one e-mail (perEmail) and for any (perIp). One e-mail failing from anywhere is never refused,
   * only slowed: after slowdownAfterFailures, each attempt waits firstDelayMs, doubling to maxDelayMs.
   */
  loginFailures: { perEmail: 10, perIp: 50, windowMs: 15 * MINUTE_MS, slowdownAfterFailures: 5, firstDelayMs: 250, maxDelayMs: 3_000 },
  /**
   * Staff passwords typed at the front desk's tablet (leaving front-desk mode, the kiosk's exit),
   * counted per session apart from sign-ins and never refused one at a time
   * (server/auth/desk-password-throttle.ts): the first freeFailures go at once, then each waits
   * firstDelayMs after the last, doubling to maxDelayMs; forgotten windowMs after the last attempt.
   */
  deskPasswordFailures: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: 10_000, windowMs: 15 * MINUTE_MS },
  /** Reset mails asked for (/users/forgot-password/), per e-mail and per address. */
  resetMails: { perEmail: 5, perIp: 30, windowMs: 60 * MINUTE_MS },
  /** Reset links used (/users/reset-password/), per e-mail and per address. */
  resetPasswords: { perEmail: 10, perIp: 30, windowMs: 15 * MINUTE_MS },
  /**
   * Answers that tell whether an e-mail is a resident's (/users/check-mail/, /create-user/), per
   * account, one budget for both: the create-user form asks once a second at most while typing.
   */
  emailLookups: { perAccount: 60, windowMs: MINUTE_MS },
  /** Picture uploads per account: a front desk photographing residents, not a script filling the database. */
  imageUploads: { perAccount: 60, windowMs: 60 * MINUTE_MS },
  /**
   * Calendar feed requests (GET /api/calendar/{secret}.ics, no session) per address, right or wrong
   * secret alike: calendar apps poll every few minutes to hours, a lobby of screens behind one address
   * fits, a guesser does not.
   */
  calendarFeeds: { perIp: 120, windowMs: 15 * MINUTE_MS },
  /**
   * Residents and timetable files checked or imported per account: a preview tells, like
   * Create user's 409, which e-mails are registered, for up to 20,000 of them at once.
   */
  fileImports: { perAccount: 30, windowMs: 60 * MINUTE_MS },
  /**
   * Residents' sign-in codes (server/routes/resident-sign-in/). Asking: refused (429) per address for
   * one e-mail (perPair) and per address for any (perIp), like the staff sign-in; per e-mail from
   * anywhere only `mailsPerEmail` mails a window are written, later asks are answered alike and do
   * nothing (no mail, the last code untouched), so strangers cannot lock the owner out.
   * Typing a code or opening a link: per address (the code itself dies after 5 wrong tries).
   */
  residentSignIn: { perPair: 5, perIp: 30, mailsPerEmail: 5, checksPerIp: 50, windowMs: 15 * MINUTE_MS },
  /**
   * The calls an e-mailed link's page makes without a session (give-back-event/, give-back/,
   * rate-link/): per address. Their tokens cannot be guessed, so this bounds the load one address
   * can put on them, not guessing; high enough for a building's residents behind one address.
   */
  residentLinks: { perIp: 120, windowMs: 15 * MINUTE_MS },
} as const;
