import { buildingIdField, errorResponses, idField } from '../../http/field-schemas.ts';

const buildingIdProperty = buildingIdField;

const unitList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    additionalProperties: false,
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
} as const;

const buildingProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  dashboardAccess: { type: 'boolean' },
  buildingType: { type: 'string', enum: ['COMMERCIAL', 'RESIDENTIAL'] },
  amenityMembership: { type: 'boolean' },
  blocks: { ...unitList, description: 'Units of a residential building; empty for a commercial one' },
  companies: { ...unitList, description: 'Units of a commercial building; empty for a residential one' },
} as const;

const buildingRequired = ['id', 'name', 'dashboardAccess', 'buildingType', 'amenityMembership', 'blocks', 'companies'] as const;

export const listBuildingsSchema = {
  summary: "The caller's buildings (one with buildingId), by name",
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { buildingId: buildingIdProperty },
  },
  response: {
    200: { type: 'array', items: { type: 'object', required: buildingRequired, additionalProperties: false, properties: buildingProperties } },
    ...errorResponses,
  },
} as const;

export const buildingDetailsSchema = {
  summary: "One of the caller's buildings with its liaison ('liason', as the spec spells it)",
  body: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: idField, buildingId: buildingIdProperty },
  },
  response: {
    200: {
      type: 'object',
      required: [...buildingRequired, 'liason', 'timeZone', 'venues'],
      additionalProperties: false,
      properties: {
        ...buildingProperties,
        timeZone: { type: 'string', description: "IANA time zone: the building's dates and times are local to it" },
        venues: { ...unitList, description: 'Venues of the building, by name' },
        liason: {
          type: ['object', 'null'],
          required: ['firstName', 'lastName'],
          additionalProperties: false,
          properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
        },
      },
    },
    ...errorResponses,
  },
} as const;

const reminderHoursField = {
  type: 'array',
  items: { type: 'integer', minimum: 1, maximum: 168 },
  maxItems: 2,
  uniqueItems: true,
  description: 'Hours before the start each reminder e-mail goes (at most two, distinct, 1 to 168); empty: none',
} as const;

export const buildingRemindersSchema = {
  summary: "When one of the caller's buildings e-mails its residents' reminders; changes them when reminderHours is given",
  body: {
    type: 'object',
    required: ['buildingId'],
    additionalProperties: false,
    properties: { buildingId: idField, reminderHours: reminderHoursField },
  },
  response: {
    200: {
      type: 'object',
      required: ['buildingId', 'reminderHours'],
      additionalProperties: false,
      properties: { buildingId: { type: 'integer' }, reminderHours: { ...reminderHoursField, description: 'Longest first' } },
    },
    ...errorResponses,
  },
} as const;
