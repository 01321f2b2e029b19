import { errorResponses } from '../../http/field-schemas.ts';
import { eventAndResident, rosterEntrySchema } from '../../front-desk/roster-entry-schema.ts';

const TAGS = ['events'];

/** What the name a tablet goes by may hold (the app makes "Tablet K7"). */
export const DEVICE_NAME_MAX_CHARS = 40;

/**
 * A check-in or its undo: the event and the resident, and from the tablet the moment of the tap (made
 * offline, it is sent later) and the name the tablet goes by, for the log.
 */
export const checkInBody = {
  type: 'object',
  required: ['eventId', 'userId'],
  additionalProperties: false,
  properties: {
    ...eventAndResident.properties,
    tappedAt: {
      type: 'string',
      format: 'date-time',
      description:
        "ISO date-time of the tap on the device's clock. Kept as the check-in's time, not after now; one more than 2 minutes " +
        "ahead of the server's clock is not believed (the receipt time stands in); the window is judged at this time.",
    },
    deviceName: { type: 'string', minLength: 1, maxLength: DEVICE_NAME_MAX_CHARS, description: 'The name the tablet goes by in the app' },
  },
} as const;

export const checkInSchema = {
  tags: TAGS,
  summary: 'Checks a resident in at the door: idempotent per event and resident; an Idempotency-Key makes retries exactly-once',
  description:
    'The first accepted check-in wins: a later one answers 200 with alreadyCheckedIn and the first one\'s time and account. ' +
    'A resident without a going RSVP is a walk-in (an RSVP is created; overCapacity says it went past the capacity). ' +
    'Outside the window (60 minutes before the start to 2 hours after the end, judged at the tap\'s time when tappedAt is sent) ' +
    'or for a cancelled event: 409 with a sentence.',
  body: checkInBody,
  response: {
    200: {
      type: 'object',
      required: ['checkedInAt', 'checkedInBy', 'alreadyCheckedIn', 'walkIn', 'overCapacity'],
      additionalProperties: false,
      properties: {
        checkedInAt: { type: 'string', description: 'ISO date-time of the first accepted check-in (the moment of its tap)' },
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
  body: checkInBody,
  response: {
    200: { type: 'object', required: ['rsvp'], additionalProperties: false, properties: { rsvp: rosterEntrySchema } },
    ...errorResponses,
  },
} as const;
