import { AUTH_STRINGS } from '../../auth/auth-strings.ts';
import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { KIOSK_CALL } from '../../http/session-scope.ts';
import { buildingDetails, buildingReminderHours, listBuildings } from './buildings-repository.ts';
import { buildingDetailsSchema, buildingRemindersSchema, listBuildingsSchema } from './buildings-schemas.ts';

/** In the manager scope (server/http/session-scope.ts). */
const buildingsRoutes: RoutePlugin = async (app) => {
  app.post(
    '/buildings/',
    // The kiosk names its building in its bar.
    { schema: listBuildingsSchema, config: KIOSK_CALL },
    async (request) => listBuildings(app.db, resolveBuildingScope(request.account, request.body?.buildingId)),
  );

  app.post(
    '/building-details/',
    { schema: buildingDetailsSchema },
    async (request) => {
      const { id, buildingId } = request.body;
      // Not the caller's (or not there at all): 403 either way, so ids of other buildings reveal nothing.
      if (!resolveBuildingScope(request.account, buildingId).includes(id)) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'id');
      const building = await buildingDetails(app.db, id);
      if (!building) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'id');
      return building;
    },
  );

  // Which hours before an event its reminders go (migration 030): the building's staff set them.
  app.post('/building-reminders/', { schema: buildingRemindersSchema }, async (request) => {
    const { buildingId, reminderHours } = request.body;
    if (!resolveBuildingScope(request.account, buildingId).includes(buildingId)) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'buildingId');
    const hours = await buildingReminderHours(app.db, buildingId, reminderHours);
    if (hours === null) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'buildingId');
    return { buildingId, reminderHours: hours };
  });
};

export default buildingsRoutes;
