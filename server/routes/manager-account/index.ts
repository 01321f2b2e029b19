import { signAccessToken } from '../../auth/access-token.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { passwordProblem } from '../../auth/password-policy.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import { localized } from '../../i18n/server-messages.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { findAccountByEmail, setPasswordHash } from '../../auth/account-repository.ts';
import { updatePasswordSchema } from './manager-account-schemas.ts';

/** Sentences of the password change; tests import the names below. */
export const MANAGER_ACCOUNT_MESSAGES = localized(
  {
    ownPasswordOnly: 'You can only change your own password.',
    wrongCurrentPassword: 'Current password is incorrect.',
    frontDeskNoPasswordChange: "Front-desk mode cannot change the manager's password.",
  },
  {
    es: {
      ownPasswordOnly: 'Solo puede cambiar su propia contraseña.',
      wrongCurrentPassword: 'La contraseña actual no es correcta.',
      frontDeskNoPasswordChange: 'El modo recepción no puede cambiar la contraseña del administrador.',
    },
    ar: {
      ownPasswordOnly: 'لا يمكنك تغيير إلا كلمة المرور الخاصة بك.',
      wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
      frontDeskNoPasswordChange: 'لا يمكن تغيير كلمة مرور المدير في وضع مكتب الاستقبال.',
    },
  },
);
export const OWN_PASSWORD_ONLY_MESSAGE = MANAGER_ACCOUNT_MESSAGES.ownPasswordOnly;
export const WRONG_CURRENT_PASSWORD_MESSAGE = MANAGER_ACCOUNT_MESSAGES.wrongCurrentPassword;
export const FRONT_DESK_NO_PASSWORD_CHANGE = MANAGER_ACCOUNT_MESSAGES.frontDeskNoPasswordChange;

/** In the manager scope (server/http/session-scope.ts). */
const managerAccountRoutes: RoutePlugin = async (app) => {
  app.post(
    '/update-password/',
    { schema: updatePasswordSchema },
    async (request) => {
      if (request.account.frontDeskOf !== undefined) throw httpError(403, FRONT_DESK_NO_PASSWORD_CHANGE, 'email');
      if (request.body.email.toLowerCase() !== request.account.email.toLowerCase()) {
        throw httpError(403, OWN_PASSWORD_ONLY_MESSAGE, 'email');
      }
      const account = await findAccountByEmail(app.db, request.account.email);
      if (!account || !(await verifyPassword(request.body.currentPassword, account.passwordHash))) {
        throw httpError(400, WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
      }
      const problem = passwordProblem(request.body.password, account.email);
      if (problem) throw httpError(400, problem, 'password');
      const passwordHash = await hashPassword(request.body.password);
      const tokenVersion = await app.db.transaction((tx) => setPasswordHash(tx, account.id, passwordHash));
      // Every earlier token of the account is void now; this session goes on with a fresh one.
      return { ...SUCCESS_MSG, token: signAccessToken(app, { ...account, tokenVersion }) };
    },
  );
};

export default managerAccountRoutes;
