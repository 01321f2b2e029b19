import type { FromSchema } from 'json-schema-to-ts';
import { errorResponses, idField } from '../../http/field-schemas.ts';
import { RATING_LIMITS } from '../../../src/contract/limits.ts';
import { RATING_TOKEN_PATTERN } from '../../residents/rating-token.ts';

const TAGS = ['residents'];

const starsField = {
  type: 'integer',
  minimum: RATING_LIMITS.minStars,
  maximum: RATING_LIMITS.maxStars,
  description: 'Whole stars, 1 to 5',
} as const;

const commentField = {
  type: ['string', 'null'],
  maxLength: RATING_LIMITS.commentMaxChars,
  description: 'Optional; line breaks allowed, no other control characters. Absent, null or blank: none',
} as const;

const ratingSchema = {
  type: 'object',
  required: ['eventId', 'eventName', 'stars', 'comment', 'ratedAt', 'changeableUntil'],
  additionalProperties: false,
  properties: {
    eventId: { type: 'integer' },
    eventName: { type: 'string' },
    stars: { type: 'integer' },
    comment: { type: ['string', 'null'] },
    ratedAt: { type: 'string', description: 'ISO 8601 (UTC)' },
    changeableUntil: { type: 'string', description: 'ISO 8601 (UTC): 7 days after the end; given again until then' },
  },
} as const;

const ratingAnswer = {
  200: { type: 'object', required: ['rating'], additionalProperties: false, properties: { rating: ratingSchema } },
  ...errorResponses,
} as const;

const RULES =
  'Only a resident checked in at the event (403 otherwise); once it has ended and until 7 days after (422); a cancelled event: 422. ' +
  'Giving it again replaces the stars and the comment. stars: 400 naming stars; comment over 2,000 characters or with control characters other than line breaks: 400 naming comment.';

export const rateSchema = {
  tags: TAGS,
  summary: "Rates an event the caller came to (their one rating of it, changeable for 7 days after the end)",
  description: `${RULES} An event not of the caller's buildings: 404.`,
  body: {
    type: 'object',
    required: ['eventId', 'stars'],
    additionalProperties: false,
    properties: { eventId: idField, stars: starsField, comment: commentField },
  },
  response: ratingAnswer,
} as const;

export const rateLinkSchema = {
  tags: TAGS,
  summary: 'Rates the event of a rating e-mail, with the token of its links (no session)',
  description: `${RULES} A token that is not one of ours: 400 naming token.`,
  body: {
    type: 'object',
    required: ['token', 'stars'],
    additionalProperties: false,
    properties: { token: { type: 'string', pattern: RATING_TOKEN_PATTERN }, stars: starsField, comment: commentField },
  },
  response: ratingAnswer,
} as const;

export type RatingAnswer = FromSchema<typeof ratingSchema>;
