import { INPUT_LIMITS } from '../../src/contract/limits.ts';

// Every limit of the API in one place, units in the names (route schemas read them from here). The
// input sizes are the contract's (src/contract/limits.ts), which the app's forms read too.
export const LIMITS = {
  ...INPUT_LIMITS,
  /** Failed sign-ins (or front-desk exits) per 15 minutes from one address for one e-mail, and for any. */
  loginFailuresPerEmail: 10,
  loginFailuresPerIp: 50,
  /** Live-event streams (GET /api/events) one account may hold open on one server process (tabs, devices). */
  liveStreamsPerAccount: 10,
} as const;
