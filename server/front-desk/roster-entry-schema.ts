import type { FromSchema } from 'json-schema-to-ts';
import { idField } from '../http/field-schemas.ts';

const nullableString = { type: ['string', 'null'] } as const;

/** One resident's place at an event, as the roster shows it. */
export const rosterEntrySchema = {
  type: 'object',
  required: [
    'userId', 'firstName', 'lastName', 'unit', 'apartment', 'status', 'position', 'joinedAt', 'cancelledAt',
    'checkedInAt', 'checkedInBy', 'walkIn', 'promotedAt', 'source', 'rsvpAt',
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
    source: { type: 'string', enum: ['desk', 'resident', 'import'], description: 'Where the RSVP was made: the desk, the resident\'s own page, or a data file' },
    rsvpAt: { type: 'string', description: 'ISO date-time the RSVP was made (as joinedAt), shown beside its source' },
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
