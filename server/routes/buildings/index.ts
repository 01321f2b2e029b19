import type { FastifyPluginAsync } from 'fastify';
import { AUTH_STRINGS } from '../../auth/auth-strings.ts';
import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { httpError } from '../../http/http-error.ts';
import { buildingDetails, listBuildings } from './buildings-repository.ts';
import { buildingDetailsSchema, listBuildingsSchema, type BuildingDetailsBody, type ListBuildingsBody } from './buildings-schemas.ts';

const BASE = '/building-manager' as const;

const buildingsRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ListBuildingsBody | null }>(
    `${BASE}/buildings/`,
    { schema: listBuildingsSchema, preHandler: app.authenticate },
    async (request) => listBuildings(app.db, resolveBuildingScope(request.account, request.body?.buildingId)),
  );

  app.post<{ Body: BuildingDetailsBody }>(
    `${BASE}/building-details/`,
    { schema: buildingDetailsSchema, preHandler: app.authenticate },
    async (request) => {
      const { id, buildingId } = request.body;
      // Not the caller's (or not there at all): 403 either way, so ids of other buildings reveal nothing.
      if (!resolveBuildingScope(request.account, buildingId).includes(id)) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'id');
      const building = await buildingDetails(app.db, id);
      if (!building) throw httpError(403, AUTH_STRINGS.buildingForbidden, 'id');
      return building;
    },
  );
};

export default buildingsRoutes;
