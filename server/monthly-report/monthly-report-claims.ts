import type { Language } from '../../src/contract/languages.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueMails } from '../mail/enqueue-mail.ts';

// Which months' reports are due, and who gets them. Every time is the caller's clock (`now`), never
// the database's, so a test's fake clock moves the whole schedule.

/** Months further back than this are not sent even when missed (a server down for a year). */
const MAX_MISSED_MONTHS = 11;

/** The job key of an account's report for a month ('YYYY-MM-DD'): the queue holds one such job ever. */
export function monthlyReportKey(accountId: number, month: string): string {
  return `monthly-report:${accountId}:${month.slice(0, 7)}`;
}

/**
 * Claims (queues the report of) every month that has ended in all of an opted-in account's
 * buildings' time zones and ended after the opt-in, and that nobody claimed before: the job's key
 * makes this safe to run from any number of processes at once. A month has ended everywhere once it
 * has ended in the building whose local time is furthest behind. Returns how many were claimed.
 */
export async function claimEndedMonths(db: Queryable, now: Date): Promise<number> {
  const ended = await db.query<{ accountId: number; month: string }>(
    `SELECT a.id AS "accountId", to_char(m.month, 'YYYY-MM-DD') AS month
       FROM account a
       CROSS JOIN LATERAL (
         SELECT date_trunc('month', min($1::timestamptz AT TIME ZONE b.time_zone)) - interval '1 month' AS last_ended,
                date_trunc('month', min(a.monthly_report_since AT TIME ZONE b.time_zone)) AS first_month
           FROM account_building ab JOIN building b ON b.id = ab.building_id
          WHERE ab.account_id = a.id
       ) w
       CROSS JOIN LATERAL generate_series(
         greatest(w.first_month, w.last_ended - make_interval(months => $2)), w.last_ended, interval '1 month'
       ) AS m(month)
      WHERE a.monthly_report_since IS NOT NULL AND w.last_ended IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM mail_job j WHERE j.job_key = 'monthly-report:' || a.id || ':' || to_char(m.month, 'YYYY-MM'))`,
    [now, MAX_MISSED_MONTHS],
  );
  // Due from `now` by the schedule's clock, which is the queue's too.
  const queued = await enqueueMails(
    db,
    ended.map((report) => ({ kind: 'monthly-report', payload: report, key: monthlyReportKey(report.accountId, report.month), runAt: now })),
  );
  return queued.length;
}

export interface ReportRecipient {
  email: string;
  firstName: string;
  role: 'manager' | 'building_admin';
  optedIn: boolean;
  buildingIds: number[];
  /** The account's own language, the report mail's. */
  language: Language;
}

export async function reportRecipient(db: Queryable, accountId: number): Promise<ReportRecipient | null> {
  const [row] = await db.query<ReportRecipient>(
    `SELECT a.email, a.first_name AS "firstName", a.role, a.language, a.monthly_report_since IS NOT NULL AS "optedIn",
            coalesce(array_agg(ab.building_id ORDER BY ab.building_id) FILTER (WHERE ab.building_id IS NOT NULL), '{}') AS "buildingIds"
       FROM account a LEFT JOIN account_building ab ON ab.account_id = a.id
      WHERE a.id = $1
      GROUP BY a.id`,
    [accountId],
  );
  return row ?? null;
}

/** Opting in starts from now (months already ended are not sent); opting out stops every month not yet sent. */
export async function setMonthlyReportOptIn(db: Queryable, accountId: number, enabled: boolean, now: Date): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>(
    `UPDATE account
        SET monthly_report_since = CASE WHEN $2 THEN coalesce(monthly_report_since, $3::timestamptz) ELSE NULL END
      WHERE id = $1
     RETURNING monthly_report_since IS NOT NULL AS enabled`,
    [accountId, enabled, now],
  );
  return row?.enabled ?? false;
}

export async function monthlyReportOptIn(db: Queryable, accountId: number): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }>(
    'SELECT monthly_report_since IS NOT NULL AS enabled FROM account WHERE id = $1',
    [accountId],
  );
  return row?.enabled ?? false;
}
