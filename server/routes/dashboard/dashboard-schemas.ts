import { buildingIdField, dateField, errorResponses } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { calendarEventSchema, holidaySchema } from '../../calendar/calendar-entry-schemas.ts';
import { HERO_CHART_EVENT_COUNTS } from './dashboard-repository.ts';

const INT4_MAX = LIMITS.int4Max;
/** The hero chart's year selector; the bounds only keep make_timestamp() well inside its range. */
const YEAR_MIN = 1970;
const YEAR_MAX = 9999;

/** Optional scope; the spec's "All buildings" is 0, and a building admin's app always sends its own. */
const buildingIdProperty = buildingIdField;
const dateProperty = { ...dateField, description: "Building-local 'YYYY-MM-DD'" } as const;
const localTime = { type: 'string', description: "Building-local 'HH:mm'" } as const;
const nullablePercentage = { type: ['number', 'null'], description: 'Two decimals; null when the denominator is 0' } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** A body that may be absent (read as null) or carry only the building filter. */
const scopeOnlyBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { buildingId: buildingIdProperty },
} as const;

const personName = {
  type: 'object',
  required: ['firstName', 'lastName'],
  additionalProperties: false,
  properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
} as const;

const dayEventSchema = {
  type: 'object',
  required: [
    'id', 'name', 'image', 'teacher', 'buildingName', 'venue', 'time', 'endTime', 'capacityPercentage',
    'rsvpdAndAttended', 'injuriesReported', 'userRatings', 'countOfRatings', 'teacherComment', 'isHoliday',
    'start', 'date', 'timeZone',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    image: nullableString,
    teacher: { ...personName, type: ['object', 'null'] },
    buildingName: { type: 'string' },
    venue: {
      type: ['object', 'null'],
      required: ['name'],
      additionalProperties: false,
      properties: { name: { type: 'string' } },
    },
    time: localTime,
    endTime: localTime,
    capacityPercentage: nullablePercentage,
    rsvpdAndAttended: { ...nullablePercentage, description: 'Two decimals; null without RSVPs or before the event begins' },
    injuriesReported: { type: 'integer' },
    userRatings: { type: ['number', 'null'], description: 'Mean 1-5 rating, four decimals; null when none' },
    countOfRatings: { type: 'integer' },
    teacherComment: nullableString,
    isHoliday: { type: 'boolean', enum: [false] },
    start: { type: 'string', format: 'date-time', description: 'ISO instant (UTC)' },
    date: { type: 'string' },
    timeZone: { type: 'string', description: "The building's IANA time zone: time, endTime and date are local to it" },
    noShows: {
      type: ['array', 'null'],
      description:
        'Who did not come (front-desk.md "No-show": going, not checked in), by last then first name, once the event ended more ' +
        'than 2 h ago; null until then. A late check-in takes the resident off.',
      items: {
        type: 'object',
        required: ['userId', 'firstName', 'lastName'],
        additionalProperties: false,
        properties: { userId: { type: 'integer' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
      },
    },
  },
} as const;

export const calendarEventsSchema = {
  summary: 'Events and holidays of the month grid around date (six weeks from the Sunday on or before the 1st)',
  body: {
    type: 'object',
    required: ['date'],
    additionalProperties: false,
    properties: { date: dateProperty, buildingId: buildingIdProperty },
  },
  response: {
    200: {
      type: 'array',
      description:
        'Each item is an event or a holiday (isHoliday tells which). The route sends this answer as JSON text it ' +
        'serialises itself (JSON.stringify of entries built to exactly these shapes), not through this schema.',
      items: { anyOf: [calendarEventSchema, holidaySchema] },
    },
    ...errorResponses,
  },
} as const;

export const eventDetailsSchema = {
  summary:
    "Every event and holiday of one building-local day; with userId, only that user's RSVPed events. " +
    "With eventId instead of date: the day of that event in its building's zone (a deep link's popup, ?id={eventId}); " +
    'with holidayId instead of date: the day of that holiday (?id=holiday-{holidayId}). Date wins, then eventId.',
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      date: dateProperty,
      eventId: { type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX, description: 'Used when date is absent' },
      holidayId: {
        type: ['integer', 'null'],
        minimum: 1,
        maximum: INT4_MAX,
        description: 'Used when date and eventId are absent',
      },
      userId: { type: ['integer', 'null'], minimum: 1, maximum: INT4_MAX },
      buildingId: buildingIdProperty,
    },
  },
  response: { 200: { type: 'array', items: { anyOf: [dayEventSchema, holidaySchema] } }, ...errorResponses },
} as const;

export const heroChartSchema = {
  summary: 'Capacity % of the last 10 or 20 started events of a year, oldest first',
  body: {
    type: 'object',
    required: ['event', 'year'],
    additionalProperties: false,
    properties: {
      event: { type: 'integer', enum: [...HERO_CHART_EVENT_COUNTS] },
      year: { type: 'integer', minimum: YEAR_MIN, maximum: YEAR_MAX },
      buildingId: buildingIdProperty,
    },
  },
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'timeZone', 'xAxis', 'time', 'yAxis', 'eventId', 'rsvps', 'attendees'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', description: "The event's name" },
          timeZone: { type: 'string', description: "The building's IANA time zone (xAxis and time are local to it)" },
          xAxis: { type: 'string', description: "Building-local 'YYYY-MM-DD'" },
          time: localTime,
          yAxis: { ...nullablePercentage, description: 'Capacity %; null when the capacity is unknown' },
          eventId: { type: 'integer' },
          rsvps: { type: 'integer' },
          attendees: { type: 'integer' },
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const topNumbersSchema = {
  summary: 'Dashboard tiles: started events, their RSVPs, users and pending tasks',
  body: scopeOnlyBody,
  response: {
    200: {
      type: 'object',
      required: ['totalEvents', 'totalRsvps', 'totalUsers', 'pendingTasks'],
      additionalProperties: false,
      properties: {
        totalEvents: { type: 'integer' },
        totalRsvps: { type: 'integer' },
        totalUsers: { type: 'integer' },
        pendingTasks: { type: 'integer' },
      },
    },
    ...errorResponses,
  },
} as const;
