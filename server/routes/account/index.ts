import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../auth/access-token.ts';
import { checkLogin, clearLoginFailures, recordLoginFailure } from '../../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import { publicUrlOf } from '../../http/public-url.ts';
import { LIMITS } from '../../http/limits.ts';
import { limitAttempts, tooManyAttemptsMessage } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { consumeResetToken, findAccountByEmail, insertResetToken, setPasswordHash } from './account-repository.ts';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from './account-schemas.ts';
import { ACCOUNT_STRINGS, resetMailText } from './account-strings.ts';
import { createResetToken, hashResetToken, resetLink, RESET_TOKEN_VALID_MINUTES } from './reset-token.ts';

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** Failed sign-ins per 15 minutes from one address for one e-mail (LOGIN_MAX_PER_EMAIL) and for any (LOGIN_MAX_PER_IP). */
const LOGIN_MAX_PER_EMAIL = LIMITS.loginFailuresPerEmail;
const LOGIN_MAX_PER_IP = LIMITS.loginFailuresPerIp;
/** Reset mails asked for per hour (RESET_MAIL_MAX_PER_EMAIL) and per address. */
const RESET_MAIL_MAX_PER_EMAIL = 5;
const RESET_MAIL_MAX_PER_IP = 30;
/** Password-reset (link use) attempts per address per 15 minutes. */
const RESET_MAX_PER_IP = 30;

// Checked when the e-mail is unknown so both failures take as long as a real check.
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  return decoyHash;
}

function emailOf(request: { body?: unknown }): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

function perEmailAndIp(app: FastifyInstance, name: string, maxPerEmail: number, maxPerIp: number, windowMs: number) {
  return limitAttempts(app, [
    { name: `${name}-email`, max: maxPerEmail, windowMs, key: emailOf },
    { name: `${name}-ip`, max: maxPerIp, windowMs, key: (request) => request.ip },
  ]);
}

async function sendResetMail(app: FastifyInstance, email: string): Promise<void> {
  const account = await findAccountByEmail(app.db, email);
  if (!account) return;
  const token = createResetToken();
  await insertResetToken(app.db, account.id, hashResetToken(token), RESET_TOKEN_VALID_MINUTES);
  const link = resetLink(publicUrlOf(app), account.email, token);
  await app.mailer.send({
    to: account.email,
    subject: ACCOUNT_STRINGS.resetMailSubject,
    text: resetMailText(account.firstName, link, RESET_TOKEN_VALID_MINUTES),
  });
}

/** The account calls anyone may make; user-info and check-mail need a session (session-routes.ts). */
const accountRoutes: RoutePlugin = async (app) => {
  // Reset mails being prepared after their answer was sent; closing the server waits for them.
  const pendingResetMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pendingResetMails);
  });

  app.post(
    '/users/login',
    { schema: loginSchema },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // Policy (server/auth/login-throttle.ts): failures refuse the failing address, and only slow
      // the e-mail down elsewhere, so nobody can lock the owner out.
      const verdict = await checkLogin(app.db, email, request.ip, {
        maxPerEmail: app.config.loginMaxPerEmail ?? LOGIN_MAX_PER_EMAIL,
        maxPerIp: app.config.loginMaxPerIp ?? LOGIN_MAX_PER_IP,
      });
      if ('refusedForSeconds' in verdict) {
        reply.header('retry-after', String(verdict.refusedForSeconds));
        throw httpError(429, tooManyAttemptsMessage(verdict.refusedForSeconds));
      }
      if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
      const account = await findAccountByEmail(app.db, email);
      const valid = await verifyPassword(request.body.password, account?.passwordHash ?? (await decoyPasswordHash()));
      if (!account || !valid) {
        await recordLoginFailure(app.db, email, request.ip);
        throw httpError(400, ACCOUNT_STRINGS.invalidCredentials);
      }
      await clearLoginFailures(app.db, email, request.ip);
      return { token: signAccessToken(app, account) };
    },
  );

  app.post(
    '/users/forgot-password/',
    {
      schema: forgotPasswordSchema,
      preHandler: perEmailAndIp(
        app,
        'forgot-password',
        app.config.resetMailMaxPerEmail ?? RESET_MAIL_MAX_PER_EMAIL,
        RESET_MAIL_MAX_PER_IP,
        ONE_HOUR_MS,
      ),
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      // The answer goes out first and the token and mail are made afterwards, so how long it takes
      // says nothing about whether the e-mail belongs to an account.
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => sendResetMail(app, email))
        .catch((error: unknown) => app.log.error({ err: error }, 'password reset mail could not be sent'))
        .finally(() => pendingResetMails.delete(work));
      pendingResetMails.add(work);
      return SUCCESS_MSG;
    },
  );

  app.post(
    '/users/reset-password/',
    {
      schema: resetPasswordSchema,
      preHandler: perEmailAndIp(app, 'reset-password', RESET_MAX_PER_IP, RESET_MAX_PER_IP, FIFTEEN_MINUTES_MS),
    },
    async (request) => {
      const { email, token, password } = request.body;
      const problem = passwordProblem(password, email);
      if (problem) throw httpError(400, problem, 'password');
      const passwordHash = await hashPassword(password);
      const changed = await app.db.transaction(async (tx) => {
        const accountId = await consumeResetToken(tx, hashResetToken(token), email);
        if (accountId === undefined) return false;
        await setPasswordHash(tx, accountId, passwordHash);
        return true;
      });
      if (!changed) throw httpError(400, ACCOUNT_STRINGS.resetLinkExpired);
      return SUCCESS_MSG;
    },
  );
};

export default accountRoutes;
