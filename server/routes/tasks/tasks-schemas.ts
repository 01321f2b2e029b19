import type { FromSchema } from 'json-schema-to-ts';
import { buildingIdField, errorResponses, idField } from '../../http/field-schemas.ts';

/** Optional scope; the spec's "All buildings" is 0, and a building admin's app always sends its own. */
const buildingIdProperty = buildingIdField;

export const taskSchema = {
  type: 'object',
  required: ['id', 'taskName', 'extraInformation', 'building', 'buildingId', 'dueDate', 'isCompleted', 'attachement', 'taskCreated'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    taskName: { type: 'string' },
    extraInformation: { type: ['string', 'null'] },
    building: { type: 'string', description: 'Building name' },
    buildingId: { type: 'integer' },
    dueDate: { type: 'string', description: 'YYYY-MM-DD' },
    isCompleted: { type: 'boolean' },
    attachement: { type: ['string', 'null'], description: "Attachment URL (the spec's spelling)" },
    taskCreated: { type: 'string', description: 'YYYY-MM-DD' },
  },
} as const;

export const listTasksSchema = {
  summary: 'Tasks of the buildings in scope, by due date',
  // The app may send no body at all ("list"): that reads as null.
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { buildingId: buildingIdProperty },
  },
  response: { 200: { type: 'array', items: taskSchema }, ...errorResponses },
} as const;

export const updateTaskSchema = {
  summary: 'Marks a task complete or pending; an Idempotency-Key header makes retries exactly-once',
  body: {
    type: 'object',
    required: ['id', 'is_completed'],
    additionalProperties: false,
    properties: {
      id: idField,
      is_completed: { type: 'boolean' },
      buildingId: buildingIdProperty,
    },
  },
  response: { 200: taskSchema, ...errorResponses },
} as const;

/** The spec's Task (docs/product-spec.md, Entities and their fields), plus buildingId so the app can filter without matching names. */
export type Task = FromSchema<typeof taskSchema>;
