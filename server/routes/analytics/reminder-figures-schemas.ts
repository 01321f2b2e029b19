import type { FromSchema } from 'json-schema-to-ts';
import { analyticsRoute, filterAsOfBody, NULL_WHEN_ZERO, percentage } from './analytics-schemas.ts';

const reminderGroup = {
  type: 'object',
  required: ['going', 'noShows', 'noShowRate', 'low', 'high'],
  additionalProperties: false,
  properties: {
    going: { type: 'integer', description: 'Going RSVPs of the settled events (walk-ins not counted: nobody reminds a walk-in)' },
    noShows: { type: 'integer', description: 'Of those, not checked in' },
    noShowRate: percentage(`100 × noShows / going; ${NULL_WHEN_ZERO}`),
    low: percentage('95 % Wilson score interval of the rate, lower end; null without RSVPs'),
    high: percentage('95 % Wilson score interval of the rate, upper end'),
  },
} as const;

export const reminderFiguresSchema = analyticsRoute(
  'The no-show rate of reminded against not-reminded going RSVPs, over the settled events in scope of the last 12 weeks',
  filterAsOfBody,
  {
    type: 'object',
    required: ['weeks', 'reminded', 'notReminded'],
    additionalProperties: false,
    properties: {
      weeks: { type: 'integer', description: 'How many weeks back from asOf (or now) the events start' },
      reminded: { ...reminderGroup, description: 'RSVPs a reminder e-mail was sent for' },
      notReminded: { ...reminderGroup, description: 'RSVPs with no reminder sent (reminders off, RSVP made after the offsets, a building without them)' },
    },
  } as const,
);

export type ReminderFigures = FromSchema<typeof reminderFiguresSchema.response[200]>;
