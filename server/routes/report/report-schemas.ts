import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses } from '../../http/field-schemas.ts';

/** A report names at most this many buildings (a manager's whole portfolio fits easily). */
export const REPORT_MAX_BUILDINGS = 500;

const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const reportRowSchema = {
  type: 'object',
  required: [
    'eventId', 'date', 'start', 'end', 'building', 'venue', 'event', 'type', 'teacher', 'capacity', 'rsvps',
    'attended', 'capacityPercentage', 'rsvpdAndAttended', 'injuries', 'averageRating', 'ratings', 'teacherComment',
    'incidents',
  ],
  additionalProperties: false,
  properties: {
    eventId: { type: 'integer' },
    date: { type: 'string', description: "Building-local 'YYYY-MM-DD'" },
    start: { type: 'string', description: "Building-local 'HH:mm'" },
    end: { type: 'string', description: "Building-local 'HH:mm'" },
    building: { type: 'string' },
    venue: nullableString,
    event: { type: 'string' },
    type: { type: 'string', enum: ['social', 'fitness'] },
    teacher: { ...nullableString, description: 'First and last name' },
    capacity: { type: ['integer', 'null'], description: 'Places offered; 0 or null is unknown' },
    rsvps: { type: 'integer' },
    attended: { type: ['integer', 'null'], description: 'Checked in; null for an event that has not begun' },
    capacityPercentage: { ...nullableNumber, description: '100 × rsvps / capacity, 2 decimals; null when capacity is unknown' },
    rsvpdAndAttended: { ...nullableNumber, description: '100 × attended / rsvps, 2 decimals; null without RSVPs or before the event begins' },
    injuries: { type: ['integer', 'null'], description: 'Injury reports; null for an event that has not begun' },
    averageRating: { ...nullableNumber, description: 'Mean of the 1-5 ratings; null without ratings or before the event begins' },
    ratings: { type: ['integer', 'null'], description: 'Ratings given; null for an event that has not begun' },
    teacherComment: nullableString,
    incidents: { type: 'integer', description: "The desk's incident reports on the event (injuries also counts imported injuries)" },
  },
} as const;

export const excelReportSchema = {
  tags: ['dashboard'],
  summary: 'Monthly event report: one row per event of the month (building-local dates), not cancelled',
  description:
    'buildingId lists the buildings; empty or containing 0 (All buildings) means all of the caller\'s. ' +
    'A building that is not the caller\'s is refused (403), never dropped. The app writes the CSV.',
  body: {
    type: 'object',
    required: ['buildingId', 'month', 'year'],
    additionalProperties: false,
    properties: {
      buildingId: {
        type: 'array',
        maxItems: REPORT_MAX_BUILDINGS,
        items: { type: 'integer', minimum: 0, maximum: 2147483647 },
      },
      month: { type: 'integer', minimum: 1, maximum: 12 },
      year: { type: 'integer', minimum: 1970, maximum: 9999 },
    },
  },
  response: { 200: { type: 'array', items: reportRowSchema }, ...errorResponses },
} as const;

export type ReportRow = FromSchema<typeof reportRowSchema>;
