import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses, idField } from '../../http/field-schemas.ts';

/** One resident as the self check-in kiosk shows them: "Alex R.", their unit, whether they are in. */
export const kioskResidentSchema = {
  type: 'object',
  required: ['userId', 'firstName', 'lastInitial', 'unit', 'checkedIn', 'passHash'],
  additionalProperties: false,
  properties: {
    userId: { type: 'integer', description: 'What the check-in names' },
    firstName: { type: 'string' },
    lastInitial: { type: 'string', description: 'The first letter of the last name, upper case ("" when none)' },
    unit: { type: ['string', 'null'], description: "The apartment, else the block or company in the event's building" },
    checkedIn: { type: 'boolean' },
    passHash: { type: ['string', 'null'], description: "SHA-256 of the resident's pass, base64url (never the pass), for a scan at the kiosk; null: none yet" },
  },
} as const;

export type KioskResident = FromSchema<typeof kioskResidentSchema>;

export const kioskRosterSchema = {
  tags: ['events'],
  summary: "What the self check-in kiosk shows of an event's roster: its going residents as \"Alex R.\" and their unit",
  description:
    'Nothing more: no last name, e-mail, phone, picture, waitlist or cancelled places, nor who checked them in. ' +
    'The kiosk asks for nothing else about residents.',
  body: { type: 'object', required: ['eventId'], additionalProperties: false, properties: { eventId: idField } },
  response: {
    200: {
      type: 'object',
      required: ['eventId', 'residents'],
      additionalProperties: false,
      properties: {
        eventId: { type: 'integer' },
        residents: { type: 'array', items: kioskResidentSchema, description: 'Going, by first name then last initial' },
      },
    },
    ...errorResponses,
  },
} as const;
