import { callerBuildings } from '../../auth/building-scope.ts';
import { checkInTimes } from '../../front-desk/check-in-window.ts';
import { deskActorOf } from '../../front-desk/desk-actor.ts';
import { findEventSummary } from '../../front-desk/event-summary-sql.ts';
import { ROSTER_MESSAGES } from '../../front-desk/roster-messages.ts';
import { rosterEntries } from '../../front-desk/roster-repository.ts';
import { httpError } from '../../http/http-error.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { cancelRsvpSchema, eventRosterSchema, rsvpSchema, undoCancelRsvpSchema } from './roster-schemas.ts';

/**
 * In the manager scope (server/http/session-scope.ts): an event's roster, and the desk's RSVP writes
 * (server/front-desk/rsvp.ts), run through the Idempotency-Key machinery (the outbox replays them
 * exactly once).
 */
const rosterRoutes: RoutePlugin = async (app) => {
  app.post('/event-roster/', { schema: eventRosterSchema }, async (request) => {
    const event = await findEventSummary(app.db, request.body.eventId, callerBuildings(request.account));
    if (!event) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
    return { event, rsvps: await rosterEntries(app.db, event.id), ...(await checkInTimes(app.db, event.id)) };
  });

  app.post('/rsvp/', { schema: rsvpSchema }, async (request, reply) => {
    const desk = app.frontDesk.as(deskActorOf(request.account));
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({ body: await desk.rsvp(tx, request.body) }));
  });

  app.post('/cancel-rsvp/', { schema: cancelRsvpSchema }, async (request, reply) => {
    const desk = app.frontDesk.as(deskActorOf(request.account));
    const options = { db: app.db, accountId: request.account.id };
    return replyIdempotently(request, reply, options, async (tx) => ({ body: await desk.cancelRsvp(tx, request.body) }));
  });

  app.post('/undo-cancel-rsvp/', { schema: undoCancelRsvpSchema }, async (request, reply) => {
    const desk = app.frontDesk.as(deskActorOf(request.account));
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({ body: await desk.undoCancelRsvp(tx, request.body) }));
  });
};

export default rosterRoutes;
