import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../../auth/password.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import { setPasswordHash } from '../account/account-repository.ts';
import { updatePasswordSchema, type UpdatePasswordBody } from './manager-account-schemas.ts';

export const OWN_PASSWORD_ONLY_MESSAGE = 'You can only change your own password.';

const managerAccountRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: UpdatePasswordBody }>(
    '/building-manager/update-password/',
    { schema: updatePasswordSchema, preHandler: app.authenticate },
    async (request) => {
      if (request.body.email.toLowerCase() !== request.account.email.toLowerCase()) {
        throw httpError(403, OWN_PASSWORD_ONLY_MESSAGE, 'email');
      }
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction((tx) => setPasswordHash(tx, request.account.id, passwordHash));
      return SUCCESS_MSG;
    },
  );
};

export default managerAccountRoutes;
