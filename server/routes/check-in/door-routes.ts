import { callerBuildings, resolveBuildingScope } from '../../auth/building-scope.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { isResidentOf } from '../../front-desk/capacity.ts';
import { CHECK_IN_MESSAGES } from '../../front-desk/check-in-messages.ts';
import { findEventSummary } from '../../front-desk/event-summary-sql.ts';
import { checkInLogLines, residentIndex } from './door-repository.ts';
import { checkInLogSchema, residentIndexSchema } from './door-schemas.ts';

/**
 * In the manager scope (server/http/session-scope.ts): what the door's tablet reads besides the
 * roster (front-desk.md "Offline, on several tablets"): the small resident index the offline
 * warm-up keeps for finding walk-ins, and a resident's lines of the append-only check-in log.
 */
const doorRoutes: RoutePlugin = async (app) => {
  app.post('/resident-index/', { schema: residentIndexSchema }, async (request) => {
    const buildingIds = resolveBuildingScope(request.account, request.body?.buildingId);
    return { residents: await residentIndex(app.db, buildingIds) };
  });

  app.post('/check-in-log/', { schema: checkInLogSchema }, async (request) => {
    const { eventId, userId } = request.body;
    const event = await findEventSummary(app.db, eventId, callerBuildings(request.account));
    if (!event) throw httpError(404, CHECK_IN_MESSAGES.eventNotFound, 'eventId');
    if (!(await isResidentOf(app.db, userId, event.buildingId))) throw httpError(404, CHECK_IN_MESSAGES.residentNotFound, 'userId');
    return { lines: await checkInLogLines(app.db, eventId, userId) };
  });
};

export default doorRoutes;
