import type { FromSchema } from 'json-schema-to-ts';
import { callerBuildings } from '../../auth/building-scope.ts';
import type { AuthenticatedAccount } from '../../auth/fastify-types.ts';
import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { httpError } from '../../http/http-error.ts';
import { promoteWaitlist } from '../../front-desk/waitlist.ts';
import { findEventSummary } from '../../front-desk/event-summary-sql.ts';
import { EVENT_TYPE_NAMES, lockFollowing, lockTarget, updateEvents, type EventChanges, type TargetEvent } from '../../schedule/event-writes.ts';
import { checkReferences } from './schedule-references.ts';
import type { updateEventSchema } from './schedule-schemas.ts';
import { zoneNotices } from './schedule-notices.ts';
import { SCHEDULE_MESSAGES } from '../../schedule/schedule-strings.ts';
import { durationMinutes } from '../../schedule/series-dates.ts';
import { splitSeries } from '../../schedule/series-repository.ts';

type UpdateEventBody = FromSchema<typeof updateEventSchema.body>;

/** Each target's new day, start and duration, when the body moves anything in time (else undefined). */
function newTimes(targets: readonly TargetEvent[], body: UpdateEventBody): EventChanges['times'] {
  if (body.date === undefined && body.startTime === undefined && body.endTime === undefined) return undefined;
  const times = { ids: [] as number[], dates: [] as string[], startTimes: [] as string[], durations: [] as number[] };
  for (const target of targets) {
    const startTime = body.startTime ?? target.startTime;
    times.ids.push(target.id);
    times.dates.push(body.date ?? target.date);
    times.startTimes.push(startTime);
    times.durations.push(durationMinutes(startTime, body.endTime ?? target.endTime));
  }
  return times;
}

/** A capacity below the places given is refused, saying how many are going (the most of the targets). */
function checkCapacity(targets: readonly TargetEvent[], capacity: number | null | undefined): void {
  if (capacity === undefined || capacity === null) return;
  const going = Math.max(0, ...targets.map((t) => t.going));
  if (capacity < going) throw httpError(422, SCHEDULE_MESSAGES.capacityBelowGoing(going), 'capacity');
}

async function loadTargets(tx: Queryable, account: AuthenticatedAccount, body: UpdateEventBody): Promise<{ target: TargetEvent; targets: TargetEvent[] }> {
  const target = await lockTarget(tx, body.id, callerBuildings(account));
  if (!target) throw httpError(404, SCHEDULE_MESSAGES.eventNotFound, 'id');
  if (target.cancelled) throw httpError(422, SCHEDULE_MESSAGES.eventCancelled, 'id');
  const following = body.scope === 'following' && target.seriesId !== null;
  if (following && body.date !== undefined) throw httpError(400, SCHEDULE_MESSAGES.dateNotForSeries, 'date');
  return { target, targets: following ? await lockFollowing(tx, target) : [target] };
}

/**
 * update-event/: one occurrence, or this and the following ones of its series (which then become a
 * series of their own). A capacity raised gives the freed places to the waitlist in order (e-mailed).
 * In the caller's transaction (the e-mails it queues go out once that commits); answers whether
 * residents were e-mailed.
 */
/** `publicUrl`: the origin of the link in a promoted resident's e-mail (a capacity raised frees places). */
export async function updateEvent(tx: Queryable, account: AuthenticatedAccount, body: UpdateEventBody, publicUrl: string) {
  if (body.name !== undefined && body.name.trim() === '') throw httpError(400, SCHEDULE_MESSAGES.nameRequired, 'name');
  const { target, targets } = await loadTargets(tx, account, body);
  const picture = await checkReferences(tx, target.buildingId, account.id, body);
  checkCapacity(targets, body.capacity);
  const times = newTimes(targets, body);
  const changes: EventChanges = {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.eventType !== undefined ? { eventType: EVENT_TYPE_NAMES[body.eventType] } : {}),
    ...(body.venueId !== undefined ? { venueId: body.venueId } : {}),
    ...(body.teacherId !== undefined ? { teacherId: body.teacherId } : {}),
    ...(body.studioId !== undefined ? { studioId: body.studioId } : {}),
    ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
    ...(picture ? { picture } : {}),
    ...(times ? { times } : {}),
  };
  if (body.scope === 'following' && target.seriesId !== null) {
    const seriesTimes = times && { startTime: times.startTimes[0] ?? target.startTime, durationMinutes: times.durations[0] ?? 1 };
    changes.seriesId = await splitSeries(tx, target.seriesId, { eventId: target.id, date: target.date }, seriesTimes ?? null);
  }
  const ids = targets.map((t) => t.id);
  const written = await updateEvents(tx, ids, changes);
  const promoted: number[] = [];
  if (body.capacity !== undefined) {
    for (const id of ids) promoted.push(...(await promoteWaitlist(tx, id, { accountId: account.id, publicUrl })));
  }
  await announceChange(tx, { kind: 'event', buildingIds: [target.buildingId], eventIds: ids });
  if (promoted.length > 0) await announceChange(tx, { kind: 'roster', buildingIds: [target.buildingId], eventIds: ids });
  const event = await findEventSummary(tx, target.id, [target.buildingId]);
  if (!event) throw new Error(`event ${target.id} vanished`);
  const asked = { startTime: body.startTime ?? target.startTime, endTime: body.endTime ?? target.endTime };
  const notices = times ? zoneNotices(written, asked, event.timeZone) : [];
  return { answer: { event, ids, notices }, mailed: promoted.length > 0 };
}
