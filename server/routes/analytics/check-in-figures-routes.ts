import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { ANALYTICS_MESSAGES } from './analytics-strings.ts';
import { resolveAnalyticsScope, resolveFilterScope } from './analytics-scope.ts';
import { atRisk } from './at-risk-repository.ts';
import { benchmark } from './benchmark-repository.ts';
import { atRiskSchema, benchmarkSchema, noShowRatesSchema, retentionSchema } from './check-in-figures-schemas.ts';
import { noShowRates } from './no-show-repository.ts';
import { reminderFigures } from './reminder-figures-repository.ts';
import { reminderFiguresSchema } from './reminder-figures-schemas.ts';
import { retention } from './retention-repository.ts';

/** The check-in figures' calls (docs/design/metrics.md, "Figures that check-in data makes possible"); in the manager scope; the benchmark for managers only. */
const checkInFiguresRoutes: RoutePlugin = async (app) => {
  app.post('/no-show-rates/', { schema: noShowRatesSchema }, async (request) =>
    noShowRates(app.db, await resolveAnalyticsScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );

  app.post('/reminder-figures/', { schema: reminderFiguresSchema }, async (request) =>
    reminderFigures(app.db, await resolveFilterScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );

  app.post('/retention/', { schema: retentionSchema }, async (request) =>
    retention(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post('/at-risk/', { schema: atRiskSchema }, async (request) =>
    atRisk(app.db, await resolveFilterScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );

  app.post('/benchmark/', { schema: benchmarkSchema }, async (request) => {
    if (request.account.role !== 'manager') throw httpError(403, ANALYTICS_MESSAGES.benchmarkManagersOnly);
    return benchmark(app.db, await resolveFilterScope(app.db, request.account, request.body), request.body.asOf ?? null);
  });
};

export default checkInFiguresRoutes;
