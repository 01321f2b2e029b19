import { resolveBuildingScope } from '../../auth/building-scope.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { residentIndex } from './door-repository.ts';
import { residentIndexSchema } from './door-schemas.ts';

/**
 * In the manager scope (server/http/session-scope.ts): what the door's tablet reads besides the
 * roster (front-desk.md "Offline, on several tablets"): the small resident index the offline
 * warm-up keeps for finding walk-ins.
 */
const doorRoutes: RoutePlugin = async (app) => {
  app.post('/resident-index/', { schema: residentIndexSchema }, async (request) => {
    const buildingIds = resolveBuildingScope(request.account, request.body?.buildingId);
    return { residents: await residentIndex(app.db, buildingIds) };
  });
};

export default doorRoutes;
