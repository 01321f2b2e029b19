import { buildingIdField, errorResponses, idField } from '../../http/field-schemas.ts';
import { MESSAGE_MAX_LENGTH } from './messages-strings.ts';

const idProperty = idField;
const buildingIdProperty = buildingIdField;
// Emptiness (and whitespace only) is checked by the route so it can answer with the spec's sentence.
const messageProperty = { type: 'string', maxLength: MESSAGE_MAX_LENGTH } as const;

const successSchema = {
  type: 'object',
  required: ['msg'],
  additionalProperties: false,
  properties: { msg: { type: 'string', const: 'Success' } },
} as const;

const responses = { 200: successSchema, ...errorResponses } as const;

const answers =
  '200 {msg: "Success"}: the message is stored and its e-mail sent, or queued and retried while the mail server ' +
  'is down (never undone). A repeated Idempotency-Key gets the first answer again (Idempotent-Replayed: true); ' +
  '409 with the header Idempotency-Status: in-progress (field "Idempotency-Key") asks to retry later with the same key.';

export const messageLiaisonSchema = {
  summary: "E-mails the building's liaison; an Idempotency-Key header makes retries exactly-once",
  description: `${answers} 422: the building has no liaison e-mail.`,
  body: {
    type: 'object',
    required: ['buildingId', 'message', 'isUrgent'],
    additionalProperties: false,
    properties: { buildingId: buildingIdProperty, message: messageProperty, isUrgent: { type: 'boolean' } },
  },
  response: responses,
} as const;

export const messageUserSchema = {
  summary: 'E-mails one resident of a building in scope; an Idempotency-Key header makes retries exactly-once',
  description: `${answers} 404: no such resident in the buildings in scope (buildingId, or all of the account's).`,
  body: {
    type: 'object',
    required: ['userId', 'message'],
    additionalProperties: false,
    properties: { userId: idProperty, message: messageProperty, buildingId: buildingIdProperty },
  },
  response: responses,
} as const;
