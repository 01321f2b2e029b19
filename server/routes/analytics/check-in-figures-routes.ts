import type { RoutePlugin } from '../../http/route-plugin.ts';
import { resolveAnalyticsScope } from './analytics-scope.ts';
import { atRiskSchema, benchmarkSchema, noShowRatesSchema, retentionSchema } from './check-in-figures-schemas.ts';

/** Issue 29's calls (metrics.md, "Figures that check-in data makes possible"); in the manager scope. */
const checkInFiguresRoutes: RoutePlugin = async (app) => {
  app.post('/no-show-rates/', { schema: noShowRatesSchema }, async (request) => {
    await resolveAnalyticsScope(app.db, request.account, request.body);
    return {
      noShowRate: null,
      noShows: 0,
      goingClosed: 0,
      lateCancelRate: null,
      lateCancels: 0,
      goingAndCancelled: 0,
      walkIns: 0,
      waitlistPromoted: 0,
      events: [],
    };
  });

  app.post('/retention/', { schema: retentionSchema }, async (request) => {
    await resolveAnalyticsScope(app.db, request.account, request.body);
    return { active: 0, activePrevious: 0, new: 0, retained: 0, returning: 0, churned: 0, retentionRate: null, cohorts: [] };
  });

  app.post('/at-risk/', { schema: atRiskSchema }, async (request) => {
    await resolveAnalyticsScope(app.db, request.account, request.body);
    return { residents: [] };
  });

  app.post('/benchmark/', { schema: benchmarkSchema }, async (request) => {
    await resolveAnalyticsScope(app.db, request.account, request.body);
    return { from: '', to: '', previousFrom: '', previousTo: '', buildings: [] };
  });
};

export default checkInFiguresRoutes;
