import { createMailSchedule, type MailSchedule, type MailScheduleDeps } from '../mail/mail-schedule.ts';
import { claimRatingRequests } from './rating-request-claims.ts';

export const RATING_REQUEST_SCHEDULE = {
  /**
   * How often a process looks for events that ended an hour ago: a request goes out within this of
   * the hour; an idle server makes one query per look.
   */
  checkEveryMs: 5 * 60_000,
} as const;

export type RatingRequestSchedule = MailSchedule;

export function createRatingRequestSchedule(deps: MailScheduleDeps): RatingRequestSchedule {
  return createMailSchedule(deps, { name: 'rating request', checkEveryMs: RATING_REQUEST_SCHEDULE.checkEveryMs, claim: claimRatingRequests });
}
