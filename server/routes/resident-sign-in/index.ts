import type { FastifyRequest } from 'fastify';
import { acceptedTags, languageOf } from '../../../src/contract/languages.ts';
import { httpError } from '../../http/http-error.ts';
import { RATE_LIMITS } from '../../http/limits.ts';
import { limitAttempts } from '../../http/rate-limit.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { signResidentToken } from '../../residents/resident-session.ts';
import { signInResidentId, startSignIn, takeSignInMail, useSignInCode, useSignInLink } from '../../residents/sign-in-repository.ts';
import { SIGN_IN_STRINGS } from '../../residents/sign-in-strings.ts';
import { answerNoSoonerThan, REQUEST_CODE_ANSWER_FLOOR_MS } from './answer-floor.ts';
import { requestCodeSchema, useLinkSchema, verifyCodeSchema } from './resident-sign-in-schemas.ts';

const LIMIT = RATE_LIMITS.residentSignIn;

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : undefined;
}

/** The residents' calls made without a session: asking for a code, and turning a code or a link into a session. */
export const residentSignInRoutes: RoutePlugin = async (app) => {
  // Like the staff sign-in (server/auth/login-throttle.ts): one address asking for one e-mail, and
  // one address asking at all, are refused for a while; one e-mail asked for from anywhere is never
  // refused, only given no more mails for a while (takeSignInMail), so nobody can lock its owner out.
  const askLimit = limitAttempts(app, [
    { name: 'resident-code-pair', max: LIMIT.perPair, windowMs: LIMIT.windowMs, key: (request) => {
      const email = emailOf(request);
      return email === undefined ? undefined : `${request.ip}|${email}`;
    } },
    { name: 'resident-code-ip', max: LIMIT.perIp, windowMs: LIMIT.windowMs, key: (request) => request.ip },
  ]);
  // Codes and links typed or opened from one address; a code itself dies after 5 wrong tries.
  const checkLimit = limitAttempts(app, [
    { name: 'resident-sign-in-check-ip', max: LIMIT.checksPerIp, windowMs: LIMIT.windowMs, key: (request) => request.ip },
  ]);

  app.post('/request-code/', { schema: requestCodeSchema, preHandler: askLimit }, async (request, reply) => {
    const startedAt = performance.now();
    const email = request.body.email.toLowerCase();
    // The same count and lookup whoever the e-mail is; only a resident's gets a sign-in and a mail.
    const mail = await takeSignInMail(app.db, email);
    const residentId = await signInResidentId(app.db, email);
    if (mail.allowed && residentId !== undefined) {
      // The app asks in the language it shows: the mail is written in it unless the resident chose one.
      const language = languageOf(acceptedTags(request.headers['accept-language']));
      await app.db.transaction((tx) => startSignIn(tx, residentId, app.clock(), language));
    }
    await answerNoSoonerThan(startedAt, REQUEST_CODE_ANSWER_FLOOR_MS);
    return reply.code(202).send({ msg: SIGN_IN_STRINGS.codeRequested });
  });

  app.post('/verify-code/', { schema: verifyCodeSchema, preHandler: checkLimit }, async (request) => {
    const { code } = request.body;
    const email = request.body.email.toLowerCase();
    // A wrong code's try is counted and committed; the refusal is answered after.
    const resident = await app.db.transaction((tx) =>
      useSignInCode(tx, { email, code, secret: app.config.jwtSecret, now: app.clock() }),
    );
    if (!resident) throw httpError(400, SIGN_IN_STRINGS.codeRefused, 'code');
    return { token: signResidentToken(app, resident) };
  });

  app.post('/use-link/', { schema: useLinkSchema, preHandler: checkLimit }, async (request) => {
    const resident = await app.db.transaction((tx) => useSignInLink(tx, { token: request.body.token, now: app.clock() }));
    if (!resident) throw httpError(400, SIGN_IN_STRINGS.linkRefused, 'token');
    return { token: signResidentToken(app, resident) };
  });
};
