// The self check-in kiosk's own read (a tablet residents touch): what it shows of an event's going
// residents and nothing else, so the device holds no more of them than it shows.
import { callerBuildings } from '../../auth/building-scope.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { ROSTER_MESSAGES } from '../../front-desk/roster-messages.ts';
import { eventInBuildings, kioskResidents } from './kiosk-repository.ts';
import { kioskRosterSchema } from './kiosk-schemas.ts';

/** In the manager scope (server/http/session-scope.ts): an event of the caller's buildings only. */
const kioskRoutes: RoutePlugin = async (app) => {
  app.post('/kiosk-roster/', { schema: kioskRosterSchema, config: KIOSK_CALL }, async (request) => {
    const { eventId } = request.body;
    if (!(await eventInBuildings(app.db, eventId, callerBuildings(request.account)))) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
    return { eventId, residents: await kioskResidents(app.db, eventId) };
  });
};

export default kioskRoutes;
