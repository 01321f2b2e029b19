import { resolveBuildingScope } from '../../auth/building-scope.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { cancelEvent } from './cancel-event.ts';
import { createEvent } from './create-event.ts';
import { eventMailQueue } from './event-mail-queue.ts';
import { listEventDays } from './schedule-repository.ts';
import { cancelEventSchema, createEventSchema, eventsTodaySchema, updateEventSchema } from './schedule-schemas.ts';
import { updateEvent } from './update-event.ts';

/**
 * In the manager scope (server/http/session-scope.ts). Scheduling needs the connection (front-desk.md):
 * these calls are not replayed from the outbox, so they take no Idempotency-Key. Each announces the
 * events it changed on the live stream (kind event) in its transaction.
 */
const scheduleRoutes: RoutePlugin = async (app) => {
  const mailQueue = eventMailQueue(app);

  app.post('/create-event/', { schema: createEventSchema }, async (request) => createEvent(app, request, request.body));

  app.post('/update-event/', { schema: updateEventSchema }, async (request) => {
    const { answer, mailed } = await updateEvent(app, request, request.body);
    if (mailed) mailQueue.wake();
    return answer;
  });

  app.post('/cancel-event/', { schema: cancelEventSchema }, async (request) => {
    const answer = await cancelEvent(app, request, request.body);
    if (answer.residentsTold > 0) mailQueue.wake();
    return answer;
  });

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
