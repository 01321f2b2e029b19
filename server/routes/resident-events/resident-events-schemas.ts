import type { FromSchema } from 'json-schema-to-ts';
import { dateField, errorResponses, idField } from '../../http/field-schemas.ts';

const TAGS = ['residents'];

/** residents.md's event, as a resident sees it: counts, never other residents. */
const residentEventProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  buildingId: { type: 'integer' },
  buildingName: { type: 'string' },
  timeZone: { type: 'string', description: "The building's IANA time zone; date and times are local to it" },
  venue: { type: ['string', 'null'] },
  date: { type: 'string', description: 'YYYY-MM-DD, building-local' },
  startTime: { type: 'string', description: 'HH:MM, building-local' },
  endTime: { type: 'string', description: 'HH:MM, building-local' },
  capacity: { type: ['integer', 'null'], description: 'null: unlimited' },
  placesLeft: { type: ['integer', 'null'], description: 'null: unlimited' },
  waitlisted: { type: 'integer', description: 'How many wait for a place' },
  myStatus: { type: ['string', 'null'], enum: ['going', 'waitlisted', null], description: "The caller's own RSVP; null: none" },
  position: { type: 'integer', description: "The caller's place on the waitlist (1 = next); only when waitlisted" },
} as const;

const RESIDENT_EVENT_REQUIRED = [
  'id', 'name', 'buildingId', 'buildingName', 'timeZone', 'venue', 'date', 'startTime', 'endTime', 'capacity', 'placesLeft',
  'waitlisted', 'myStatus',
] as const;

export const residentEventSchema = {
  type: 'object',
  required: RESIDENT_EVENT_REQUIRED,
  additionalProperties: false,
  properties: residentEventProperties,
} as const;

export const pastResidentEventSchema = {
  type: 'object',
  required: [...RESIDENT_EVENT_REQUIRED, 'attended', 'rated'],
  additionalProperties: false,
  properties: {
    ...residentEventProperties,
    attended: { type: 'boolean', description: 'Checked in at the door' },
    rated: { type: 'boolean', description: 'The caller has rated it' },
  },
} as const;

export type ResidentEvent = FromSchema<typeof residentEventSchema>;
export type PastResidentEvent = FromSchema<typeof pastResidentEventSchema>;

const eventIdBody = { type: 'object', required: ['eventId'], additionalProperties: false, properties: { eventId: idField } } as const;

export const residentEventsSchema = {
  tags: TAGS,
  summary: "The coming events of the caller's buildings (now to 8 weeks ahead, not cancelled), with places left and the caller's own status",
  description: 'from and to (building-local days) narrow the window; outside it they are clamped to it. to before from: 400 naming to.',
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { from: dateField, to: dateField },
  },
  response: {
    200: {
      type: 'object',
      required: ['events'],
      additionalProperties: false,
      properties: { events: { type: 'array', items: residentEventSchema, description: 'Soonest first' } },
    },
    ...errorResponses,
  },
} as const;

export const residentRsvpSchema = {
  tags: TAGS,
  summary: 'Takes a place for the caller (going), or past capacity a place on the waitlist; the same rules as the desk',
  description: 'Already going or waitlisted: answered as it is. Another building\'s or unknown event: 404. Cancelled or started: 422 (eventId).',
  body: eventIdBody,
  response: {
    200: {
      type: 'object',
      required: ['status', 'position'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: ['going', 'waitlisted'] },
        position: { type: ['integer', 'null'], description: 'Place on the waitlist (1 = next); null when going' },
      },
    },
    ...errorResponses,
  },
} as const;

export const residentCancelRsvpSchema = {
  tags: TAGS,
  summary: "Gives the caller's place back (or leaves the waitlist); a freed place goes to the first waiting, who is e-mailed",
  description: 'lateCancel: less than LATE_CANCEL_HOURS (12) before the start. Nothing is said of who got the place. Started: 422 (eventId).',
  body: eventIdBody,
  response: {
    200: {
      type: 'object',
      required: ['rsvp'],
      additionalProperties: false,
      properties: {
        rsvp: {
          type: 'object',
          required: ['status', 'lateCancel'],
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['cancelled'] }, lateCancel: { type: 'boolean' } },
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const myEventsSchema = {
  tags: TAGS,
  summary: "The caller's coming places and waitlist places, and the events of the last 90 days they did not cancel",
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: {
    200: {
      type: 'object',
      required: ['upcoming', 'past'],
      additionalProperties: false,
      properties: {
        upcoming: { type: 'array', items: residentEventSchema, description: 'Soonest first' },
        past: { type: 'array', items: pastResidentEventSchema, description: 'Newest first' },
      },
    },
    ...errorResponses,
  },
} as const;
