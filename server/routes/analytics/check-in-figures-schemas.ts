import type { FromSchema } from 'json-schema-to-ts';
import { analyticsRoute, filterAsOfBody, NULL_WHEN_ZERO, percentage, periodAsOfBody } from './analytics-schemas.ts';
import { ratingFiguresSchema } from './rating-figures-schema.ts';

/*
 * The figures that check-in data makes possible (docs/design/metrics.md): no-show rates and
 * retention take the analytics period and filters plus asOf, which fixes "now" for the figures that
 * depend on it; at-risk residents and the portfolio benchmark read windows that asOf alone fixes, so
 * they take the filters and asOf without a period.
 */

const count = (description: string) => ({ type: 'integer', description }) as const;
const localDate = (description: string) => ({ type: 'string', description: `Building-local 'YYYY-MM-DD': ${description}` }) as const;

const noShowEvent = {
  type: 'object',
  required: [
    'eventId',
    'buildingId',
    'name',
    'date',
    'startTime',
    'closed',
    'going',
    'checkedIn',
    'noShows',
    'noShowRate',
    'cancelled',
    'lateCancels',
    'lateCancelRate',
    'walkIns',
    'waitlistPromoted',
  ],
  additionalProperties: false,
  properties: {
    eventId: { type: 'integer' },
    buildingId: { type: 'integer' },
    name: { type: 'string' },
    date: localDate('the start'),
    startTime: { type: 'string', description: "Building-local 'HH:mm' of the start" },
    closed: { type: 'boolean', description: "Ended more than 2 h before asOf's end of day: its no-shows are counted" },
    going: count('Going RSVPs (walk-ins included)'),
    checkedIn: count('Going RSVPs checked in (attended)'),
    noShows: { type: ['integer', 'null'], description: 'Going RSVPs not checked in; null while the event is not closed' },
    noShowRate: percentage(`100 × noShows / going; null while not closed; ${NULL_WHEN_ZERO}`),
    cancelled: count('RSVPs cancelled (not waitlisted)'),
    lateCancels: count('Cancelled less than 12 h before the start (an RSVP with no cancel time never is)'),
    lateCancelRate: percentage(`100 × lateCancels / (going + cancelled); ${NULL_WHEN_ZERO}`),
    walkIns: count('Check-ins that created their RSVP'),
    waitlistPromoted: count('RSVPs that went from waitlisted to going'),
  },
} as const;

export const noShowRatesSchema = analyticsRoute(
  'No-show rate, late-cancel rate, walk-ins and waitlist promotions of the period, and per event (by start)',
  periodAsOfBody,
  {
    type: 'object',
    required: [
      'noShowRate',
      'noShows',
      'goingClosed',
      'lateCancelRate',
      'lateCancels',
      'goingAndCancelled',
      'walkIns',
      'waitlistPromoted',
      'events',
      'ratings',
    ],
    additionalProperties: false,
    properties: {
      noShowRate: percentage(`100 × noShows / goingClosed; ${NULL_WHEN_ZERO}`),
      noShows: count('Going RSVPs not checked in, of events in scope that ended more than 2 h before asOf\'s end of day'),
      goingClosed: count('Going RSVPs of those events'),
      lateCancelRate: percentage(`100 × lateCancels / goingAndCancelled; ${NULL_WHEN_ZERO}`),
      lateCancels: count('RSVPs of events in scope cancelled less than 12 h before the start'),
      goingAndCancelled: count('Going plus cancelled RSVPs of events in scope'),
      walkIns: count('Check-ins of events in scope that created their RSVP'),
      waitlistPromoted: count('RSVPs of events in scope that went from waitlisted to going'),
      events: {
        type: 'array',
        items: noShowEvent,
        description: 'The events in scope by start: the last 200 of the period when it has more (eventsTotal)',
      },
      eventsTotal: count('Events in scope in the period (the totals count them all)'),
      ratings: ratingFiguresSchema,
    },
  } as const,
);

const cohortMonth = {
  type: 'object',
  required: ['year', 'month', 'active', 'share'],
  additionalProperties: false,
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer' },
    active: count('Users of the cohort active in that month'),
    share: percentage(`100 × active / cohort users; ${NULL_WHEN_ZERO}`),
  },
} as const;

const cohort = {
  type: 'object',
  required: ['year', 'month', 'users', 'months'],
  additionalProperties: false,
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer' },
    users: count('Users whose first attendance in scope fell in this month'),
    months: { type: 'array', items: cohortMonth, description: 'Each later month up to the period, oldest first' },
  },
} as const;

export const retentionSchema = analyticsRoute(
  'New, retained, returning and churned users of the period against the previous one, and the cohort table (month view)',
  periodAsOfBody,
  {
    type: 'object',
    required: ['active', 'activePrevious', 'new', 'retained', 'returning', 'churned', 'retentionRate', 'cohorts'],
    additionalProperties: false,
    properties: {
      active: count('Users in scope who attended an event in scope in the period'),
      activePrevious: count('The same in the previous month (or quarter)'),
      new: count('Active in the period, never attended an event in scope before it'),
      retained: count('Active in the period and in the previous period'),
      returning: count('Active in the period, not in the previous period, but before it'),
      churned: count('Active in the previous period, not in the period'),
      retentionRate: percentage(`100 × retained / activePrevious; ${NULL_WHEN_ZERO}`),
      cohorts: {
        type: 'array',
        items: cohort,
        description: 'The 6 months ending with the period, oldest first; empty for a quarter',
      },
    },
  } as const,
);

const atRiskResident = {
  type: 'object',
  required: ['userId', 'firstName', 'lastName', 'unitName', 'buildingId', 'lastAttendance', 'attendances'],
  additionalProperties: false,
  properties: {
    userId: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    unitName: { type: ['string', 'null'], description: 'Block or company (of the first building in scope they belong to)' },
    buildingId: { type: 'integer', description: 'A building in scope they belong to (for the profile link)' },
    lastAttendance: localDate('the start of their last attendance in scope'),
    attendances: count('Attendances in scope in the 90 days that end 30 days before asOf'),
  },
} as const;

export const atRiskSchema = analyticsRoute(
  'Residents who stopped coming: at least 3 attendances in the 90 days that end 30 days before asOf, none in the 30 days up to asOf',
  filterAsOfBody,
  {
    type: 'object',
    required: ['residents'],
    additionalProperties: false,
    properties: {
      residents: { type: 'array', items: atRiskResident, description: 'The most recent last attendance first, then by name' },
    },
  } as const,
);

const benchmarkFigure = {
  type: 'object',
  required: ['value', 'numerator', 'denominator', 'low', 'high', 'percentile', 'previous', 'change'],
  additionalProperties: false,
  properties: {
    value: percentage(`The figure over the 12 weeks (events per week: 2 decimals); ${NULL_WHEN_ZERO}`),
    numerator: count('Its numerator'),
    denominator: count('Its denominator (12 for events per week)'),
    low: percentage('95 % Wilson score interval, lower end (null without an interval: no denominator, numerator above it, events per week)'),
    high: percentage('95 % Wilson score interval, upper end'),
    percentile: percentage(
      'Among the buildings in scope that have the figure: 100 × (below + ½ × equal, itself excluded) / (count − 1); 50 alone; no-show rate: lower is better',
    ),
    previous: percentage('The same figure over the 12 weeks before'),
    change: percentage('value − previous, in percentage points (null when either is null)'),
  },
} as const;

const benchmarkBuilding = {
  type: 'object',
  required: ['buildingId', 'name', 'capture', 'capacity', 'attendedRsvpd', 'noShowRate', 'eventsPerWeek', 'ratings'],
  additionalProperties: false,
  properties: {
    buildingId: { type: 'integer' },
    name: { type: 'string' },
    capture: benchmarkFigure,
    capacity: benchmarkFigure,
    attendedRsvpd: benchmarkFigure,
    noShowRate: benchmarkFigure,
    eventsPerWeek: benchmarkFigure,
    ratings: { ...ratingFiguresSchema, description: `Over the 12 weeks. ${ratingFiguresSchema.description}` },
  },
} as const;

export const benchmarkSchema = analyticsRoute(
  "Each building in scope over the 12 complete Monday-to-Sunday weeks before asOf's week, against the 12 weeks before. " +
    'Managers only (a building admin: 403).',
  filterAsOfBody,
  {
    type: 'object',
    required: ['from', 'to', 'previousFrom', 'previousTo', 'buildings'],
    additionalProperties: false,
    properties: {
      from: localDate('the first Monday of the 12 weeks'),
      to: localDate('their last Sunday'),
      previousFrom: localDate('the first Monday of the 12 weeks before'),
      previousTo: localDate('their last Sunday'),
      buildings: { type: 'array', items: benchmarkBuilding, description: 'By building name' },
    },
  } as const,
);

export type NoShowRates = FromSchema<typeof noShowRatesSchema.response[200]>;
export type NoShowEvent = FromSchema<typeof noShowEvent>;
export type Retention = FromSchema<typeof retentionSchema.response[200]>;
export type AtRisk = FromSchema<typeof atRiskSchema.response[200]>;
export type Benchmark = FromSchema<typeof benchmarkSchema.response[200]>;
export type BenchmarkBuilding = FromSchema<typeof benchmarkBuilding>;
export type BenchmarkFigure = FromSchema<typeof benchmarkFigure>;
