import { errorResponses } from '../../http/field-schemas.ts';
import { createdResponse, idField, nameField, optionalEmailField, targetBuildingField } from './create-fields.ts';

export const STAFF_TYPES = ['building_admin', 'teacher'] as const;

export const addStaffSchema = {
  tags: ['create'],
  summary: 'Add staff: a building-admin (front-desk) account for one of the caller\'s buildings, or a teacher of a studio',
  description:
    'Managers only (a building admin: 403). building_admin: email and buildingId are required; the account gets no ' +
    'password: its e-mail gets a link to set one (the password-reset link of /resetPassword, valid 72 hours). An ' +
    'e-mail that any account has already is a 409 naming email. teacher: studioId is required, a studio the caller\'s ' +
    'buildings work with (/studios/; else 404); the same first and last name twice in one studio is a 409. ' +
    'Accepts Idempotency-Key.',
  body: {
    type: 'object',
    required: ['staffType', 'firstName', 'lastName'],
    additionalProperties: false,
    properties: {
      staffType: { type: 'string', enum: STAFF_TYPES },
      firstName: nameField,
      lastName: nameField,
      email: { ...optionalEmailField, description: 'building_admin: the sign-in e-mail (stored in lower case)' },
      buildingId: { ...targetBuildingField, description: `building_admin: the building the account acts for. ${targetBuildingField.description}` },
      studioId: { ...idField, description: "teacher: the teacher's studio" },
    },
  },
  response: {
    200: createdResponse(
      {
        staffType: { type: 'string', enum: STAFF_TYPES },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: ['string', 'null'], description: 'building_admin only' },
        buildingId: { type: ['integer', 'null'], description: 'building_admin only' },
        studioId: { type: ['integer', 'null'], description: 'teacher only' },
      },
      ['staffType', 'firstName', 'lastName', 'email', 'buildingId', 'studioId'],
    ),
    ...errorResponses,
  },
} as const;
