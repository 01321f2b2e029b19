import type { FromSchema } from 'json-schema-to-ts';
import { callerBuildings } from '../../auth/building-scope.ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { httpError } from '../../http/http-error.ts';
import { cancelledMail, queueResidentMails } from '../../front-desk/event-mail.ts';
import { cancelEvents, lockFollowing, lockTarget } from '../../schedule/event-writes.ts';
import { goingOrWaiting, type CancelledRsvp } from './schedule-repository.ts';
import type { cancelEventSchema } from './schedule-schemas.ts';
import { SCHEDULE_MESSAGES } from '../../schedule/schedule-strings.ts';
import { endSeriesBefore, isFirstOccurrence } from '../../schedule/series-repository.ts';

type CancelEventBody = FromSchema<typeof cancelEventSchema.body>;

/** One e-mail per resident, listing every cancelled occurrence they were going to or waiting for. */
function byResident(rows: readonly CancelledRsvp[]): CancelledRsvp[][] {
  const groups = new Map<number, CancelledRsvp[]>();
  for (const row of rows) groups.set(row.residentId, [...(groups.get(row.residentId) ?? []), row]);
  return [...groups.values()];
}

/**
 * cancel-event/: one event, or this and the following occurrences of its series (whose rule then
 * ends the day before). RSVPs stay as they were (a cancelled event counts in no figure); residents
 * going or waitlisted are e-mailed through the mail queue, queued in the caller's transaction.
 */
export async function cancelEvent(tx: Queryable, account: AuthenticatedAccount, body: CancelEventBody) {
  const target = await lockTarget(tx, body.id, callerBuildings(account));
  if (!target) throw httpError(404, SCHEDULE_MESSAGES.eventNotFound, 'id');
  const following = body.scope === 'following' && target.seriesId !== null;
  const targets = following ? await lockFollowing(tx, target) : target.cancelled ? [] : [target];
  const ids = targets.map((t) => t.id);
  if (ids.length === 0) return { ids, residentsTold: 0 };
  await cancelEvents(tx, ids);
  if (following && target.seriesId !== null && !(await isFirstOccurrence(tx, target.seriesId, target.id))) {
    await endSeriesBefore(tx, target.seriesId, target.date);
  }
  const groups = byResident(await goingOrWaiting(tx, ids));
  await queueResidentMails(tx, account.id, groups.map((rows) => ({ to: rows[0] as CancelledRsvp, mail: cancelledMail(rows[0] as CancelledRsvp, rows) })));
  await announceChange(tx, { kind: 'event', buildingIds: [target.buildingId], eventIds: ids });
  return { ids, residentsTold: groups.length };
}
