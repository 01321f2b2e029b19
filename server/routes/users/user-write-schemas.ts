import type { FromSchema } from 'json-schema-to-ts';
import { emailField, errorResponses, textField } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { buildingIdProperty, INT4_MAX, userIdProperty } from './users-schemas.ts';

/** A user belongs to a handful of buildings; the bound only keeps a request small. */
const MAX_BUILDINGS_PER_USER = 100;
/** E.164 numbers have at most 15 digits; room for spaces, brackets and dashes (the app's form checks the same). */
const CELL_PHONE_MAX_LENGTH = LIMITS.cellPhoneMaxChars;

export const createUserSchema = {
  tags: ['users'],
  summary: 'Create a user (resident or tenant) in one or more of the caller\'s buildings',
  description:
    'units: at most one unit (block or company) per chosen building, each of a chosen building (400); a unit ' +
    "outside the caller's buildings is 404, like an unknown one. amenityMember " +
    'applies to the chosen buildings that offer amenity membership. The e-mail is stored in lower case and must ' +
    "not be registered yet (409, 'Email already registered'). Accepts Idempotency-Key. A front desk (building-admin " +
    "session) creates nobody at once: unless the e-mail is a resident of its own building (409), the resident waits " +
    'for a manager of the building to confirm (resident-requests/), answered 202 with one sentence, the same whether ' +
    'or not the e-mail is registered elsewhere.',
  body: {
    type: 'object',
    required: ['firstName', 'lastName', 'email', 'userBuildings'],
    additionalProperties: false,
    properties: {
      firstName: { ...textField(), minLength: 1 },
      lastName: { ...textField(), minLength: 1 },
      email: emailField,
      userBuildings: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_BUILDINGS_PER_USER,
        items: { type: 'integer', minimum: 1, maximum: INT4_MAX },
      },
      cellPhone: {
        type: ['string', 'null'],
        maxLength: CELL_PHONE_MAX_LENGTH,
        description:
          'As people write it: 3-15 digits with spaces, brackets, dashes, dots or slashes and an optional leading +; ' +
          'stored as its digits and the leading + ("+1 (555) 123-4567" → "+15551234567"). Anything else is a 400 ' +
          'with a sentence (field cellPhone); blank is no phone.',
      },
      apartment: { ...textField(), type: ['string', 'null'] },
      units: { type: 'array', maxItems: MAX_BUILDINGS_PER_USER, items: { type: 'integer', minimum: 1, maximum: INT4_MAX } },
      amenityMember: { enum: [true, false, 0, 1], description: 'true or 1: member where the building offers it' },
      buildingId: buildingIdProperty,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['msg', 'id'],
      additionalProperties: false,
      properties: { msg: { type: 'string' }, id: { type: 'integer', description: 'The new user' } },
    },
    202: {
      type: 'object',
      required: ['msg'],
      additionalProperties: false,
      description: "A front desk's request, waiting for a manager",
      properties: { msg: { type: 'string', description: "'Sent: a manager will confirm this resident.'" } },
    },
    ...errorResponses,
  },
} as const;

export const amenityMembershipSchema = {
  tags: ['users'],
  summary: "Set a user's amenity membership in one building that offers it",
  description:
    'The building is buildingId, or the only one of the user\'s buildings among the caller\'s (several: 400, ' +
    'name one). A building without amenity membership is refused (422).',
  params: {
    type: 'object',
    required: ['userId'],
    properties: { userId: userIdProperty },
  },
  body: {
    type: 'object',
    required: ['amenityMember'],
    additionalProperties: false,
    properties: {
      amenityMember: { enum: [0, 1, true, false], description: '1 (or true) to make the user a member, 0 (or false) to end it' },
      userId: { ...userIdProperty, description: 'Must equal the path\'s userId when sent' },
      buildingId: buildingIdProperty,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['msg', 'userId', 'buildingId', 'amenityMember'],
      additionalProperties: false,
      properties: {
        msg: { type: 'string' },
        userId: { type: 'integer' },
        buildingId: { type: 'integer' },
        amenityMember: { type: 'boolean' },
      },
    },
    ...errorResponses,
  },
} as const;

export type AmenityMembershipBody = FromSchema<typeof amenityMembershipSchema.body>;
