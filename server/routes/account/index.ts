import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../../auth/access-token.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import { publicUrlOf } from '../../http/public-url.ts';
import { RATE_LIMITS } from '../../http/limits.ts';
import { limitAttempts } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { consumeResetToken, findAccountByEmail, insertResetToken, resetTokenUsable, setPasswordHash } from '../../auth/account-repository.ts';
import { forgotPasswordSchema, loginSchema, resetLinkSchema, resetPasswordSchema } from './account-schemas.ts';
import { messagesIn } from '../../i18n/server-messages.ts';
import { ACCOUNT_STRINGS } from './account-strings.ts';
import { RESET_MAIL } from './reset-mail.ts';
import { checkPassword } from './password-check.ts';
import { createResetToken, hashResetToken, resetLink, RESET_TOKEN_VALID_MINUTES } from '../../auth/reset-token.ts';

function emailOf(request: { body?: unknown }): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

function perEmailAndIp(app: FastifyInstance, name: string, limit: { perEmail: number; perIp: number; windowMs: number }) {
  const { perEmail, perIp, windowMs } = limit;
  return limitAttempts(app, [
    { name: `${name}-email`, max: perEmail, windowMs, key: emailOf },
    { name: `${name}-ip`, max: perIp, windowMs, key: (request) => request.ip },
  ]);
}

async function sendResetMail(app: FastifyInstance, email: string): Promise<void> {
  const account = await findAccountByEmail(app.db, email);
  if (!account) return;
  const token = createResetToken();
  await insertResetToken(app.db, account.id, hashResetToken(token), RESET_TOKEN_VALID_MINUTES);
  const link = resetLink(publicUrlOf(app), account.email, token);
  // In the account's own language.
  const mail = messagesIn(RESET_MAIL, account.language);
  await app.mailer.send({
    to: account.email,
    subject: mail.subject,
    text: mail.text(account.firstName, link, RESET_TOKEN_VALID_MINUTES),
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
      // Policy (server/auth/login-throttle.ts): failures refuse the failing address, and only slow
      // the e-mail down elsewhere, so nobody can lock the owner out.
      const account = await checkPassword(app, reply, {
        email: request.body.email.toLowerCase(),
        password: request.body.password,
        ip: request.ip,
      });
      if (!account) throw httpError(400, ACCOUNT_STRINGS.invalidCredentials);
      return { token: signAccessToken(app, account) };
    },
  );

  app.post(
    '/users/forgot-password/',
    {
      schema: forgotPasswordSchema,
      preHandler: perEmailAndIp(app, 'forgot-password', {
        ...RATE_LIMITS.resetMails,
        perEmail: app.config.resetMailMaxPerEmail ?? RATE_LIMITS.resetMails.perEmail,
      }),
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

  // The reset page asks as it opens, so a used or expired link says so before a password is typed.
  // Limited like the link's use, so checking is no faster way to guess a token.
  app.post(
    '/users/reset-link/',
    {
      schema: resetLinkSchema,
      preHandler: perEmailAndIp(app, 'reset-link', RATE_LIMITS.resetPasswords),
    },
    async (request) => ({ usable: await resetTokenUsable(app.db, hashResetToken(request.body.token), request.body.email) }),
  );

  app.post(
    '/users/reset-password/',
    {
      schema: resetPasswordSchema,
      preHandler: perEmailAndIp(app, 'reset-password', RATE_LIMITS.resetPasswords),
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
