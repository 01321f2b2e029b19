import { resolveBuildingScope, resolveOneBuilding } from '../../auth/building-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { liaisonMail, residentMail } from './messages-mail.ts';
import {
  findLiaisonBuilding,
  findResidentInScope,
  findSender,
  insertMessage,
  type Sender,
} from './messages-repository.ts';
import { messageLiaisonSchema, messageUserSchema } from './messages-schemas.ts';
import { MESSAGE_MESSAGES } from './messages-strings.ts';

const SUCCESS = { msg: MESSAGE_MESSAGES.success } as const;

function isBlank(text: string): boolean {
  return text.trim().length === 0;
}

/** The signed-in account was loaded moments ago by the session scope; its absence is a server fault. */
async function requireSender(tx: Queryable, accountId: number): Promise<Sender> {
  const sender = await findSender(tx, accountId);
  if (!sender) throw new Error(`signed-in account ${accountId} has no row`);
  return sender;
}

/**
 * A message is accepted when its row, its queued e-mail and its Idempotency-Key answer commit
 * together; the e-mail goes out right after (and is retried) from the mail queue (server/mail/). So
 * "Success", however often it is replayed, always names a message whose e-mail is sent or on its way.
 */
const messagesRoutes: RoutePlugin = async (app) => {

  app.post(
    '/message-liason/',
    { schema: messageLiaisonSchema },
    async (request, reply) => {
      const { account } = request;
      const { message, isUrgent } = request.body;
      if (isBlank(message)) throw httpError(400, MESSAGE_MESSAGES.liaisonMessageRequired, 'message');
      // "All buildings" only names one building for an account that has exactly one.
      const buildingId = resolveOneBuilding(account, request.body.buildingId, MESSAGE_MESSAGES.chooseBuilding);
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
        const building = await findLiaisonBuilding(tx, buildingId);
        const liaisonEmail = building?.liaisonEmail?.trim();
        if (!building || !liaisonEmail) throw httpError(422, MESSAGE_MESSAGES.noLiaison, 'buildingId');
        const sender = await requireSender(tx, account.id);
        await insertMessage(tx, {
          accountId: account.id,
          buildingId,
          residentId: null,
          body: message,
          isUrgent,
          mail: liaisonMail({ ...building, liaisonEmail }, sender, message, isUrgent),
        });
        await announceChange(tx, { kind: 'message', buildingIds: [buildingId] });
        return { body: SUCCESS };
      });
    },
  );

  app.post(
    '/message-user/',
    { schema: messageUserSchema },
    async (request, reply) => {
      const { account } = request;
      const { userId, message } = request.body;
      if (isBlank(message)) throw httpError(400, MESSAGE_MESSAGES.userMessageRequired, 'message');
      const buildingIds = resolveBuildingScope(account, request.body.buildingId);
      return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
        const resident = await findResidentInScope(tx, userId, buildingIds);
        if (!resident) throw httpError(404, MESSAGE_MESSAGES.userNotFound, 'userId');
        const sender = await requireSender(tx, account.id);
        await insertMessage(tx, {
          accountId: account.id,
          buildingId: resident.buildingId,
          residentId: resident.id,
          body: message,
          isUrgent: false,
          mail: residentMail(resident, sender, message),
        });
        await announceChange(tx, { kind: 'message', buildingIds: [resident.buildingId] });
        return { body: SUCCESS };
      });
    },
  );
};

export default messagesRoutes;
