/** Sentences of a resident's rating, the e-mail's and the calls'; tests import the same constants. */
import { RATING_LIMITS } from '../../src/contract/limits.ts';

export const RATING_STRINGS = {
  mailSubject: (eventName: string) => `How was ${eventName}?`,
  /** rate-link/ with a token that is not one of ours, or whose RSVP is gone. */
  linkRefused: 'This rating link does not work. Sign in to hOM Residents to rate the events you came to.',
  /** An event of another building, or none: the same as for an event that does not exist. */
  eventNotFound: 'Event not found.',
  notAttended: 'Only residents who were checked in at this event can rate it.',
  notEnded: 'This event has not ended yet: rate it once it is over.',
  cancelled: 'This event was cancelled, so it cannot be rated.',
  closed: `Ratings for this event closed ${RATING_LIMITS.changeableDays} days after it ended.`,
  commentControl: 'Comment must not contain tabs or other control characters (line breaks are fine).',
} as const;

export function ratingMailText(input: {
  firstName: string;
  eventName: string;
  when: string;
  links: readonly string[];
  openUntil: string;
}): string {
  return [
    `Hi ${input.firstName},`,
    '',
    `How was ${input.eventName} (${input.when})? Choose your stars by opening one of these links:`,
    '',
    ...input.links.map((link, index) => `${'★'.repeat(index + 1)}${'☆'.repeat(input.links.length - index - 1)} ${index + 1} of ${input.links.length}: ${link}`),
    '',
    'The page that opens lets you add a comment before you send your rating.',
    `You can change your rating until ${input.openUntil}.`,
  ].join('\n');
}
