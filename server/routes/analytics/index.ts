import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../http/http-error.ts';
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
  type BuildingOnlyBody,
  type CaptureGrowthBody,
  type ClusterTypeBody,
  type PeriodBody,
  type WeekdayAnalysisBody,
} from './analytics-schemas.ts';
import { ANALYTICS_MESSAGES } from './analytics-strings.ts';
import { attendedRsvpd, captureAndCapacity } from './capture-repository.ts';
import { hasCommercialBuilding, listCompanies, listStudios, listVenues } from './lists-repository.ts';
import { weekdayDates, weekdaySchedule } from './schedule-repository.ts';
import { unitPerformance, userAnalysisNumbers } from './user-analysis-repository.ts';

const BASE = '/building-manager' as const;

/** The analytics calls (issue 10; figures as shared/design/metrics.md defines them). */
const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const options = <S>(schema: S) => ({ schema, preHandler: app.authenticate });

  app.post<{ Body: ClusterTypeBody }>(`${BASE}/cluster-type/`, options(clusterTypeSchema), async (request) => {
    const userId = request.body.user_id;
    // The app sends its own account id; anyone else's is refused rather than ignored.
    if (userId !== undefined && userId !== null && userId !== 0 && userId !== request.account.id) {
      throw httpError(403, ANALYTICS_MESSAGES.userForbidden, 'user_id');
    }
    const buildingIds = analyticsBuildings(request.account, request.body);
    return { isCommercial: await hasCommercialBuilding(app.db, buildingIds) };
  });

  app.post<{ Body: PeriodBody }>(`${BASE}/user-analysis-numbers/`, options(userAnalysisNumbersSchema), async (request) =>
    userAnalysisNumbers(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post<{ Body: PeriodBody }>(`${BASE}/user-analysis/`, options(userAnalysisSchema), async (request) =>
    unitPerformance(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post<{ Body: PeriodBody }>(`${BASE}/capture-percentage/`, options(capturePercentageSchema), async (request) => {
    const scope = await resolveAnalyticsScope(app.db, request.account, request.body);
    const figures = await captureAndCapacity(app.db, scope, null);
    if (request.body.quarterly === undefined || request.body.quarterly === null || request.body.quarterly === 0) {
      return { capture: figures.capture };
    }
    return { capture: figures.capture, months: figures.months.map(({ year, month, capture }) => ({ year, month, capture })) };
  });

  app.post<{ Body: CaptureGrowthBody }>(`${BASE}/capture-growth/`, options(captureGrowthSchema), async (request) => {
    const scope = await resolveAnalyticsScope(app.db, request.account, request.body);
    const venueId = await resolveVenue(app.db, scope, request.body.venueId);
    const [figures, venues] = await Promise.all([captureAndCapacity(app.db, scope, venueId), listVenues(app.db, scope.buildingIds)]);
    return { capacity: figures.capacity, capture: figures.capture, venues, months: figures.months };
  });

  app.post<{ Body: PeriodBody }>(`${BASE}/attended-rsvpd/`, options(attendedRsvpdSchema), async (request) =>
    attendedRsvpd(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post<{ Body: PeriodBody }>(`${BASE}/schedule-analysis/`, options(scheduleAnalysisSchema), async (request) =>
    weekdaySchedule(app.db, await resolveAnalyticsScope(app.db, request.account, request.body)),
  );

  app.post<{ Body: WeekdayAnalysisBody }>(`${BASE}/weekday-analysis/`, options(weekdayAnalysisSchema), async (request) => {
    const scope = await resolveAnalyticsScope(app.db, request.account, request.body);
    return weekdayDates(app.db, scope, request.body.weekday);
  });

  app.post<{ Body: BuildingOnlyBody }>(`${BASE}/companies/`, options(companiesSchema), async (request) =>
    listCompanies(app.db, analyticsBuildings(request.account, request.body ?? {})),
  );

  app.post<{ Body: BuildingOnlyBody }>(`${BASE}/studios/`, options(studiosSchema), async (request) =>
    listStudios(app.db, analyticsBuildings(request.account, request.body ?? {})),
  );
};

export default analyticsRoutes;
