import type { FromSchema } from 'json-schema-to-ts';

/** A building-local wall-clock time 'HH:mm' (00:00 to 23:59). */
export const localTimeField = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm, building-local' } as const;

/** 1 social, 2 fitness (the analytics' event types without "all"). */
export const eventTypeField = { type: 'integer', enum: [1, 2], description: '1 social, 2 fitness' } as const;

const nullableInt = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** One event as the Events screen, the roster and the schedule calls show it; times building-local. */
export const eventSummarySchema = {
  type: 'object',
  required: [
    'id', 'buildingId', 'buildingName', 'timeZone', 'seriesId', 'name', 'eventType', 'venueId', 'venue', 'teacherId', 'teacher',
    'studioId', 'studio', 'date', 'startTime', 'endTime', 'start', 'end', 'capacity', 'image', 'cancelled',
    'going', 'waitlisted', 'checkedIn',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    buildingId: { type: 'integer' },
    buildingName: { type: 'string' },
    timeZone: { type: 'string', description: "The building's IANA time zone" },
    seriesId: { ...nullableInt, description: 'The weekly series it belongs to; null for a one-off event' },
    name: { type: 'string' },
    eventType: eventTypeField,
    venueId: nullableInt,
    venue: { ...nullableString, description: 'Venue name' },
    teacherId: nullableInt,
    teacher: { ...nullableString, description: "Teacher's first and last name" },
    studioId: nullableInt,
    studio: { ...nullableString, description: 'Studio name' },
    date: { type: 'string', description: 'YYYY-MM-DD, building-local' },
    startTime: { type: 'string', description: 'HH:mm, building-local' },
    endTime: { type: 'string', description: 'HH:mm, building-local' },
    start: { type: 'string', description: 'YYYY-MM-DDTHH:mm, building-local' },
    end: { type: 'string', description: 'YYYY-MM-DDTHH:mm, building-local' },
    capacity: { ...nullableInt, description: 'Places; null = unlimited' },
    image: { ...nullableString, description: 'Picture URL' },
    cancelled: { type: 'boolean' },
    going: { type: 'integer', description: 'RSVPs going (the figures\' "rsvps")' },
    waitlisted: { type: 'integer' },
    checkedIn: { type: 'integer', description: 'RSVPs checked in (attended)' },
  },
} as const;

export type EventSummary = FromSchema<typeof eventSummarySchema>;

/** A time the zone moved (a spring-forward gap), said beside a successful answer. */
export const scheduleNoticeSchema = {
  type: 'object',
  required: ['field', 'date', 'requested', 'actual', 'message'],
  additionalProperties: false,
  properties: {
    field: { type: 'string', description: 'startTime or endTime' },
    date: { type: 'string', description: 'YYYY-MM-DD of the occurrence' },
    requested: { type: 'string', description: 'HH:mm asked for' },
    actual: { type: 'string', description: 'HH:mm the zone gives' },
    message: { type: 'string' },
  },
} as const;

export type ScheduleNotice = FromSchema<typeof scheduleNoticeSchema>;
