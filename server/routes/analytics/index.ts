import { httpError } from '../../http/http-error.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { analyticsBuildings, resolveAnalyticsScope, resolveVenue } from './analytics-scope.ts';
import {
  attendedRsvpdSchema,
  captureGrowthSchema,
  capturePercentageSchema,
  clusterTypeSchema,
  companiesSchema,
  scheduleAnalysisSchema,
  studiosSchema,
  userAnalysisNumbersSchema,
  userAnalysisSchema,
  weekdayAnalysisSchema,
} from './analytics-schemas.ts';
import { ANALYTICS_MESSAGES } from './analytics-strings.ts';
import { attendedRsvpd, captureAndCapacity } from './capture-repository.ts';
import { hasCommercialBuilding, listCompanies, listStudios, listVenues } from './lists-repository.ts';
import { weekdayDates, weekdaySchedule } from './schedule-repository.ts';
import { unitPerformance, userAnalysisNumbers } from './user-analysis-repository.ts';

/** The analytics calls (figures as docs/design/metrics.md defines them); in the manager scope. */
const analyticsRoutes: RoutePlugin = async (app) => {
  app.post('/cluster-type/', { schema: clusterTypeSchema }, async (request) => {
    const userId = request.body.user_id;
    // The app sends its own account id; anyone else's is refused rather than ignored.
    if (userId !== undefined && userId !== null && userId !== 0 && userId !== request.account.id) {
      throw httpError(403, ANALYTICS_MESSAGES.userForbidden, 'user_id');
    }
    const buildingIds = analyticsBuildings(request.account, request.body);
    return { isCommercial: await hasCommercialBuilding(app.db, buildingIds) };
  });

  app.post('/user-analysis-numbers/', { schema: userAnalysisNumbersSchema }, async (request) =>
    userAnalysisNumbers(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post('/user-analysis/', { schema: userAnalysisSchema }, async (request) =>
    unitPerformance(app.db, await resolveAnalyticsScope(app.db, request.account, request.body), request.body.allCompanies === true),
  );

  app.post('/capture-percentage/', { schema: capturePercentageSchema }, async (request) => {
    const scope = await resolveAnalyticsScope(app.db, request.account, request.body);
    const figures = await captureAndCapacity(app.db, scope, null, request.body.asOf ?? null);
    if (request.body.quarterly === undefined || request.body.quarterly === null || request.body.quarterly === 0) {
      return { capture: figures.capture };
    }
    return { capture: figures.capture, months: figures.months.map(({ year, month, capture }) => ({ year, month, capture })) };
  });

  app.post('/capture-growth/', { schema: captureGrowthSchema }, async (request) => {
    const scope = await resolveAnalyticsScope(app.db, request.account, request.body);
    const venueId = await resolveVenue(app.db, scope, request.body.venueId);
    const [figures, venues] = await Promise.all([
      captureAndCapacity(app.db, scope, venueId, request.body.asOf ?? null),
      listVenues(app.db, scope.buildingIds),
    ]);
    return { capacity: figures.capacity, capture: figures.capture, venues, months: figures.months };
  });

  app.post('/attended-rsvpd/', { schema: attendedRsvpdSchema }, async (request) =>
    attendedRsvpd(app.db, await resolveAnalyticsScope(app.db, request.account, request.body), request.body.asOf ?? null),
  );

  app.post('/schedule-analysis/', { schema: scheduleAnalysisSchema }, async (request) =>
    weekdaySchedule(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post('/weekday-analysis/', { schema: weekdayAnalysisSchema }, async (request) => {
    const scope = await resolveAnalyticsScope(app.db, request.account, request.body);
    return weekdayDates(app.db, scope, request.body.weekday);
  });

  app.post('/companies/', { schema: companiesSchema }, async (request) =>
    listCompanies(app.db, analyticsBuildings(request.account, request.body ?? {})),
  );

  app.post('/studios/', { schema: studiosSchema }, async (request) =>
    listStudios(app.db, analyticsBuildings(request.account, request.body ?? {})),
  );
};

export default analyticsRoutes;
