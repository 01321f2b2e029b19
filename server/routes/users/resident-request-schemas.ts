import { errorResponses, idField } from '../../http/field-schemas.ts';

const nullableString = { type: ['string', 'null'] } as const;

const residentRequestSchema = {
  type: 'object',
  required: ['id', 'buildingId', 'firstName', 'lastName', 'email', 'cellPhone', 'apartment', 'unitId', 'amenityMember', 'requestedAt', 'requestedBy', 'registered'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    buildingId: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    cellPhone: nullableString,
    apartment: nullableString,
    unitId: { type: ['integer', 'null'] },
    amenityMember: { type: 'boolean' },
    requestedAt: { type: 'string', description: 'ISO date-time' },
    requestedBy: { ...nullableString, description: "The front desk account's name" },
    registered: { type: 'boolean', description: "Already a resident (of another building): confirming adds this building to them, keeping their name and phone" },
  },
} as const;

export const residentRequestsSchema = {
  tags: ['users'],
  summary: "Residents a front desk asked for in the manager's buildings, waiting for confirmation (managers only)",
  body: { type: ['object', 'null'], additionalProperties: false, properties: {} },
  response: {
    200: { type: 'object', required: ['requests'], additionalProperties: false, properties: { requests: { type: 'array', items: residentRequestSchema } } },
    ...errorResponses,
  },
} as const;

const requestIdBody = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: idField } } as const;

export const confirmResidentRequestSchema = {
  tags: ['users'],
  summary: 'Confirms a front desk\'s request: creates the resident, or adds the building to the one already registered (managers only)',
  description: 'Accepts Idempotency-Key. An unknown request, or one of another manager\'s building, is 404.',
  body: requestIdBody,
  response: {
    200: { type: 'object', required: ['msg', 'id'], additionalProperties: false, properties: { msg: { type: 'string' }, id: { type: 'integer', description: 'The resident' } } },
    ...errorResponses,
  },
} as const;

export const declineResidentRequestSchema = {
  tags: ['users'],
  summary: "Declines a front desk's request: nothing is created (managers only)",
  body: requestIdBody,
  response: {
    200: { type: 'object', required: ['msg'], additionalProperties: false, properties: { msg: { type: 'string' } } },
    ...errorResponses,
  },
} as const;
