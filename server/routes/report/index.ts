import { resolveBuildingScope } from '../../auth/building-scope.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { monthlyEventReport } from './report-repository.ts';
import { excelReportSchema } from './report-schemas.ts';

const ALL_BUILDINGS = 0;

/** In the manager scope (server/http/session-scope.ts). */
const reportRoutes: RoutePlugin = async (app) => {
  app.post(
    '/excel-report/',
    { schema: excelReportSchema },
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
