import { resolveOneBuilding } from '../../auth/building-scope.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { buildingName, residentPreviewEvents } from '../../residents/resident-preview-sql.ts';
import { residentPreviewSchema } from './resident-preview-schemas.ts';
import { RESIDENT_PREVIEW_MESSAGES } from './resident-preview-messages.ts';

/**
 * In the manager scope: the residents' page of one of the caller's buildings as its residents see
 * it, with nobody's status, so the top bar's preview needs no resident session (and no token in the
 * address: the page sends the staff session it finds on the same origin).
 */
const residentPreviewRoutes: RoutePlugin = async (app) => {
  app.post('/resident-preview/', { schema: residentPreviewSchema }, async (request) => {
    const buildingId = resolveOneBuilding(request.account, request.body.buildingId, RESIDENT_PREVIEW_MESSAGES.chooseBuilding);
    return { buildingId, buildingName: await buildingName(app.db, buildingId), events: await residentPreviewEvents(app.db, buildingId) };
  });
};

export default residentPreviewRoutes;
