import type { RoutePlugin } from '../../http/route-plugin.ts';
import { resolveAnalyticsScope } from './analytics-scope.ts';
import { atRisk } from './at-risk-repository.ts';
import { benchmark } from './benchmark-repository.ts';
import { atRiskSchema, benchmarkSchema, noShowRatesSchema, retentionSchema } from './check-in-figures-schemas.ts';
import { noShowRates } from './no-show-repository.ts';
import { retention } from './retention-repository.ts';

/** Issue 29's calls (metrics.md, "Figures that check-in data makes possible"); in the manager scope. */
const checkInFiguresRoutes: RoutePlugin = async (app) => {
  app.post('/no-show-rates/', { schema: noShowRatesSchema }, async (request) =>
    noShowRates(app.db, await resolveAnalyticsScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );

  app.post('/retention/', { schema: retentionSchema }, async (request) =>
    retention(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post('/at-risk/', { schema: atRiskSchema }, async (request) =>
    atRisk(app.db, await resolveAnalyticsScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );

  app.post('/benchmark/', { schema: benchmarkSchema }, async (request) =>
    benchmark(app.db, await resolveAnalyticsScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );
};

export default checkInFiguresRoutes;
