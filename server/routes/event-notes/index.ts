import { deskActorOf } from '../../front-desk/desk-actor.ts';
import { eventNotes } from '../../front-desk/event-notes.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { classNotesSchema, incidentsSchema, reportIncidentSchema } from './event-notes-schemas.ts';

/**
 * In the manager scope (server/http/session-scope.ts): an event's class notes and incident reports
 * (server/front-desk/event-notes.ts). The two writes come from the outbox, so they run through the
 * Idempotency-Key machinery: a report replayed after a lost answer is stored once.
 */
const eventNotesRoutes: RoutePlugin = async (app) => {
  app.post('/class-notes/', { schema: classNotesSchema }, async (request, reply) => {
    const desk = app.frontDesk.as(deskActorOf(request.account));
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({
      body: await desk.saveClassNotes(tx, request.body),
    }));
  });

  app.post('/report-incident/', { schema: reportIncidentSchema }, async (request, reply) => {
    const desk = app.frontDesk.as(deskActorOf(request.account));
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({
      body: await desk.reportIncident(tx, request.body),
    }));
  });

  app.post('/incidents/', { schema: incidentsSchema }, async (request) => eventNotes(app.db, deskActorOf(request.account), request.body.eventId));
};

export default eventNotesRoutes;
