import type { FromSchema } from 'json-schema-to-ts';
import { buildingIdField, errorResponses, idField } from '../../http/field-schemas.ts';

const TAGS = ['events'];
const nullableString = { type: ['string', 'null'] } as const;

/** One resident as the door finds them: no e-mail, no phone (front-desk.md "a small resident index"). */
export const indexedResidentSchema = {
  type: 'object',
  required: ['id', 'buildingId', 'firstName', 'lastName', 'unit', 'apartment', 'passHash'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    buildingId: { type: 'integer', description: 'One of the caller\'s buildings; a resident of two is listed once per building' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    unit: { ...nullableString, description: 'Block or company name in that building' },
    apartment: nullableString,
    passHash: { ...nullableString, description: "SHA-256 of the resident's pass, base64url (never the pass); null: they have none yet" },
  },
} as const;

export type IndexedResident = FromSchema<typeof indexedResidentSchema>;

export const residentIndexSchema = {
  tags: TAGS,
  summary: "The residents of the caller's buildings (or the one named), for finding walk-ins at the door, offline too",
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { buildingId: { ...buildingIdField, description: '0, null or absent: all the caller\'s buildings' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['residents'],
      additionalProperties: false,
      properties: { residents: { type: 'array', items: indexedResidentSchema, description: 'By building, first name, last name' } },
    },
    ...errorResponses,
  },
} as const;

/** One line of the append-only check-in log, as the door shows a resident's. */
export const checkInLogLineSchema = {
  type: 'object',
  required: ['at', 'action', 'result', 'detail', 'by', 'device', 'deviceName', 'tappedAt'],
  additionalProperties: false,
  properties: {
    at: { type: 'string', description: 'ISO date-time it was logged (when it reached the server)' },
    action: { type: 'string', enum: ['check-in', 'undo'] },
    result: { type: 'string', enum: ['checked-in', 'already-checked-in', 'undone', 'not-checked-in', 'refused'] },
    detail: { ...nullableString, description: "'walk-in', or the refusal's sentence" },
    by: { ...nullableString, description: "The account's first and last name" },
    device: { ...nullableString, description: "The device's user agent" },
    deviceName: { ...nullableString, description: 'The name the tablet goes by in the app (null: it sent none)' },
    tappedAt: {
      ...nullableString,
      description: "ISO date-time of the tap on the device's clock, as sent (null: none sent); earlier than `at` when it waited offline",
    },
  },
} as const;

export type CheckInLogLine = FromSchema<typeof checkInLogLineSchema>;

export const checkInLogSchema = {
  tags: TAGS,
  summary: "One resident's lines of an event's append-only check-in log: every check-in, undo and refusal, oldest first",
  body: {
    type: 'object',
    required: ['eventId', 'userId'],
    additionalProperties: false,
    properties: { eventId: idField, userId: idField },
  },
  response: {
    200: { type: 'object', required: ['lines'], additionalProperties: false, properties: { lines: { type: 'array', items: checkInLogLineSchema } } },
    ...errorResponses,
  },
} as const;
