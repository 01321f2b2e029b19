import { errorResponses } from '../../http/field-schemas.ts';
import { GIVE_BACK_TOKEN_PATTERN } from '../../reminders/give-back-tokens.ts';

const TAGS = ['residents'];

const tokenBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', pattern: GIVE_BACK_TOKEN_PATTERN, maxLength: 43, description: "From a reminder's give-back link" } },
} as const;

export const giveBackEventSchema = {
  tags: TAGS,
  summary: "The event of a reminder's give-back link and whether its place can still be given back; changes nothing",
  description: 'What the give-back page shows before its button is pressed. A token that is no link\'s: 400 (token).',
  body: tokenBody,
  response: {
    200: {
      type: 'object',
      required: ['event', 'state'],
      additionalProperties: false,
      properties: {
        event: {
          type: 'object',
          required: ['name', 'buildingName', 'timeZone', 'venue', 'date', 'startTime', 'endTime'],
          additionalProperties: false,
          properties: {
            name: { type: 'string' },
            buildingName: { type: 'string' },
            timeZone: { type: 'string', description: "The building's IANA time zone; date and times are local to it" },
            venue: { type: ['string', 'null'] },
            date: { type: 'string', description: 'YYYY-MM-DD, building-local' },
            startTime: { type: 'string', description: 'HH:MM, building-local' },
            endTime: { type: 'string', description: 'HH:MM, building-local' },
          },
        },
        state: {
          type: 'string',
          enum: ['open', 'given-back', 'started', 'cancelled'],
          description: 'open: the button gives the place back; given-back: it was already; started or cancelled: too late',
        },
      },
    },
    ...errorResponses,
  },
} as const;

export const giveBackSchema = {
  tags: TAGS,
  summary: "Gives back the place of a reminder's link (no session): that RSVP only, until the event starts",
  description:
    'The freed place goes to the first waiting, who is e-mailed. Already given back: 409. Started or cancelled: 422. ' +
    "A token that is no link's: 400 (token).",
  body: tokenBody,
  response: {
    200: {
      type: 'object',
      required: ['rsvp'],
      additionalProperties: false,
      properties: {
        rsvp: {
          type: 'object',
          required: ['eventId', 'status', 'lateCancel'],
          additionalProperties: false,
          properties: {
            eventId: { type: 'integer' },
            status: { type: 'string', enum: ['cancelled'] },
            lateCancel: { type: 'boolean', description: 'Less than 12 hours before the start' },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;
