import { resolveBuildingList } from '../../auth/building-scope.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { monthlyEventReport } from './report-repository.ts';
import { excelReportSchema } from './report-schemas.ts';

/** In the manager scope (server/http/session-scope.ts). */
const reportRoutes: RoutePlugin = async (app) => {
  app.post(
    '/excel-report/',
    { schema: excelReportSchema },
    async (request) => {
      // Empty, or "All buildings" (0) among them: every building of the caller (a building admin: its
      // one); each named building must be the caller's: one that is not is refused (403), never dropped.
      const buildingIds = resolveBuildingList(request.account, request.body.buildingId);
      return monthlyEventReport(app.db, buildingIds, { year: request.body.year, month: request.body.month });
    },
  );
};

export default reportRoutes;
