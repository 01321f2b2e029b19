import type { FromSchema } from 'json-schema-to-ts';
import { resolveOneBuilding } from '../../auth/building-scope.ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { httpError } from '../../http/http-error.ts';
import { EVENT_TYPE_NAMES, insertOccurrences } from '../../schedule/event-writes.ts';
import { checkReferences } from './schedule-references.ts';
import type { createEventSchema } from './schedule-schemas.ts';
import { zoneNotices } from './schedule-notices.ts';
import { SCHEDULE_MESSAGES } from '../../schedule/schedule-strings.ts';
import { durationMinutes, seriesDates } from '../../schedule/series-dates.ts';
import { insertSeries } from '../../schedule/series-repository.ts';

type CreateEventBody = FromSchema<typeof createEventSchema.body>;

/** create-event/: one event, or a weekly series of them, in the caller's transaction. */
export async function createEvent(tx: Queryable, account: AuthenticatedAccount, body: CreateEventBody) {
  const buildingId = resolveOneBuilding(account, body.buildingId, SCHEDULE_MESSAGES.chooseBuilding);
  const name = body.name.trim();
  if (name === '') throw httpError(400, SCHEDULE_MESSAGES.nameRequired, 'name');
  const duration = durationMinutes(body.startTime, body.endTime);
  const dates = body.repeat ? seriesDates(body.date, body.repeat) : [body.date];
  const picture = await checkReferences(tx, buildingId, account.id, body);
  const [building] = await tx.query<{ timeZone: string }>('SELECT time_zone AS "timeZone" FROM building WHERE id = $1', [buildingId]);
  if (!building) throw httpError(404, SCHEDULE_MESSAGES.eventNotFound, 'buildingId');
  const seriesId = body.repeat
    ? await insertSeries(tx, {
        buildingId,
        weekdays: body.repeat.weekdays,
        startTime: body.startTime,
        durationMinutes: duration,
        firstDate: body.date,
        untilDate: body.repeat.until ?? null,
        count: body.repeat.count ?? null,
        createdBy: account.id,
      })
    : null;
  const written = await insertOccurrences(tx, {
    buildingId,
    seriesId,
    name,
    eventType: EVENT_TYPE_NAMES[body.eventType],
    venueId: body.venueId ?? null,
    teacherId: body.teacherId ?? null,
    studioId: body.studioId ?? null,
    capacity: body.capacity ?? null,
    image: picture?.image ?? null,
    imageId: picture?.imageId ?? null,
    dates,
    startTime: body.startTime,
    durationMinutes: duration,
  });
  const ids = written.map((o) => o.id);
  await announceChange(tx, { kind: 'event', buildingIds: [buildingId], eventIds: ids });
  return { ids, seriesId, notices: zoneNotices(written, body, building.timeZone) };
}
