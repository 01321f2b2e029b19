import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { cancelEventSchema, createEventSchema, eventsTodaySchema, updateEventSchema } from './schedule-schemas.ts';

/** In the manager scope (server/http/session-scope.ts): scheduling needs the connection (front-desk.md). */
const scheduleRoutes: RoutePlugin = async (app) => {
  app.post('/create-event/', { schema: createEventSchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
  app.post('/update-event/', { schema: updateEventSchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
  app.post('/cancel-event/', { schema: cancelEventSchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
  app.post('/events-today/', { schema: eventsTodaySchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
};

export default scheduleRoutes;
