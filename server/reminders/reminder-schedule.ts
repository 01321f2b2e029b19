import { createMailSchedule, type MailSchedule, type MailScheduleDeps } from '../mail/mail-schedule.ts';
import { claimDueReminders } from './reminder-claims.ts';

export const REMINDER_SCHEDULE = {
  /**
   * How often a process looks for reminders that have come due: a reminder goes out within this of
   * its time. One indexed query per look over the next week's events.
   */
  checkEveryMs: 60_000,
} as const;

export type ReminderSchedule = MailSchedule;

export function createReminderSchedule(deps: MailScheduleDeps): ReminderSchedule {
  return createMailSchedule(deps, { name: 'reminder', checkEveryMs: REMINDER_SCHEDULE.checkEveryMs, claim: claimDueReminders });
}
