import { errorResponses } from '../../http/field-schemas.ts';
import { eventAndResident, rosterEntrySchema } from '../roster/roster-schemas.ts';

const TAGS = ['events'];

export const checkInSchema = {
  tags: TAGS,
  summary: 'Checks a resident in at the door: idempotent per event and resident; an Idempotency-Key makes retries exactly-once',
  description:
    'The first accepted check-in wins: a later one answers 200 with alreadyCheckedIn and the first one\'s time and account. ' +
    'A resident without a going RSVP is a walk-in (an RSVP is created; overCapacity says it went past the capacity). ' +
    'Outside the window (60 minutes before the start to 2 hours after the end) or for a cancelled event: 409 with a sentence.',
  body: eventAndResident,
  response: {
    200: {
      type: 'object',
      required: ['checkedInAt', 'checkedInBy', 'alreadyCheckedIn', 'walkIn', 'overCapacity'],
      additionalProperties: false,
      properties: {
        checkedInAt: { type: 'string', description: 'ISO date-time of the first accepted check-in' },
        checkedInBy: { type: ['string', 'null'], description: 'Name of the account that checked the resident in' },
        alreadyCheckedIn: { type: 'boolean' },
        walkIn: { type: 'boolean' },
        overCapacity: { type: 'boolean', description: 'Going now exceeds the capacity (walk-ins only)' },
      },
    },
    ...errorResponses,
  },
} as const;

export const undoCheckInSchema = {
  tags: TAGS,
  summary: "Undoes a resident's check-in (any staff of the building); a walk-in's RSVP is cancelled with it",
  body: eventAndResident,
  response: {
    200: { type: 'object', required: ['rsvp'], additionalProperties: false, properties: { rsvp: rosterEntrySchema } },
    ...errorResponses,
  },
} as const;
