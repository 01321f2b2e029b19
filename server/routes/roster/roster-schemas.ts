import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses, idField } from '../../http/field-schemas.ts';
import { eventSummarySchema } from '../schedule/event-summary-schema.ts';

const TAGS = ['events'];
const nullableString = { type: ['string', 'null'] } as const;

/** One resident's place at an event, as the roster shows it. */
export const rosterEntrySchema = {
  type: 'object',
  required: [
    'userId', 'firstName', 'lastName', 'unit', 'apartment', 'status', 'position', 'joinedAt', 'cancelledAt',
    'checkedInAt', 'checkedInBy', 'walkIn', 'promotedAt',
  ],
  additionalProperties: false,
  properties: {
    userId: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    unit: { ...nullableString, description: 'Block or company name in the event\'s building' },
    apartment: nullableString,
    status: { type: 'string', enum: ['going', 'waitlisted', 'cancelled'] },
    position: { type: ['integer', 'null'], description: 'Place on the waitlist (1 = next); null unless waitlisted' },
    joinedAt: { type: 'string', description: 'ISO date-time the place was taken or the waitlist joined' },
    cancelledAt: { ...nullableString, description: 'ISO date-time; null unless cancelled (or imported without one)' },
    checkedInAt: { ...nullableString, description: 'ISO date-time of the first accepted check-in' },
    checkedInBy: { ...nullableString, description: 'Name of the account that checked the resident in' },
    walkIn: { type: 'boolean' },
    promotedAt: { ...nullableString, description: 'ISO date-time a freed place was given to this RSVP from the waitlist; null when it was not' },
  },
} as const;

export type RosterEntry = FromSchema<typeof rosterEntrySchema>;

/** The body of every call about one resident at one event (RSVPs, check-ins). */
export const eventAndResident = {
  type: 'object',
  required: ['eventId', 'userId'],
  additionalProperties: false,
  properties: { eventId: idField, userId: { ...idField, description: 'A resident of the event\'s building' } },
} as const;

export const eventRosterSchema = {
  tags: TAGS,
  summary: "An event's roster: going, waitlisted (by position) and cancelled RSVPs",
  body: { type: 'object', required: ['eventId'], additionalProperties: false, properties: { eventId: idField } },
  response: {
    200: {
      type: 'object',
      required: ['event', 'rsvps', 'checkInOpensAt', 'checkInClosesAt', 'noShowsFrom'],
      additionalProperties: false,
      properties: {
        event: eventSummarySchema,
        checkInOpensAt: { type: 'string', description: 'ISO date-time the check-in window opens (60 minutes before the start)' },
        checkInClosesAt: { type: 'string', description: 'ISO date-time it closes (2 hours after the end)' },
        noShowsFrom: {
          type: 'string',
          description: 'ISO date-time from which its going RSVPs not checked in are no-shows (NO_SHOW_AFTER_HOURS, 2, after the end; front-desk.md)',
        },
        rsvps: { type: 'array', items: rosterEntrySchema, description: 'Going (by name), then waitlisted (by position), then cancelled' },
      },
    },
    ...errorResponses,
  },
} as const;

export const rsvpSchema = {
  tags: TAGS,
  summary: 'Gives a resident a place (going), or past capacity a place on the waitlist; an Idempotency-Key makes retries exactly-once',
  description: 'A resident already going or waitlisted keeps that place (answered as it is). A cancelled or ended event is refused (422, eventId).',
  body: eventAndResident,
  response: {
    200: {
      type: 'object',
      required: ['status', 'position', 'rsvp'],
      additionalProperties: false,
      properties: {
        status: { type: 'string', enum: ['going', 'waitlisted'] },
        position: { type: ['integer', 'null'], description: 'Place on the waitlist; null when going' },
        rsvp: rosterEntrySchema,
      },
    },
    ...errorResponses,
  },
} as const;

export const cancelRsvpSchema = {
  tags: TAGS,
  summary: "Cancels a resident's RSVP; a freed place goes to the first waitlisted (e-mailed); an Idempotency-Key makes retries exactly-once",
  body: eventAndResident,
  response: {
    200: {
      type: 'object',
      required: ['rsvp', 'promoted'],
      additionalProperties: false,
      properties: {
        rsvp: rosterEntrySchema,
        promoted: { anyOf: [rosterEntrySchema, { type: 'null' }], description: 'The waitlisted resident who got the place' },
      },
    },
    ...errorResponses,
  },
} as const;

export const undoCancelRsvpSchema = {
  tags: TAGS,
  summary: "Takes back a cancel of a resident's RSVP made moments ago (the desk's Undo); an Idempotency-Key makes retries exactly-once",
  description:
    'Within 20 seconds of the cancel, the RSVP is put back as it was (going, or waitlisted at its own place), and a resident the ' +
    'freed place was given to goes back to their place on the waitlist (their e-mail, not yet sent, is withdrawn). ' +
    'Later, or when the place cannot be given back (taken meanwhile, or the promoted resident already checked in): 409 with a sentence.',
  body: eventAndResident,
  response: {
    200: {
      type: 'object',
      required: ['rsvp', 'returnedToWaitlist'],
      additionalProperties: false,
      properties: {
        rsvp: rosterEntrySchema,
        returnedToWaitlist: { type: 'array', items: rosterEntrySchema, description: 'Residents the freed place had been given to, back on the waitlist' },
      },
    },
    ...errorResponses,
  },
} as const;
