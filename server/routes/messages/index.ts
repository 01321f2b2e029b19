import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { resolveBuildingScope } from '../../auth/building-scope.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { liaisonMail, residentMail } from './messages-mail.ts';
import {
  deleteMessage,
  findLiaisonBuilding,
  findResidentInScope,
  findSender,
  insertMessage,
  type Sender,
} from './messages-repository.ts';
import { messageLiaisonSchema, messageUserSchema, type MessageLiaisonBody, type MessageUserBody } from './messages-schemas.ts';
import { MESSAGE_MESSAGES } from './messages-strings.ts';

const SUCCESS = { msg: MESSAGE_MESSAGES.success } as const;

function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/**
 * After the message row committed: send its e-mail. When sending fails the row is removed again
 * and the caller gets a 502, so a retry (same Idempotency-Key or none) leaves one message, not two.
 */
function mailAfterCommit(db: Database, mailer: Mailer, log: FastifyBaseLogger, messageId: number, mail: MailMessage) {
  return async () => {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, messageId }, 'message e-mail failed');
      await deleteMessage(db, messageId);
      throw httpError(502, MESSAGE_MESSAGES.mailFailed);
    }
  };
}

/** The signed-in account was loaded moments ago by app.authenticate; its absence is a server fault. */
async function requireSender(tx: Queryable, accountId: number): Promise<Sender> {
  const sender = await findSender(tx, accountId);
  if (!sender) throw new Error(`signed-in account ${accountId} has no row`);
  return sender;
}

const messagesRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: MessageLiaisonBody }>(
    '/building-manager/message-liason/',
    { schema: messageLiaisonSchema, preHandler: app.authenticate },
    async (request, reply) => {
      const { account } = request;
      const { message, isUrgent } = request.body;
      if (isBlank(message)) throw httpError(400, MESSAGE_MESSAGES.liaisonMessageRequired, 'message');
      const scope = resolveBuildingScope(account, request.body.buildingId);
      // "All buildings" only names one building for an account that has exactly one.
      const [buildingId] = scope;
      if (buildingId === undefined || scope.length !== 1) {
        throw httpError(400, MESSAGE_MESSAGES.chooseBuilding, 'buildingId');
      }
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
        const building = await findLiaisonBuilding(tx, buildingId);
        const liaisonEmail = building?.liaisonEmail?.trim();
        if (!building || !liaisonEmail) throw httpError(409, MESSAGE_MESSAGES.noLiaison);
        const sender = await requireSender(tx, account.id);
        const messageId = await insertMessage(tx, { accountId: account.id, buildingId, residentId: null, body: message, isUrgent });
        const mail = liaisonMail({ ...building, liaisonEmail }, sender, message, isUrgent);
        return { body: SUCCESS, afterCommit: mailAfterCommit(app.db, app.mailer, request.log, messageId, mail) };
      });
    },
  );

  app.post<{ Body: MessageUserBody }>(
    '/building-manager/message-user/',
    { schema: messageUserSchema, preHandler: app.authenticate },
    async (request, reply) => {
      const { account } = request;
      const { userId, message } = request.body;
      if (isBlank(message)) throw httpError(400, MESSAGE_MESSAGES.userMessageRequired, 'message');
      const buildingIds = resolveBuildingScope(account, request.body.buildingId);
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
        const resident = await findResidentInScope(tx, userId, buildingIds);
        if (!resident) throw httpError(404, MESSAGE_MESSAGES.userNotFound, 'userId');
        const sender = await requireSender(tx, account.id);
        const messageId = await insertMessage(tx, {
          accountId: account.id,
          buildingId: resident.buildingId,
          residentId: resident.id,
          body: message,
          isUrgent: false,
        });
        const mail = residentMail(resident, sender, message);
        return { body: SUCCESS, afterCommit: mailAfterCommit(app.db, app.mailer, request.log, messageId, mail) };
      });
    },
  );
};

export default messagesRoutes;
