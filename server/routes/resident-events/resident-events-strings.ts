/** Sentences the residents' event calls answer with (the RSVP rules' own are in roster-messages.ts); tests import them. */
export const RESIDENT_EVENTS_MESSAGES = {
  toBeforeFrom: 'The end date (to) must not be before the start date (from).',
} as const;
