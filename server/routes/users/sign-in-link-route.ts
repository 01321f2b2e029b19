import { HTTP_HEADERS } from '../../../src/contract/http-headers.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { startSignIn, takeSignInMail } from '../../residents/sign-in-repository.ts';
import { SIGN_IN_STRINGS } from '../../residents/sign-in-strings.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';
import { sendSignInLinkSchema } from './sign-in-link-schemas.ts';
import { userBuildingsInScope } from './user-scope.ts';

/**
 * /send-sign-in-link/: staff send a resident the residents' sign-in mail (a resident at the desk who
 * never got theirs). Scoped like the profile: a user the caller cannot see is a 404.
 */
const signInLinkRoute: RoutePlugin = async (app) => {
  app.post('/send-sign-in-link/', { schema: sendSignInLinkSchema }, async (request, reply) => {
    const { userId } = request.body;
    await userBuildingsInScope(app.db, request.account, userId, undefined);
    const [resident] = await app.db.query<{ email: string }>('SELECT lower(email) AS email FROM resident WHERE id = $1', [userId]);
    if (!resident) throw httpError(404, USERS_STRINGS.userNotFound, 'userId');
    // The same budget as the resident's own asks: staff pressing the button cannot flood an inbox.
    const mail = await takeSignInMail(app.db, resident.email);
    if (!mail.allowed) {
      reply.header(HTTP_HEADERS.retryAfter, String(mail.secondsLeft));
      throw httpError(429, SIGN_IN_STRINGS.tooManyMails(Math.max(1, Math.ceil(mail.secondsLeft / 60))));
    }
    await app.db.transaction((tx) => startSignIn(tx, userId, app.clock()));
    return { ...SUCCESS_MSG, email: resident.email };
  });
};

export default signInLinkRoute;
