// Analytics calls (docs/product-spec.md, Analytics and Manager calls; docs/design/metrics.md):
// every one takes the period (year with month or quarterly) and the filters, and answers figures of
// the buildings in scope.
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { ANALYTICS_ENDPOINTS } from './endpoints.ts';

export { ANALYTICS_ENDPOINTS };

/** The period and filters every analytics call takes. */
export type AnalyticsRequest = RequestOf<typeof ANALYTICS_ENDPOINTS.userAnalysisNumbers>;
/** The filters without a period: the body of the calls whose window asOf (or today) alone fixes. */
export type FilterRequest = RequestOf<typeof ANALYTICS_ENDPOINTS.atRisk>;

export type UserAnalysisNumbers = ResponseOf<typeof ANALYTICS_ENDPOINTS.userAnalysisNumbers>;
export type UnitPerformance = ResponseOf<typeof ANALYTICS_ENDPOINTS.userAnalysis>[number];
export type CapturePercentage = ResponseOf<typeof ANALYTICS_ENDPOINTS.capturePercentage>;
export type CaptureGrowth = ResponseOf<typeof ANALYTICS_ENDPOINTS.captureGrowth>;
export type AttendedRsvpd = ResponseOf<typeof ANALYTICS_ENDPOINTS.attendedRsvpd>;
export type WeekdaySchedule = ResponseOf<typeof ANALYTICS_ENDPOINTS.scheduleAnalysis>[number];
export type WeekdayDate = ResponseOf<typeof ANALYTICS_ENDPOINTS.weekdayAnalysis>[number];
export type NoShowRates = ResponseOf<typeof ANALYTICS_ENDPOINTS.noShowRates>;
/** Rating response rate and mean rating (metrics.md, "Ratings"): a period's (no-show-rates/) and each building's (benchmark/). */
export type RatingFigures = NoShowRates['ratings'];
export type Retention = ResponseOf<typeof ANALYTICS_ENDPOINTS.retention>;
export type RetentionCohort = Retention['cohorts'][number];
export type AtRisk = ResponseOf<typeof ANALYTICS_ENDPOINTS.atRisk>;
export type AtRiskResident = AtRisk['residents'][number];
type Benchmark = ResponseOf<typeof ANALYTICS_ENDPOINTS.benchmark>;
export type BenchmarkBuilding = Benchmark['buildings'][number];
export type BenchmarkFigure = BenchmarkBuilding['capture'];
export type ReminderFigures = ResponseOf<typeof ANALYTICS_ENDPOINTS.reminderFigures>;
export type Company = ResponseOf<typeof ANALYTICS_ENDPOINTS.companies>[number];

/** The product's event types (docs/product-spec.md, Business constants and limits): 0 all, 1 social, 2 fitness. */
export const EVENT_TYPES = { all: 0, social: 1, fitness: 2 } as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** 1 = Sunday … 7 = Saturday, as the server numbers weekdays. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
