import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { RATE_LIMITS } from '../http/limits.ts';
import { purgeEndedWindows } from '../http/rate-limit.ts';

/**
 * Staff passwords typed on the front desk's own tablet (leaving front-desk mode, the kiosk's staff
 * exit). Anyone standing at the tablet can type there, from the staff's own address, so these
 * failures are kept apart from sign-in's (server/auth/login-throttle.ts): counted per session (the
 * token the tablet holds), never per address or e-mail, never refusing the account's sign-in. A wrong
 * guess is not refused either, only made to wait its turn: after `freeFailures` attempts each one
 * waits firstDelayMs more than the last, doubling to maxDelayMs. Every attempt counts until it is
 * right (a right password forgets the session's count), so guesses sent side by side queue up one
 * turn apart instead of all going at once; one whose turn would be further off than maxDelayMs is
 * answered 429. Staff, typing one password at a time, are never refused: the right password gets in
 * at most maxDelayMs after it is sent. The counter is a rate_limit row (shared by every server
 * process): count is the attempts, window_start the last attempt's turn, and the row is forgotten
 * windowMs after it.
 */
export interface DeskPasswordDelays {
  /** Attempts that go at once (at least 1). */
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DESK_PASSWORD_DELAYS: DeskPasswordDelays = RATE_LIMITS.deskPasswordFailures;

/** How long after the previous attempt's turn the `attempt`-th (from 1) may go. */
export function deskPasswordDelayMs(attempt: number, delays: DeskPasswordDelays): number {
  const beyond = attempt - delays.freeFailures - 1;
  if (beyond < 0) return 0;
  return Math.min(delays.firstDelayMs * 2 ** Math.min(beyond, 30), delays.maxDelayMs);
}

/** The counter's key: a hash of the session token, so the table holds nothing that signs in. */
export function deskSessionKey(token: string): string {
  return `desk-password:${createHash('sha256').update(token).digest('base64url')}`;
}

type DeskPasswordTurn = { waitMs: number } | { retryAfterSeconds: number };

// The SQL form of deskPasswordDelayMs for attempt n = r.count + 1 (parameters $3 free, $4 first, $5 max).
const NEXT_DELAY_S = `(CASE WHEN r.count + 1 <= $3::int THEN 0::double precision
  ELSE least($4::double precision * power(2, least(r.count - $3::int, 30)), $5::double precision) END / 1000)`;

/**
 * Counts one attempt and answers how long it must wait for its turn, in one statement so attempts
 * from any process queue exactly; or, when the queue ahead is longer than maxDelayMs, when to try again
 * (that attempt is not counted).
 */
export async function takeDeskPasswordTurn(db: Queryable, key: string, delays: DeskPasswordDelays): Promise<DeskPasswordTurn> {
  await purgeEndedWindows(db);
  const turn = `greatest(now(), r.window_start + make_interval(secs => ${NEXT_DELAY_S}))`;
  const fresh = 'r.window_ends_at <= now()';
  const params = [key, delays.windowMs / 1000, delays.freeFailures, delays.firstDelayMs, delays.maxDelayMs];
  const rows = await db.query<{ waitMs: number }>(
    `INSERT INTO rate_limit AS r (key, window_start, window_ends_at, count)
     VALUES ($1, now(), now() + make_interval(secs => $2::double precision), 1)
     ON CONFLICT (key) DO UPDATE SET
       count          = CASE WHEN ${fresh} THEN 1 ELSE r.count + 1 END,
       window_start   = CASE WHEN ${fresh} THEN now() ELSE ${turn} END,
       window_ends_at = CASE WHEN ${fresh} THEN now() ELSE ${turn} END + make_interval(secs => $2::double precision)
     WHERE ${fresh} OR ${turn} <= now() + make_interval(secs => $5::double precision / 1000)
     RETURNING greatest(0, ceil(extract(epoch FROM r.window_start - now()) * 1000))::int AS "waitMs"`,
    params,
  );
  if (rows[0]) return { waitMs: rows[0].waitMs };
  const [queued] = await db.query<{ seconds: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM window_start - now())))::int AS seconds FROM rate_limit WHERE key = $1`,
    [key],
  );
  return { retryAfterSeconds: queued?.seconds ?? 1 };
}

/** A right password: the session's attempts are forgotten. */
export async function clearDeskPasswordTurns(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit WHERE key = $1', [key]);
}
