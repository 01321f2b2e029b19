import { errorResponses, idField } from '../../http/field-schemas.ts';
import { eventSummarySchema } from '../../front-desk/event-summary-schema.ts';
import { eventAndResident, rosterEntrySchema } from '../../front-desk/roster-entry-schema.ts';

export type { RosterEntry } from '../../front-desk/roster-entry-schema.ts';

const TAGS = ['events'];

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
