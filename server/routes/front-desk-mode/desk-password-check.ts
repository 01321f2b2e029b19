// The password check of the front desk's tablet (leaving front-desk mode, the kiosk's staff exit),
// with its own throttle per session (server/auth/desk-password-throttle.ts) rather than sign-in's:
// whoever stands at the tablet must not be able to lock the staff out, there or at sign-in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenFromHeader } from '../../auth/access-token.ts';
import { AUTH_STRINGS } from '../../auth/auth-strings.ts';
import { clearDeskPasswordTurns, DESK_PASSWORD_DELAYS, deskSessionKey, takeDeskPasswordTurn } from '../../auth/desk-password-throttle.ts';
import { verifyPassword } from '../../auth/password.ts';
import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { httpError } from '../../http/http-error.ts';
import { tooManyAttemptsMessage } from '../../http/rate-limit.ts';
import { findAccountByEmail, type LoginAccount } from '../../auth/account-repository.ts';

/**
 * Answers the session's account when `password` is its password, undefined when not. Waits the
 * session's turn first; 429 with retry-after only when guesses sent side by side queue up past the
 * longest wait.
 */
export async function checkDeskPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
): Promise<LoginAccount | undefined> {
  const token = tokenFromHeader(request.headers.authorization);
  // The session scope has checked the token already.
  if (!token) throw httpError(401, AUTH_STRINGS.noCredentials);
  const key = deskSessionKey(token);
  const delays = { ...DESK_PASSWORD_DELAYS, ...app.config.deskPasswordDelays };
  const turn = await takeDeskPasswordTurn(app.db, key, delays);
  if ('retryAfterSeconds' in turn) {
    reply.header(HTTP_HEADERS.retryAfter, String(turn.retryAfterSeconds));
    throw httpError(429, tooManyAttemptsMessage(turn.retryAfterSeconds));
  }
  if (turn.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, turn.waitMs));
  const account = await findAccountByEmail(app.db, request.account.email);
  if (!account || !(await verifyPassword(password, account.passwordHash))) return undefined;
  await clearDeskPasswordTurns(app.db, key);
  return account;
}
