import { format } from 'date-fns';
import { eventReportCsv, eventReportFileName } from '../../src/contract/event-report-csv.ts';
import type { Language } from '../../src/contract/languages.ts';
import type { Queryable } from '../db/database.ts';
import { messagesIn } from '../i18n/server-messages.ts';
import { MAIL_DATE, mailCount, mailText, zonedDate } from '../mail/mail-language.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { attendedRsvpd, captureAndCapacity } from '../routes/analytics/capture-repository.ts';
import type { AnalyticsScope } from '../routes/analytics/analytics-scope.ts';
import { monthlyEventReport } from '../routes/report/report-repository.ts';
import { MONTHLY_REPORT_MAIL_STRINGS } from './monthly-report-strings.ts';

export interface MonthlyReportMailInput {
  to: string;
  firstName: string;
  buildingIds: number[];
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
  profileUrl: string;
  /** The day the file is made (its name has it, as the downloaded report's does). */
  madeOn: Date;
  /** The manager's own language: the mail's words, month and figures are written in it. */
  language: Language;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The month's name: 'February 2026', 'febrero de 2026'. */
function monthNameOf(language: Language, year: number, monthNumber: number): string {
  if (language === 'en') return format(new Date(year, monthNumber - 1, 1), 'MMMM yyyy');
  return zonedDate(language, new Date(Date.UTC(year, monthNumber - 1, 1)), 'UTC', MAIL_DATE.month);
}

/**
 * The month's e-mail: the Event Report CSV that ?report makes for All buildings (the same rows,
 * monthlyEventReport, and the same writer, eventReportCsv), and the month's figures as the
 * Analytics screen counts them (docs/design/metrics.md). The file is the downloaded report's, in its
 * columns' words whatever the language: a spreadsheet or a script reads it alike.
 */
export async function monthlyReportMail(db: Queryable, input: MonthlyReportMailInput): Promise<MailMessage> {
  const [year, monthNumber] = input.month.split('-').map(Number) as [number, number];
  const rows = await monthlyEventReport(db, input.buildingIds, { year, month: monthNumber });
  const scope: AnalyticsScope = {
    buildingIds: input.buildingIds,
    firstDay: input.month,
    lastDay: lastDayOf(input.month),
    months: [input.month],
    eventType: null,
    studioId: null,
    unitId: null,
  };
  const [figures, attended] = await Promise.all([captureAndCapacity(db, scope, null), attendedRsvpd(db, scope)]);
  const { language } = input;
  const S = messagesIn(MONTHLY_REPORT_MAIL_STRINGS, language);
  const percent = (value: number | null): string => (value === null ? S.noFigure : `${mailCount(language, value)}%`);
  const monthName = monthNameOf(language, year, monthNumber);
  const text = mailText([
    S.greeting(input.firstName),
    '',
    S.attached(monthName),
    '',
    `${S.events}: ${mailCount(language, rows.length)}`,
    `${S.rsvps}: ${mailCount(language, attended.rsvps)}`,
    `${S.attendedOfRsvped}: ${percent(attended.attendedRsvpd)}`,
    `${S.capture}: ${percent(figures.capture)}`,
    '',
    S.optOut(input.profileUrl),
    '',
  ], language);
  return {
    to: input.to,
    subject: S.subject(monthName),
    text,
    attachments: [{ filename: eventReportFileName(null, input.madeOn), content: eventReportCsv(rows), contentType: CSV_TYPE }],
  };
}
