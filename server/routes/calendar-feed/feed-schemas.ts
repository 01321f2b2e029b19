import { errorResponses, idField } from '../../http/field-schemas.ts';
import { buildingIdField } from '../../http/field-schemas.ts';

const feedStatusProperties = {
  published: { type: 'boolean' },
  publishedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the current address was made' },
} as const;

const buildingBody = {
  type: 'object',
  required: ['buildingId'],
  additionalProperties: false,
  properties: { buildingId: { ...buildingIdField, description: 'The building (0 only for a caller with one building)' } },
} as const;

export const feedStatusSchema = {
  tags: ['calendar'],
  summary: "Whether the building's calendar feed is published (its address is shown only when made)",
  body: buildingBody,
  response: {
    200: { type: 'object', required: ['published', 'publishedAt'], additionalProperties: false, properties: feedStatusProperties },
    ...errorResponses,
  },
} as const;

export const renewFeedSchema = {
  tags: ['calendar'],
  summary: "Publishes the building's calendar feed at a new secret address; an earlier address stops at once",
  description: 'The address is answered only here: the server keeps a hash of its secret, never the secret.',
  body: buildingBody,
  response: {
    200: {
      type: 'object',
      required: ['published', 'publishedAt', 'url'],
      additionalProperties: false,
      properties: { ...feedStatusProperties, url: { type: 'string', description: 'The feed address (https://…/api/calendar/{secret}.ics)' } },
    },
    ...errorResponses,
  },
} as const;

export const unpublishFeedSchema = {
  tags: ['calendar'],
  summary: "Stops the building's calendar feed (its address answers 404)",
  body: buildingBody,
  response: feedStatusSchema.response,
} as const;

export const eventCalendarFileSchema = {
  tags: ['calendar'],
  summary: 'One event as an iCalendar (.ics) file, for "Add to calendar"',
  body: { type: 'object', required: ['eventId'], additionalProperties: false, properties: { eventId: idField } },
  response: {
    200: {
      type: 'object',
      required: ['fileName', 'content'],
      additionalProperties: false,
      properties: { fileName: { type: 'string' }, content: { type: 'string', description: 'text/calendar, CRLF lines' } },
    },
    ...errorResponses,
  },
} as const;

export const feedFileSchema = {
  tags: ['calendar'],
  summary: "A building's calendar feed (text/calendar), for calendar apps; the secret in the address is the permission",
  description: 'A wrong or renewed secret answers 404. ETag and Last-Modified; a matching conditional request answers 304.',
  params: {
    type: 'object',
    required: ['file'],
    additionalProperties: false,
    properties: { file: { type: 'string', maxLength: 64, description: '{secret}.ics' } },
  },
  response: errorResponses,
} as const;
