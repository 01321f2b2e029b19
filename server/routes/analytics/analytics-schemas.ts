import type { FromSchema } from 'json-schema-to-ts';
import { buildingIdField, dateField, errorResponses } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';

const INT4_MAX = LIMITS.int4Max;
const YEAR_MIN = 1970;
const YEAR_MAX = 9999;

/** 0 or absent means "all"; otherwise an id. */
const idOrAll = (description: string) => ({ type: ['integer', 'null'], minimum: 0, maximum: INT4_MAX, description }) as const;
export const percentage = (description: string) => ({ type: ['number', 'null'], description }) as const;
export const NULL_WHEN_ZERO = 'two decimals, rounded half away from zero; null when the denominator is 0';

/** The filters every analytics call takes (docs/design/metrics.md, "Scope of a query"). */
const filterProperties = {
  buildingId: {
    ...buildingIdField,
    description: "A building admin's building (its app always sends it); a manager may use it like managerBuildingId",
  },
  managerBuildingId: { ...buildingIdField, description: "One of the caller's buildings; absent or 0 = all of them" },
  unitId: idOrAll(
    'A company or block of a building in scope; narrows users to its members and the buildings to its building; 0 = all',
  ),
  allCompanies: { type: ['boolean', 'null'], description: 'All companies (the same as unitId 0); /user-analysis/ then lists companies only, not residential blocks' },
  eventType: { type: ['integer', 'null'], enum: [0, 1, 2, null], description: '0 all, 1 social, 2 fitness' },
  studioId: idOrAll('Only events of this studio, one the buildings in scope work with (/studios/; else 404); 0 = all'),
} as const;

/** The period and the filters: what every analytics call about a month or a quarter takes. */
const periodAndFilterProperties = {
  year: { type: 'integer', minimum: YEAR_MIN, maximum: YEAR_MAX },
  month: { type: ['integer', 'null'], minimum: 1, maximum: 12, description: 'A calendar month; give this or quarterly' },
  quarterly: {
    type: ['integer', 'null'],
    minimum: 1,
    maximum: 4,
    description: 'A quarter (1 = months 1-3 … 4 = months 10-12); give this or month',
  },
  ...filterProperties,
} as const;

const periodBody = {
  type: 'object',
  required: ['year'],
  additionalProperties: false,
  properties: periodAndFilterProperties,
} as const;

/** Fixes "now" for a figure that depends on it (tests; the app leaves it out). */
const asOfProperty = {
  anyOf: [dateField, { type: 'null' }],
  description: "Building-local 'YYYY-MM-DD' taken as today (absent or null: each building's own today)",
} as const;

/** The period and filters, plus asOf. */
export const periodAsOfBody = {
  ...periodBody,
  properties: { ...periodAndFilterProperties, asOf: asOfProperty },
} as const;

/** The filters plus asOf, for a figure over a window that asOf alone fixes (no month or quarter). */
export const filterAsOfBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...filterProperties, asOf: asOfProperty },
} as const;

const NOT_BEGUN = 'null for a month (or period) not yet begun (its first day after asOf or today)';
const SETTLED =
  "over the settled events in scope: those that ended more than 2 h before now (or before asOf's end of day), the same events as the no-show rate";

const DESCRIPTION =
  "Periods, dates and weekdays are taken in each building's own time zone. A building or unit the caller may not " +
  'see is refused (403 building, 404 unit/venue/studio); a building admin keeps to its building.';

export function analyticsRoute<Body, Response>(summary: string, body: Body, response: Response) {
  return {
    tags: ['analytics'],
    summary,
    description: DESCRIPTION,
    body,
    response: { 200: response, ...errorResponses },
  } as const;
}

const idName = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** A venue names its building: with several buildings in scope, venues of the same name are told apart. */
const venueItem = {
  type: 'object',
  required: ['id', 'name', 'buildingName'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: { type: 'string' }, buildingName: { type: 'string' } },
} as const;

export const userAnalysisNumbersSchema = analyticsRoute('User analysis top numbers', periodBody, {
  type: 'object',
  required: ['newUsers', 'uniqueUsers', 'recurrentUsers', 'rsvps', 'eventsAttendedByUser'],
  additionalProperties: false,
  properties: {
    newUsers: { type: 'integer', description: 'Users in scope whose joining date falls in the period' },
    uniqueUsers: { type: 'integer', description: 'Distinct users in scope who attended an event in scope' },
    recurrentUsers: {
      type: 'integer',
      description: 'Of uniqueUsers, those who attended an event of the buildings in scope before the period began',
    },
    rsvps: { type: 'integer', description: 'Not-cancelled RSVPs to events in scope' },
    eventsAttendedByUser: {
      type: 'object',
      required: ['bar_1', 'bar_2', 'bar_3'],
      additionalProperties: false,
      properties: {
        bar_1: { type: 'integer', description: 'One timers: users who attended exactly 1 event in scope' },
        bar_2: { type: 'integer', description: 'Fans: 2 to 5 events' },
        bar_3: { type: 'integer', description: 'Super fans: more than 5 events' },
      },
    },
  },
} as const);

export const userAnalysisSchema = analyticsRoute('Attendance per block (residential) or company (commercial)', periodBody, {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'objectName', 'performance'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer', description: 'Unit id' },
      objectName: { type: 'string', description: 'Unit name' },
      performance: percentage(`100 × distinct attending users of the unit / users of the unit; ${NULL_WHEN_ZERO}`),
    },
  },
} as const);

const monthCapture = {
  type: 'object',
  required: ['year', 'month', 'capture'],
  additionalProperties: false,
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer' },
    capture: percentage(`Capture % of that month; ${NULL_WHEN_ZERO}; ${NOT_BEGUN}`),
  },
} as const;

export const capturePercentageSchema = analyticsRoute(
  'Capture %: the period; for a quarter also each of its three months, oldest first',
  periodAsOfBody,
  {
    type: 'object',
    required: ['capture'],
    additionalProperties: false,
    properties: {
      capture: percentage(
        `100 × distinct attending users / users in scope who joined on or before the period's last day; ${NULL_WHEN_ZERO}; ${NOT_BEGUN}`,
      ),
      months: { type: 'array', items: monthCapture, description: 'Only for a quarter' },
    },
  } as const,
);

export const captureGrowthSchema = analyticsRoute(
  'Capture % and Capacity % of the period and of each of its months; venueId narrows capacity to one venue',
  {
    ...periodBody,
    properties: {
      ...periodAndFilterProperties,
      venueId: idOrAll('A venue of a building in scope: narrows Capacity % to it; 0 = all venues'),
      asOf: asOfProperty,
    },
  } as const,
  {
    type: 'object',
    required: ['capacity', 'capture', 'venues', 'months'],
    additionalProperties: false,
    properties: {
      capacity: percentage(`100 × Σ rsvps / Σ capacity over events in scope with a known capacity; ${NULL_WHEN_ZERO}`),
      capture: percentage(`Capture % of the period; ${NULL_WHEN_ZERO}; ${NOT_BEGUN}`),
      venues: { type: 'array', items: venueItem, description: 'Venues of the buildings in scope, by name, then building name' },
      months: {
        type: 'array',
        description: 'Each month of the period, oldest first',
        items: {
          type: 'object',
          required: ['year', 'month', 'capture', 'capacity'],
          additionalProperties: false,
          properties: {
            year: { type: 'integer' },
            month: { type: 'integer' },
            capture: percentage(`${NULL_WHEN_ZERO}; ${NOT_BEGUN}`),
            capacity: percentage(NULL_WHEN_ZERO),
          },
        },
      },
    },
  } as const,
);

export const attendedRsvpdSchema = analyticsRoute('Attended of RSVPed over the settled events in scope', periodAsOfBody, {
  type: 'object',
  required: ['attendedRsvpd', 'attendees', 'rsvps'],
  additionalProperties: false,
  properties: {
    attendedRsvpd: percentage(`100 × attendees / rsvps ${SETTLED}; ${NULL_WHEN_ZERO}`),
    attendees: { type: 'integer', description: 'Going RSVPs checked in, of those events' },
    rsvps: { type: 'integer', description: 'Going RSVPs of those events' },
  },
} as const);


export const scheduleAnalysisSchema = analyticsRoute('Events and Capacity % per weekday: seven rows, Sunday first', periodBody, {
  type: 'array',
  items: {
    type: 'object',
    required: ['weekday', 'specific', 'cPercent'],
    additionalProperties: false,
    properties: {
      weekday: { type: 'integer', description: '1 = Sunday … 7 = Saturday (building-local)' },
      specific: { type: 'integer', description: 'Events in scope starting that weekday' },
      cPercent: percentage(`Capacity % of those events; ${NULL_WHEN_ZERO}`),
    },
  },
} as const);

export const weekdayAnalysisSchema = analyticsRoute(
  'Each date of the period on one weekday with at least one event in scope, by date',
  {
    ...periodBody,
    required: ['year', 'weekday'],
    properties: {
      ...periodAndFilterProperties,
      weekday: { type: 'integer', minimum: 1, maximum: 7, description: '1 = Sunday … 7 = Saturday' },
    },
  } as const,
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['date', 'specific', 'cPercent'],
      additionalProperties: false,
      properties: {
        date: { type: 'string', description: "Building-local 'YYYY-MM-DD'" },
        specific: { type: 'integer', description: 'Events in scope starting that date' },
        cPercent: percentage(`Capacity % of those events; ${NULL_WHEN_ZERO}`),
      },
    },
  } as const,
);

export const clusterTypeSchema = analyticsRoute(
  'Whether the buildings in scope include a commercial one (the analytics layout)',
  {
    type: 'object',
    additionalProperties: false,
    properties: {
      user_id: { type: ['integer', 'null'], minimum: 0, maximum: INT4_MAX, description: "The caller's own account id" },
      buildingId: idOrAll("One of the caller's buildings; absent or 0 = all"),
    },
  } as const,
  {
    type: 'object',
    required: ['isCommercial'],
    additionalProperties: false,
    properties: { isCommercial: { type: 'boolean' } },
  } as const,
);

const buildingOnlyBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { buildingId: idOrAll("One of the caller's buildings; absent or 0 = all") },
} as const;

export const companiesSchema = analyticsRoute('Companies of the commercial buildings in scope, by name', buildingOnlyBody, {
  type: 'array',
  items: idName,
} as const);

export const studiosSchema = analyticsRoute('Studios with events in the buildings in scope, by name', buildingOnlyBody, {
  type: 'array',
  items: idName,
} as const);

export type PeriodBody = FromSchema<typeof periodBody>;
export type FilterBody = FromSchema<typeof filterAsOfBody>;
export type UserAnalysisNumbers = FromSchema<typeof userAnalysisNumbersSchema.response[200]>;
export type UnitPerformance = FromSchema<typeof userAnalysisSchema.response[200]['items']>;
export type AttendedRsvpd = FromSchema<typeof attendedRsvpdSchema.response[200]>;
export type WeekdayRow = FromSchema<typeof scheduleAnalysisSchema.response[200]['items']>;
export type DateRow = FromSchema<typeof weekdayAnalysisSchema.response[200]['items']>;
export type IdName = FromSchema<typeof idName>;
export type VenueItem = FromSchema<typeof venueItem>;
