import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses } from '../../http/field-schemas.ts';
import { createdResponse, nameField, optionalEmailField, optionalTextField, scopeBuildingField } from './create-fields.ts';

/** Longest IANA zone name is 30 characters (America/Argentina/ComodRivadavia); room to spare. */
const TIME_ZONE_MAX_LENGTH = 64;

const liaisonProperties = {
  firstName: optionalTextField,
  lastName: optionalTextField,
  email: { ...optionalEmailField, description: 'Where /message-liason/ mails go' },
} as const;

const buildingProperties = {
  name: nameField,
  buildingType: { type: 'string', enum: ['RESIDENTIAL', 'COMMERCIAL'], description: 'RESIDENTIAL: its units are blocks; COMMERCIAL: companies' },
  timeZone: {
    type: 'string',
    minLength: 1,
    maxLength: TIME_ZONE_MAX_LENGTH,
    description: 'IANA time zone name, e.g. America/New_York: dates, periods and weekdays of the building are taken in it',
  },
  dashboardAccess: { type: 'boolean', description: 'Off: the analytics overlay shows and no analytics are answered' },
  amenityMembership: { type: 'boolean' },
} as const;

export const createBuildingSchema = {
  tags: ['create'],
  summary: 'Create a building; the calling manager manages it from then on',
  description:
    'Managers only (a building admin: 403). The name must differ from those of the caller\'s other buildings, ignoring ' +
    'case (409, field name); a time zone PostgreSQL and browsers do not both know is a 400 naming timeZone. ' +
    'liaison (optional; blank parts are none) is the person /message-liason/ writes to. Accepts Idempotency-Key.',
  body: {
    type: 'object',
    required: ['name', 'buildingType', 'timeZone', 'dashboardAccess', 'amenityMembership'],
    additionalProperties: false,
    properties: {
      ...buildingProperties,
      liaison: { type: ['object', 'null'], additionalProperties: false, properties: liaisonProperties },
      buildingId: scopeBuildingField,
    },
  },
  response: {
    200: createdResponse(
      {
        ...buildingProperties,
        name: { type: 'string' },
        timeZone: { type: 'string' },
        liaison: {
          type: ['object', 'null'],
          required: ['firstName', 'lastName', 'email'],
          additionalProperties: false,
          properties: {
            firstName: { type: ['string', 'null'] },
            lastName: { type: ['string', 'null'] },
            email: { type: ['string', 'null'] },
          },
          description: 'null when no part of it was given',
        },
      },
      ['name', 'buildingType', 'timeZone', 'dashboardAccess', 'amenityMembership', 'liaison'],
    ),
    ...errorResponses,
  },
} as const;

export type CreateBuildingBody = FromSchema<typeof createBuildingSchema.body>;
