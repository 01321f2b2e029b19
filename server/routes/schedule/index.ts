import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { replyIdempotently, type IdempotentEffect } from '../../http/idempotency.ts';
import { publicUrlOf } from '../../http/public-url.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { cancelEvent } from './cancel-event.ts';
import { createEvent } from './create-event.ts';
import { listEventDays } from './schedule-repository.ts';
import { cancelEventSchema, createEventSchema, eventsTodaySchema, updateEventSchema } from './schedule-schemas.ts';
import { updateEvent } from './update-event.ts';

/**
 * In the manager scope (server/http/session-scope.ts). Scheduling needs the connection (front-desk.md),
 * so these calls are not replayed from the outbox; they still honour Idempotency-Key as every write
 * does: a Save whose answer was lost and is sent again with its key gets the first answer, and no
 * second event or series. Each announces the events it changed on the live stream (kind event) in its
 * transaction.
 */
const scheduleRoutes: RoutePlugin = async (app) => {
  /** Runs the write once per Idempotency-Key (its e-mails, queued in it, go out once it commits). */
  const once = (request: FastifyRequest, reply: FastifyReply, effect: IdempotentEffect) =>
    replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, effect);

  app.post('/create-event/', { schema: createEventSchema }, async (request, reply) =>
    once(request, reply, async (tx) => ({ body: await createEvent(tx, request.account, request.body) })),
  );

  app.post('/update-event/', { schema: updateEventSchema }, async (request, reply) =>
    once(request, reply, async (tx) => ({ body: (await updateEvent(tx, request.account, request.body, publicUrlOf(app))).answer })),
  );

  app.post('/cancel-event/', { schema: cancelEventSchema }, async (request, reply) =>
    once(request, reply, async (tx) => ({ body: await cancelEvent(tx, request.account, request.body) })),
  );

  // The kiosk's start screen lists today's events open for check-in.
  app.post('/events-today/', { schema: eventsTodaySchema, config: KIOSK_CALL }, async (request) => {
    const body = request.body ?? {};
    const buildingIds = resolveBuildingScope(request.account, body.buildingId);
    const events = await listEventDays(app.db, {
      buildingIds,
      date: body.date ?? null,
      days: body.days ?? 1,
      includeCancelled: body.includeCancelled ?? false,
    });
    return { events };
  });
};

export default scheduleRoutes;
