import { buildingIdField, errorResponses } from '../../http/field-schemas.ts';

const nullableInt = { type: ['integer', 'null'] } as const;

/** One coming event as residents see it (docs/design/residents.md, Calls: events/), for the preview. */
const residentEventSchema = {
  type: 'object',
  required: ['id', 'name', 'buildingId', 'buildingName', 'timeZone', 'venue', 'date', 'startTime', 'endTime', 'capacity', 'placesLeft', 'waitlisted', 'myStatus'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    buildingId: { type: 'integer' },
    buildingName: { type: 'string' },
    timeZone: { type: 'string', description: "The building's IANA time zone" },
    venue: { type: ['string', 'null'] },
    date: { type: 'string', description: 'YYYY-MM-DD, building-local' },
    startTime: { type: 'string', description: 'HH:mm, building-local' },
    endTime: { type: 'string', description: 'HH:mm, building-local' },
    capacity: { ...nullableInt, description: 'Places; null = unlimited' },
    placesLeft: { ...nullableInt, description: 'null when unlimited' },
    waitlisted: { type: 'integer' },
    myStatus: { type: 'null', description: 'Always null: a preview is nobody’s own page' },
  },
} as const;

export const residentPreviewSchema = {
  tags: ['events'],
  summary: "A building's coming events as its residents see them (the manager's preview of the residents' page)",
  description: 'The building must be one of the caller’s (else 403); 0 only for a caller with one building.',
  body: { type: 'object', required: ['buildingId'], additionalProperties: false, properties: { buildingId: buildingIdField } },
  response: {
    200: {
      type: 'object',
      required: ['buildingId', 'buildingName', 'events'],
      additionalProperties: false,
      properties: {
        buildingId: { type: 'integer' },
        buildingName: { type: 'string' },
        events: { type: 'array', items: residentEventSchema },
      },
    },
    ...errorResponses,
  },
} as const;
