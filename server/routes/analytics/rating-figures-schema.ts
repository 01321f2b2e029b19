import type { FromSchema } from 'json-schema-to-ts';
import { NULL_WHEN_ZERO, percentage } from './analytics-schemas.ts';

/** The ratings figures (docs/design/metrics.md, "Ratings") as no-show-rates/ and each building of benchmark/ answer them. */
export const ratingFiguresSchema = {
  type: 'object',
  required: ['responseRate', 'responded', 'attendees', 'low', 'high', 'meanRating', 'ratings'],
  additionalProperties: false,
  description:
    'Rating response rate: 100 × responded / attendees over the settled events in scope that ended more than 7 days ago or have a rating; ' +
    'mean rating: mean stars over every rating of the events in scope',
  properties: {
    responseRate: percentage(`100 × responded / attendees; ${NULL_WHEN_ZERO}`),
    responded: { type: 'integer', description: 'Ratings of those events' },
    attendees: { type: 'integer', description: 'Attendees (checked in) of those events' },
    low: percentage('95 % Wilson score interval of the response rate, lower end; null without attendees'),
    high: percentage('Its upper end'),
    meanRating: { type: ['number', 'null'], description: 'Mean 1-5 stars, two decimals; null without ratings' },
    ratings: { type: 'integer', description: 'Ratings of the events in scope' },
  },
} as const;

export type RatingFigures = FromSchema<typeof ratingFiguresSchema>;
