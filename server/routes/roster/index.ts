import { callerBuildings } from '../../auth/building-scope.ts';
import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../events/change-notice.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { findEventSummary } from '../schedule/event-summary-sql.ts';
import { cancelPlace, checkInTimes, isResidentOf, lockEvent, rosterEntries, rsvpStatus, takePlace, type LockedEvent } from './roster-repository.ts';
import { cancelRsvpSchema, eventRosterSchema, rsvpSchema, undoCancelRsvpSchema, type RosterEntry } from './roster-schemas.ts';
import { ROSTER_MESSAGES } from './roster-strings.ts';
import { undoCancel, UNDO_CANCEL_SECONDS } from './undo-cancel.ts';
import { promoteWaitlist } from './waitlist.ts';

/** The event, locked, if the caller may change its RSVPs now; else the 4xx naming the field. */
async function openEvent(tx: Queryable, eventId: number, buildingIds: readonly number[], residentId: number): Promise<LockedEvent> {
  const event = await lockEvent(tx, eventId, buildingIds);
  if (!event) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
  // Scope first: another building's resident is a 404 whatever the event's state.
  if (!(await isResidentOf(tx, residentId, event.buildingId))) throw httpError(404, ROSTER_MESSAGES.residentNotFound, 'userId');
  if (event.cancelled) throw httpError(422, ROSTER_MESSAGES.eventCancelled, 'eventId');
  if (event.ended) throw httpError(422, ROSTER_MESSAGES.eventEnded, 'eventId');
  return event;
}

async function entryOf(tx: Queryable, eventId: number, residentId: number): Promise<RosterEntry> {
  const [entry] = await rosterEntries(tx, eventId, residentId);
  if (!entry) throw new Error(`RSVP of resident ${residentId} to event ${eventId} vanished`);
  return entry;
}

/**
 * In the manager scope (server/http/session-scope.ts). RSVP changes lock the event row, so the
 * capacity rule holds under concurrent desks; they run through the Idempotency-Key machinery (the
 * outbox replays them exactly once) and queue their e-mails in the same transaction.
 */
const rosterRoutes: RoutePlugin = async (app) => {
  app.post('/event-roster/', { schema: eventRosterSchema }, async (request) => {
    const event = await findEventSummary(app.db, request.body.eventId, callerBuildings(request.account));
    if (!event) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
    return { event, rsvps: await rosterEntries(app.db, event.id), ...(await checkInTimes(app.db, event.id)) };
  });

  app.post('/rsvp/', { schema: rsvpSchema }, async (request, reply) => {
    const { account } = request;
    const { eventId, userId } = request.body;
    const buildingIds = callerBuildings(account);
    return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
      const event = await openEvent(tx, eventId, buildingIds, userId);
      const current = await rsvpStatus(tx, eventId, userId);
      if (current !== 'going' && current !== 'waitlisted') {
        const full = event.capacity !== null && event.going >= event.capacity;
        await takePlace(tx, eventId, userId, full ? 'waitlisted' : 'going');
        await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId] });
      }
      const rsvp = await entryOf(tx, eventId, userId);
      const status = rsvp.status === 'waitlisted' ? 'waitlisted' : 'going';
      return { body: { status, position: rsvp.position, rsvp } };
    });
  });

  app.post('/cancel-rsvp/', { schema: cancelRsvpSchema }, async (request, reply) => {
    const { account } = request;
    const { eventId, userId } = request.body;
    const buildingIds = callerBuildings(account);
    return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
      const event = await openEvent(tx, eventId, buildingIds, userId);
      if ((await rsvpStatus(tx, eventId, userId)) === null) throw httpError(404, ROSTER_MESSAGES.noRsvp, 'userId');
      const was = await cancelPlace(tx, eventId, userId);
      let promoted: RosterEntry | null = null;
      if (was !== null) {
        // The promotion may still be taken back by the desk's Undo: its e-mail waits until it cannot.
        const freedBy = { rsvpId: was.rsvpId, mailDelaySeconds: UNDO_CANCEL_SECONDS };
        const [promotedId] = was.status === 'going' ? await promoteWaitlist(tx, eventId, account.id, freedBy) : [];
        if (promotedId !== undefined) promoted = await entryOf(tx, eventId, promotedId);
        await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId] });
      }
      return { body: { rsvp: await entryOf(tx, eventId, userId), promoted } };
    });
  });

  app.post('/undo-cancel-rsvp/', { schema: undoCancelRsvpSchema }, async (request, reply) => {
    const { account } = request;
    const { eventId, userId } = request.body;
    return replyIdempotently(request, reply, { db: app.db, accountId: account.id }, async (tx) => {
      const event = await openEvent(tx, eventId, callerBuildings(account), userId);
      const returned = await undoCancel(tx, eventId, userId, event.capacity);
      await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId] });
      const returnedToWaitlist = await Promise.all(returned.map((id) => entryOf(tx, eventId, id)));
      return { body: { rsvp: await entryOf(tx, eventId, userId), returnedToWaitlist } };
    });
  });
};

export default rosterRoutes;
