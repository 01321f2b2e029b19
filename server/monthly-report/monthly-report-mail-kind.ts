import { callerBuildings } from '../auth/building-scope.ts';
import type { MailRenderContext } from '../mail/mail-kind.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { reportRecipient } from './monthly-report-claims.ts';
import { monthlyReportMail } from './monthly-report-message.ts';

/** The profile page, where the e-mail is turned off. */
export const PROFILE_PATH = '/profile';

/**
 * A month's report as queued: written only when sent, from the figures, the opt-in and the manager's
 * language as they are then.
 */
export interface MonthlyReportJob {
  accountId: number;
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
}

/**
 * The report's e-mail, or null when it is no longer wanted: the account opted out (or lost its
 * buildings, or is gone) after the month was claimed.
 */
export async function renderMonthlyReport(job: MonthlyReportJob, context: MailRenderContext): Promise<MailMessage | null> {
  const recipient = await reportRecipient(context.db, job.accountId);
  const buildingIds = recipient ? callerBuildings(recipient) : [];
  if (!recipient?.optedIn || buildingIds.length === 0) return null;
  return monthlyReportMail(context.db, {
    to: recipient.email,
    firstName: recipient.firstName,
    buildingIds,
    month: job.month,
    profileUrl: `${context.publicUrl()}${PROFILE_PATH}`,
    madeOn: context.now,
    language: recipient.language,
  });
}
