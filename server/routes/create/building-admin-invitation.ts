import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveOneBuilding } from '../../auth/building-scope.ts';
import { hashPassword } from '../../auth/password.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import { publicUrlOf } from '../../http/public-url.ts';
import { optionalText } from '../../http/text-input.ts';
import { createResetToken, hashResetToken, resetLink } from '../../auth/reset-token.ts';
import { messagesIn } from '../../i18n/server-messages.ts';
import { CREATE_STRINGS } from './create-strings.ts';
import { INVITATION_MAIL } from './invitation-mail.ts';
import { insertBuildingAdmin } from './staff-repository.ts';

/**
 * How long the e-mailed link of a new account works: longer than a reset link (an hour), since
 * the new front desk may read the mail days later; an expired one is replaced by "Forgot password".
 */
export const INVITATION_VALID_HOURS = 72;

export interface BuildingAdminInput {
  firstName: string;
  lastName: string;
  email: string | null | undefined;
  buildingId: number | null | undefined;
  studioId: number | undefined;
}

/**
 * /add-staff/ for a building admin: the account (no password anyone knows), its building and a
 * password-reset token commit together; the e-mail with the link to set a password goes out after
 * the commit and never undoes the answer (a mail server that is down leaves an account whose owner
 * can ask "Forgot password" for a new link, the failure in the log).
 */
export async function addBuildingAdmin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: BuildingAdminInput,
): Promise<FastifyReply> {
  const email = optionalText(input.email)?.toLowerCase() ?? null;
  if (email === null) throw httpError(400, CREATE_STRINGS.buildingAdminNeedsEmail, 'email');
  if (input.studioId !== undefined) throw httpError(400, CREATE_STRINGS.buildingAdminTakesNoStudio, 'studioId');
  if (input.buildingId === undefined) throw httpError(400, CREATE_STRINGS.buildingAdminNeedsBuilding, 'buildingId');
  const buildingId = resolveOneBuilding(request.account, input.buildingId, CREATE_STRINGS.chooseBuilding);
  const token = createResetToken();
  const unusablePasswordHash = await hashPassword(createResetToken());
  let mail: { subject: string; text: string } | null = null;
  return replyIdempotently(
    request,
    reply,
    {
      db: app.db,
      accountId: request.account.id,
      afterCommit: async () => {
        if (mail === null) return;
        await app.mailer
          .send({ to: email, subject: mail.subject, text: mail.text })
          .catch((error: unknown) => request.log.error({ err: error }, 'building-admin invitation mail could not be sent'));
      },
    },
    async (tx) => {
      const created = await insertBuildingAdmin(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        buildingId,
        unusablePasswordHash,
        tokenHash: hashResetToken(token),
        validMinutes: INVITATION_VALID_HOURS * 60,
        managerId: request.account.id,
      });
      // Set last: a refusal thrown before this point commits no account, so no mail goes out. In the
      // new account's language.
      const words = messagesIn(INVITATION_MAIL, created.language);
      mail = {
        subject: words.subject,
        text: words.text({
          firstName: input.firstName,
          buildingName: created.buildingName,
          managerName: created.managerName,
          link: resetLink(publicUrlOf(app), email, token),
          validHours: INVITATION_VALID_HOURS,
        }),
      };
      return {
        body: {
          ...SUCCESS_MSG,
          id: created.id,
          staffType: 'building_admin',
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          buildingId,
          studioId: null,
        },
      };
    },
  );
}
