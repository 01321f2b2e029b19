import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { RATE_LIMITS } from '../http/limits.ts';
import { limitAttempts } from '../http/rate-limit.ts';

/**
 * Whether an e-mail belongs to a resident of any building is told by /users/check-mail/ and by
 * /create-user/'s 409: both count against one budget per account (after app.authenticate), so
 * neither is a way round the other's limit.
 */
export function emailLookupLimit(app: FastifyInstance): preHandlerAsyncHookHandler {
  const { perAccount, windowMs } = RATE_LIMITS.emailLookups;
  return limitAttempts(app, [{ name: 'email-lookup', max: perAccount, windowMs, key: (request) => String(request.account.id) }]);
}
