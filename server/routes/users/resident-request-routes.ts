// The residents front desks asked for (Create user in a building-admin session), confirmed or
// declined by a manager of the building. In the manager scope, through the users plugin.
import { callerBuildings } from '../../auth/building-scope.ts';
import { requireManager } from '../../auth/manager-only.ts';
import { SUCCESS_MSG } from '../../http/field-schemas.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { confirmResidentRequest, declineResidentRequest, listResidentRequests } from './resident-request-repository.ts';
import { confirmResidentRequestSchema, declineResidentRequestSchema, residentRequestsSchema } from './resident-request-schemas.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

const residentRequestRoutes: RoutePlugin = async (app) => {
  app.post('/resident-requests/', { schema: residentRequestsSchema }, async (request) => {
    requireManager(request, USERS_STRINGS.requestsManagersOnly);
    return { requests: await listResidentRequests(app.db, callerBuildings(request.account)) };
  });

  app.post('/confirm-resident-request/', { schema: confirmResidentRequestSchema }, async (request, reply) => {
    requireManager(request, USERS_STRINGS.requestsManagersOnly);
    const buildingIds = callerBuildings(request.account);
    return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => ({
      body: { ...SUCCESS_MSG, id: await confirmResidentRequest(tx, request.body.id, buildingIds) },
    }));
  });

  app.post('/decline-resident-request/', { schema: declineResidentRequestSchema }, async (request) => {
    requireManager(request, USERS_STRINGS.requestsManagersOnly);
    await app.db.transaction((tx) => declineResidentRequest(tx, request.body.id, callerBuildings(request.account)));
    return SUCCESS_MSG;
  });
};

export default residentRequestRoutes;
