import { buildingIdField, dateField, errorResponses, idField, textField } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { eventSummarySchema, eventTypeField, localTimeField, scheduleNoticeSchema } from '../../front-desk/event-summary-schema.ts';
import { MAX_CAPACITY } from '../../schedule/schedule-limits.ts';
import { MAX_SERIES_OCCURRENCES } from '../../../src/contract/limits.ts';

/** The most days events-today/ lists at once (the Events screen's coming weeks). */
export const MAX_LISTED_DAYS = 31;

const TAGS = ['events'];
const nullableId = { ...idField, type: ['integer', 'null'] } as const;
const capacityField = { type: ['integer', 'null'], minimum: 1, maximum: MAX_CAPACITY, description: 'Places; null or absent = unlimited' } as const;
const scopeField = {
  type: 'string',
  enum: ['one', 'following'],
  description: "'one' (default): only this occurrence; 'following': this and the later occurrences of its series",
} as const;

/** What an event is; every field optional in update-event/. */
const eventFields = {
  name: textField(200),
  eventType: eventTypeField,
  venueId: { ...nullableId, description: "One of the building's venues (404 otherwise)" },
  teacherId: { ...nullableId, description: 'A teacher of the building (taught there, or of a studio working with it; 404 otherwise)' },
  studioId: { ...nullableId, description: 'A studio working with the building (404 otherwise)' },
  startTime: localTimeField,
  endTime: { ...localTimeField, description: 'HH:mm, building-local, after startTime (same day)' },
  capacity: capacityField,
  imageId: { ...nullableId, description: 'A picture this account uploaded (/upload-image/)' },
  image: { type: ['string', 'null'], maxLength: LIMITS.textMaxChars, description: "One of the building's event pictures (its URL); null: none" },
} as const;

const repeatField = {
  type: 'object',
  required: ['weekdays'],
  additionalProperties: false,
  description: 'A weekly repeat in the building\'s zone: until a date or a count (one of them), at most 52 occurrences',
  properties: {
    weekdays: {
      type: 'array',
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 7 },
      description: '1 = Sunday … 7 = Saturday',
    },
    until: { ...dateField, description: 'Last day (YYYY-MM-DD, included)' },
    count: { type: 'integer', minimum: 1, maximum: MAX_SERIES_OCCURRENCES, description: 'Number of occurrences' },
  },
} as const;

export const createEventSchema = {
  tags: TAGS,
  summary: 'Schedules an event, or a weekly series of them (each occurrence an event)',
  description:
    'date, startTime and endTime are building-local. A start or end in a spring-forward gap is moved as the zone does ' +
    '(02:30 becomes 03:30) and said in notices. Answers the created event ids, first to last.',
  body: {
    type: 'object',
    required: ['name', 'eventType', 'date', 'startTime', 'endTime'],
    additionalProperties: false,
    properties: {
      buildingId: { ...buildingIdField, description: "The building; 0 or absent only for a caller with one building" },
      ...eventFields,
      date: { ...dateField, description: 'YYYY-MM-DD, building-local; with repeat, the first day the series may start' },
      repeat: repeatField,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['ids', 'seriesId', 'notices'],
      additionalProperties: false,
      properties: {
        ids: { type: 'array', items: { type: 'integer' } },
        seriesId: { type: ['integer', 'null'] },
        notices: { type: 'array', items: scheduleNoticeSchema },
      },
    },
    ...errorResponses,
  },
} as const;

export const updateEventSchema = {
  tags: TAGS,
  summary: 'Edits one occurrence, or this and the following ones (splitting the series)',
  description:
    "Fields left out keep their value. date moves one occurrence only (with scope 'following' it is refused). " +
    'A capacity below the places already given is refused, saying how many are going; a capacity raised ' +
    'promotes the waitlist in order.',
  body: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: {
      id: idField,
      scope: scopeField,
      ...eventFields,
      date: dateField,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['event', 'ids', 'notices'],
      additionalProperties: false,
      properties: {
        event: eventSummarySchema,
        ids: { type: 'array', items: { type: 'integer' }, description: 'Every event changed' },
        notices: { type: 'array', items: scheduleNoticeSchema },
      },
    },
    ...errorResponses,
  },
} as const;

export const cancelEventSchema = {
  tags: TAGS,
  summary: 'Cancels one event, or this and the following occurrences; residents going or waiting are e-mailed',
  body: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: idField, scope: scopeField },
  },
  response: {
    200: {
      type: 'object',
      required: ['ids', 'residentsTold'],
      additionalProperties: false,
      properties: {
        ids: { type: 'array', items: { type: 'integer' }, description: 'Events cancelled' },
        residentsTold: { type: 'integer', description: 'E-mails queued to residents going or waitlisted' },
      },
    },
    ...errorResponses,
  },
} as const;

export const eventsTodaySchema = {
  tags: TAGS,
  summary: "The events of a building-local day (and the days after it), with going, waitlisted and checked-in counts",
  description:
    "date defaults to today in each building's zone; days (default 1) lists that many days from it. checkInOpen " +
    'says whether the check-in window (60 minutes before the start to 2 hours after the end) is open now.',
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      buildingId: buildingIdField,
      date: dateField,
      days: { type: 'integer', minimum: 1, maximum: MAX_LISTED_DAYS },
      includeCancelled: { type: 'boolean', description: 'Also list cancelled events (default false)' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['events'],
      additionalProperties: false,
      properties: {
        events: {
          type: 'array',
          items: {
            type: 'object',
            required: [...eventSummarySchema.required, 'checkInOpen'],
            additionalProperties: false,
            properties: { ...eventSummarySchema.properties, checkInOpen: { type: 'boolean' } },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;
