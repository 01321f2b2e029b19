import type { Queryable } from '../db/database.ts';
import { RATE_LIMITS } from '../http/limits.ts';
import { countAttempt, purgeEndedWindows } from '../http/rate-limit.ts';

/**
 * Sign-in brute-force policy. Only failed sign-ins count, in the database (so every server process
 * behind a load balancer sees the same counts), over a 15-minute window:
 * - one address failing for one e-mail: refused (429) after `maxPerEmail` failures: that address
 *   may not keep guessing that account's password;
 * - one address failing for any e-mails: refused after `maxPerIp` failures;
 * - one e-mail failing from anywhere: never refused, only slowed down (a growing wait before the
 *   password is checked, at most maxDelayMs), so a stranger cannot lock the owner out: the
 *   owner, signing in from an address that has not been failing, gets in.
 * The numbers are RATE_LIMITS.loginFailures (server/http/limits.ts).
 */
export const LOGIN_THROTTLE = RATE_LIMITS.loginFailures;

interface LoginLimits {
  maxPerEmail: number;
  maxPerIp: number;
}

type LoginVerdict = { refusedForSeconds: number } | { delayMs: number };

const keys = (email: string, ip: string) => ({
  pair: `login-fail-pair:${ip}|${email}`,
  ip: `login-fail-ip:${ip}`,
  email: `login-fail-email:${email}`,
});

/** Read before the password is checked; counts nothing itself. */
export async function checkLogin(db: Queryable, email: string, ip: string, limits: LoginLimits): Promise<LoginVerdict> {
  const k = keys(email, ip);
  const rows = await db.query<{ key: string; count: number; secondsLeft: number }>(
    `SELECT key, count, greatest(1, ceil(extract(epoch FROM window_ends_at - now())))::int AS "secondsLeft"
       FROM rate_limit WHERE key = ANY($1::text[]) AND window_ends_at > now()`,
    [[k.pair, k.ip, k.email]],
  );
  const of = (key: string) => rows.find((row) => row.key === key);
  let refusedForSeconds = 0;
  const pair = of(k.pair);
  if (pair && pair.count >= limits.maxPerEmail) refusedForSeconds = Math.max(refusedForSeconds, pair.secondsLeft);
  const address = of(k.ip);
  if (address && address.count >= limits.maxPerIp) refusedForSeconds = Math.max(refusedForSeconds, address.secondsLeft);
  if (refusedForSeconds > 0) return { refusedForSeconds };
  const beyond = (of(k.email)?.count ?? 0) - LOGIN_THROTTLE.slowdownAfterFailures;
  if (beyond < 0) return { delayMs: 0 };
  return { delayMs: Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** beyond, LOGIN_THROTTLE.maxDelayMs) };
}

export async function recordLoginFailure(db: Queryable, email: string, ip: string): Promise<void> {
  await purgeEndedWindows(db);
  const k = keys(email, ip);
  for (const key of [k.pair, k.ip, k.email]) await countAttempt(db, key, LOGIN_THROTTLE.windowMs);
}

/** A right password from this address: its own failures for this e-mail are forgotten. */
export async function clearLoginFailures(db: Queryable, email: string, ip: string): Promise<void> {
  await db.query('DELETE FROM rate_limit WHERE key = $1', [keys(email, ip).pair]);
}
