import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { httpError } from './http-error.ts';
import { RATE_LIMITS } from './limits.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { plural } from '../../src/primitives/plural.ts';
import { localized } from '../i18n/server-messages.ts';

interface AttemptRule {
  /** Distinguishes keys of different rules, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
  /** The thing being counted (an IP, a lower-cased e-mail); undefined skips the rule. */
  key(request: FastifyRequest): string | undefined;
}

/** How often one process deletes counters whose window ended (the table stays small). */
const PURGE_EVERY_MS = 60_000;
const lastPurgeMs = new WeakMap<Queryable, number>();

/** Deletes counters whose window ended, at most once a minute per database handle. */
export async function purgeEndedWindows(db: Queryable): Promise<void> {
  if (Date.now() - (lastPurgeMs.get(db) ?? 0) <= PURGE_EVERY_MS) return;
  lastPurgeMs.set(db, Date.now());
  await db.query('DELETE FROM rate_limit WHERE window_ends_at < now()');
}

/** The refusal of one attempt too many; one minute has a sentence of its own (the noun's number). */
export const RATE_LIMIT_MESSAGES = localized(
  {
    tryInOneMinute: 'Too many attempts. Please try again in 1 minute.',
    tryInMinutes: (minutes: number) => `Too many attempts. Please try again in ${minutes} minutes.`,
  },
  {
    es: {
      tryInOneMinute: 'Demasiados intentos. Vuelva a intentarlo dentro de 1 minuto.',
      tryInMinutes: (minutes) => `Demasiados intentos. Vuelva a intentarlo dentro de ${minutes} minutos.`,
    },
    ar: {
      tryInOneMinute: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
      tryInMinutes: (minutes) =>
        `محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ${plural('ar', Number(minutes), { two: 'دقيقتين', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' })}.`,
    },
  },
);

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? RATE_LIMIT_MESSAGES.tryInOneMinute : RATE_LIMIT_MESSAGES.tryInMinutes(minutes);
}

/**
 * Counts one attempt against `key` in one statement (so concurrent attempts from any process
 * count exactly): a new window starts when the last one has ended. Answers the count in the
 * current window and the seconds until it ends.
 */
export async function countAttempt(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<{ count: number; secondsLeft: number }> {
  const rows = await db.query<{ count: number; secondsLeft: number }>(
    `INSERT INTO rate_limit AS r (key, window_start, window_ends_at, count)
     VALUES ($1, now(), now() + make_interval(secs => $2::double precision), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start   = CASE WHEN r.window_ends_at <= now() THEN now() ELSE r.window_start END,
       window_ends_at = CASE WHEN r.window_ends_at <= now()
                             THEN now() + make_interval(secs => $2::double precision) ELSE r.window_ends_at END,
       count          = CASE WHEN r.window_ends_at <= now() THEN 1 ELSE r.count + 1 END
     RETURNING count, greatest(1, ceil(extract(epoch FROM window_ends_at - now())))::int AS "secondsLeft"`,
    [key, windowMs / 1000],
  );
  const row = rows[0];
  if (!row) throw new Error('rate_limit upsert returned no row');
  return row;
}

/**
 * A preHandler that counts a request against several limits at once (e.g. per e-mail AND per IP)
 * and answers 429 with retry-after once any is exceeded. The counters are in the database, so
 * several server processes behind a load balancer share them.
 */
export function limitAttempts(app: FastifyInstance, rules: AttemptRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    await purgeEndedWindows(app.db);
    let retryAfterSeconds = 0;
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === undefined) continue;
      const { count, secondsLeft } = await countAttempt(app.db, `${rule.name}:${key}`, rule.windowMs);
      if (count > rule.max) retryAfterSeconds = Math.max(retryAfterSeconds, secondsLeft);
    }
    if (retryAfterSeconds > 0) {
      reply.header(HTTP_HEADERS.retryAfter, String(retryAfterSeconds));
      throw httpError(429, tooManyAttemptsMessage(retryAfterSeconds));
    }
  };
}

/** The per-address limit of the calls an e-mailed link's page makes without a session (RATE_LIMITS.residentLinks). */
export function residentLinkLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const { perIp, windowMs } = RATE_LIMITS.residentLinks;
  return limitAttempts(app, [{ name: 'resident-link-ip', max: perIp, windowMs, key: (request) => request.ip }]);
}
