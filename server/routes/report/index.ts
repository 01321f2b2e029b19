import type { FastifyPluginAsync } from 'fastify';
import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { monthlyEventReport } from './report-repository.ts';
import { excelReportSchema, type ExcelReportBody } from './report-schemas.ts';

const ALL_BUILDINGS = 0;

const reportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ExcelReportBody }>(
    '/building-manager/excel-report/',
    { schema: excelReportSchema, preHandler: app.authenticate },
    async (request) => {
      const named = [...new Set(request.body.buildingId)];
      // Empty, or "All buildings" (0) among them: every building of the caller (a building admin: its one).
      const buildingIds =
        named.length === 0 || named.includes(ALL_BUILDINGS)
          ? resolveBuildingScope(request.account, null)
          : // Each named building must be the caller's: one that is not is refused (403), never dropped.
            named.flatMap((buildingId) => resolveBuildingScope(request.account, buildingId));
      return monthlyEventReport(app.db, buildingIds, { year: request.body.year, month: request.body.month });
    },
  );
};

export default reportRoutes;
