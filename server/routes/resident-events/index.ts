import { residentActorOf } from '../../front-desk/desk-actor.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { listResidentEvents, pastOwnEvents, upcomingOwnEvents, wasLateCancel } from './resident-events-repository.ts';
import { myEventsSchema, residentCancelRsvpSchema, residentEventsSchema, residentRsvpSchema } from './resident-events-schemas.ts';
import { RESIDENT_EVENTS_MESSAGES } from './resident-events-strings.ts';

/**
 * In the residents' scope (server/http/resident-scope.ts): the events of the resident's buildings,
 * and their own RSVPs, through the desk's own services (server/front-desk/rsvp.ts, app.frontDesk)
 * with the resident as the actor: the same capacity, waitlist and event lock, so a resident and a
 * desk taking the last place at once give one going and one waitlisted. No Idempotency-Key: both
 * writes answer a repeat with the state already reached.
 */
export const residentEventsRoutes: RoutePlugin = async (app) => {
  app.post('/events/', { schema: residentEventsSchema }, async (request) => {
    const { from = null, to = null } = request.body ?? {};
    if (from !== null && to !== null && to < from) throw httpError(400, RESIDENT_EVENTS_MESSAGES.toBeforeFrom, 'to');
    const { id, buildingIds } = request.resident;
    return { events: await listResidentEvents(app.db, { residentId: id, buildingIds, from, to }) };
  });

  app.post('/rsvp/', { schema: residentRsvpSchema }, async (request) => {
    const { resident } = request;
    const desk = app.frontDesk.as(residentActorOf(resident));
    const { status, position } = await app.db.transaction((tx) => desk.rsvp(tx, { eventId: request.body.eventId, userId: resident.id }));
    return { status, position };
  });

  app.post('/cancel-rsvp/', { schema: residentCancelRsvpSchema }, async (request) => {
    const { resident } = request;
    const { eventId } = request.body;
    const desk = app.frontDesk.as(residentActorOf(resident));
    // Who got the freed place is not the resident's to know: only their own RSVP is answered.
    const lateCancel = await app.db.transaction(async (tx) => {
      await desk.cancelRsvp(tx, { eventId, userId: resident.id });
      return wasLateCancel(tx, eventId, resident.id);
    });
    return { rsvp: { status: 'cancelled' as const, lateCancel } };
  });

  app.post('/my-events/', { schema: myEventsSchema }, async (request) => {
    const { id, buildingIds } = request.resident;
    const [upcoming, past] = await Promise.all([upcomingOwnEvents(app.db, id, buildingIds), pastOwnEvents(app.db, id, buildingIds)]);
    return { upcoming, past };
  });
};
