import { format } from 'date-fns';
import { eventReportCsv, eventReportFileName } from '../../src/contract/event-report-csv.ts';
import type { Queryable } from '../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { attendedRsvpd, captureAndCapacity } from '../routes/analytics/capture-repository.ts';
import type { AnalyticsScope } from '../routes/analytics/analytics-scope.ts';
import { monthlyEventReport } from '../routes/report/report-repository.ts';
import { MONTHLY_REPORT_MAIL_STRINGS as S } from './monthly-report-strings.ts';

export interface MonthlyReportMailInput {
  to: string;
  firstName: string;
  buildingIds: number[];
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
  profileUrl: string;
  /** The day the file is made (its name has it, as the downloaded report's does). */
  madeOn: Date;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

const percent = (value: number | null): string => (value === null ? S.noFigure : `${value}%`);

/**
 * The month's e-mail: the Event Report CSV that ?report makes for All buildings (the same rows,
 * monthlyEventReport, and the same writer, eventReportCsv), and the month's figures as the
 * Analytics screen counts them (docs/design/metrics.md).
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
  const monthName = format(new Date(year, monthNumber - 1, 1), 'MMMM yyyy');
  const text = [
    S.greeting(input.firstName),
    '',
    S.attached(monthName),
    '',
    `${S.events}: ${rows.length}`,
    `${S.rsvps}: ${attended.rsvps}`,
    `${S.attendedOfRsvped}: ${percent(attended.attendedRsvpd)}`,
    `${S.capture}: ${percent(figures.capture)}`,
    '',
    S.optOut(input.profileUrl),
    '',
  ].join('\n');
  return {
    to: input.to,
    subject: S.subject(monthName),
    text,
    attachments: [{ filename: eventReportFileName(null, input.madeOn), content: eventReportCsv(rows), contentType: CSV_TYPE }],
  };
}
