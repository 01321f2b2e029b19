import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { cancelRsvpSchema, eventRosterSchema, rsvpSchema } from './roster-schemas.ts';

/** In the manager scope (server/http/session-scope.ts). */
const rosterRoutes: RoutePlugin = async (app) => {
  app.post('/event-roster/', { schema: eventRosterSchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
  app.post('/rsvp/', { schema: rsvpSchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
  app.post('/cancel-rsvp/', { schema: cancelRsvpSchema }, async () => {
    throw httpError(501, 'Not implemented yet.');
  });
};

export default rosterRoutes;
