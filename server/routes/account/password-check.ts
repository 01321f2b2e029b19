// Sign-in's password check with its throttle (server/auth/login-throttle.ts). Passwords typed at the
// front desk's tablet have their own check and throttle per session
// (server/routes/front-desk-mode/desk-password-check.ts), so they neither count here nor can lock the
// account's sign-in.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkLogin, clearLoginFailures, recordLoginFailure } from '../../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { httpError } from '../../http/http-error.ts';
import { RATE_LIMITS } from '../../http/limits.ts';
import { tooManyAttemptsMessage } from '../../http/rate-limit.ts';
import { findAccountByEmail, type LoginAccount } from '../../auth/account-repository.ts';

// Checked when the e-mail is unknown so both failures take as long as a real check.
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash;
}

export interface PasswordAttempt {
  /** Lower-cased. */
  email: string;
  password: string;
  ip: string;
}

/**
 * Answers the account when the password is right (that address's failures for the e-mail are
 * forgotten) and undefined when the e-mail is unknown or the password wrong (the failure is
 * counted). A refused address gets 429 with retry-after; an e-mail failing from many addresses
 * waits before its password is checked.
 */
export async function checkPassword(app: FastifyInstance, reply: FastifyReply, attempt: PasswordAttempt): Promise<LoginAccount | undefined> {
  const { email, password, ip } = attempt;
  const verdict = await checkLogin(app.db, email, ip, {
    maxPerEmail: app.config.loginMaxPerEmail ?? RATE_LIMITS.loginFailures.perEmail,
    maxPerIp: app.config.loginMaxPerIp ?? RATE_LIMITS.loginFailures.perIp,
  });
  if ('refusedForSeconds' in verdict) {
    reply.header(HTTP_HEADERS.retryAfter, String(verdict.refusedForSeconds));
    throw httpError(429, tooManyAttemptsMessage(verdict.refusedForSeconds));
  }
  if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  const account = await findAccountByEmail(app.db, email);
  const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !valid) {
    await recordLoginFailure(app.db, email, ip);
    return undefined;
  }
  await clearLoginFailures(app.db, email, ip);
  return account;
}
