import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {} from '@fastify/rate-limit';
import { httpError } from './http-error.ts';

export interface AttemptRule {
  /** Distinguishes keys of different rules, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
  /** The thing being counted (an IP, a lower-cased e-mail); undefined skips the rule. */
  key(request: FastifyRequest): string | undefined;
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * A preHandler that counts a request against several limits at once (e.g. per e-mail AND per IP).
 * @fastify/rate-limit's own route hook runs only one limit per request, so this uses its
 * createRateLimit counters directly. Counters live in process memory: behind a load balancer each
 * process counts separately, which loosens but does not remove the limit.
 */
export function limitAttempts(app: FastifyInstance, rules: AttemptRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }));
  return async (request, reply) => {
    let retryAfterSeconds = 0;
    for (const { rule, check } of limiters) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw httpError(429, tooManyAttemptsMessage(retryAfterSeconds));
    }
  };
}
