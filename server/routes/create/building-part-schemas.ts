import { errorResponses } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';
import { createdResponse, nameField, targetBuildingField } from './create-fields.ts';

// What goes into one building: its blocks or companies (units), its venues, the studios it works with.

const inBuilding = {
  buildingId: { type: 'integer', description: 'The building it was added to' },
  name: { type: 'string' },
} as const;

const IDEMPOTENT = 'Accepts Idempotency-Key.';

export const createUnitSchema = {
  tags: ['create'],
  summary: 'Add a block (residential building) or a company (commercial building) to one of the caller\'s buildings',
  description:
    'Which of the two it is follows from the building\'s type (unitType in the answer). The name must be new in ' +
    `that building, ignoring case (409, field name). ${IDEMPOTENT}`,
  body: {
    type: 'object',
    required: ['buildingId', 'name'],
    additionalProperties: false,
    properties: { buildingId: targetBuildingField, name: nameField },
  },
  response: {
    200: createdResponse({ ...inBuilding, unitType: { type: 'string', enum: ['block', 'company'] } }, ['buildingId', 'name', 'unitType']),
    ...errorResponses,
  },
} as const;

export const createVenueSchema = {
  tags: ['create'],
  summary: 'Add a venue (a room or space events take place in) to one of the caller\'s buildings',
  description: `The name must be new in that building, ignoring case (409, field name). ${IDEMPOTENT}`,
  body: {
    type: 'object',
    required: ['buildingId', 'name'],
    additionalProperties: false,
    properties: {
      buildingId: targetBuildingField,
      name: nameField,
      capacity: { type: ['integer', 'null'], minimum: 1, maximum: LIMITS.int4Max, description: 'Places it offers; absent or null: unknown' },
    },
  },
  response: {
    200: createdResponse({ ...inBuilding, capacity: { type: ['integer', 'null'] } }, ['buildingId', 'name', 'capacity']),
    ...errorResponses,
  },
} as const;

export const createStudioSchema = {
  tags: ['create'],
  summary: 'Create a studio (a provider of classes and teachers) working with one of the caller\'s buildings',
  description:
    'The studio is listed by /studios/ for that building from then on. Its name must differ from the studios that ' +
    `building already works with, ignoring case (409, field name). ${IDEMPOTENT}`,
  body: {
    type: 'object',
    required: ['buildingId', 'name'],
    additionalProperties: false,
    properties: { buildingId: targetBuildingField, name: nameField },
  },
  response: {
    200: createdResponse(inBuilding, ['buildingId', 'name']),
    ...errorResponses,
  },
} as const;
