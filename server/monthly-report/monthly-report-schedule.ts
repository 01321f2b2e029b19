import { createMailSchedule, type MailSchedule, type MailScheduleDeps } from '../mail/mail-schedule.ts';
import { claimEndedMonths } from './monthly-report-claims.ts';

const MINUTE_MS = 60_000;

export const MONTHLY_REPORT_SCHEDULE = {
  /**
   * How often a process looks for a month that has just ended. Months end in each building's zone at
   * its midnight, so a report goes out within this of it; an idle server makes one query per look.
   */
  checkEveryMs: 15 * MINUTE_MS,
} as const;

export type MonthlyReportSchedule = MailSchedule;

export function createMonthlyReportSchedule(deps: MailScheduleDeps): MonthlyReportSchedule {
  return createMailSchedule(deps, { name: 'monthly report', checkEveryMs: MONTHLY_REPORT_SCHEDULE.checkEveryMs, claim: claimEndedMonths });
}
