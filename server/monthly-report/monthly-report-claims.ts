import type { Queryable } from '../db/database.ts';

// The monthly report e-mail's rows (migration 015, monthly_report_mail). Every time is the caller's
// clock (`now`), never the database's, so a test's fake clock moves the whole schedule.

/** Months further back than this are not sent even when missed (a server down for a year). */
const MAX_MISSED_MONTHS = 11;

export interface ClaimedReport {
  accountId: number;
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
  attempts: number;
  messageId: string;
}

/**
 * Claims (inserts a row for) every month that has ended in all of an opted-in account's buildings'
 * time zones and ended after the opt-in, and that no process claimed before: the primary key makes
 * this safe to run from any number of processes at once. A month has ended everywhere once it has
 * ended in the building whose local time is furthest behind. Returns how many were claimed.
 */
export async function claimEndedMonths(db: Queryable, now: Date, messageIdDomain: string): Promise<number> {
  const rows = await db.query<{ accountId: number }>(
    `INSERT INTO monthly_report_mail (account_id, month, due_at, claimed_at, message_id)
     SELECT a.id, m.month::date, $1::timestamptz, $1::timestamptz,
            '<monthly-report-' || a.id || '-' || to_char(m.month, 'YYYY-MM') || '-' || gen_random_uuid() || '@' || $2::text || '>'
       FROM account a
       CROSS JOIN LATERAL (
         SELECT date_trunc('month', min($1::timestamptz AT TIME ZONE b.time_zone)) - interval '1 month' AS last_ended,
                date_trunc('month', min(a.monthly_report_since AT TIME ZONE b.time_zone)) AS first_month
           FROM account_building ab JOIN building b ON b.id = ab.building_id
          WHERE ab.account_id = a.id
       ) w
       CROSS JOIN LATERAL generate_series(
         greatest(w.first_month, w.last_ended - make_interval(months => $3)), w.last_ended, interval '1 month'
       ) AS m(month)
      WHERE a.monthly_report_since IS NOT NULL AND w.last_ended IS NOT NULL
     ON CONFLICT (account_id, month) DO NOTHING
     RETURNING account_id AS "accountId"`,
    [now, messageIdDomain, MAX_MISSED_MONTHS],
  );
  return rows.length;
}

/** Takes the next due report, pushing its due time past the lease so no other process takes it meanwhile. */
export async function claimDueReport(db: Queryable, now: Date, leaseMs: number): Promise<ClaimedReport | null> {
  const [row] = await db.query<ClaimedReport>(
    `UPDATE monthly_report_mail r
        SET attempts = r.attempts + 1, due_at = $1::timestamptz + make_interval(secs => $2::double precision)
       FROM (SELECT account_id, month FROM monthly_report_mail
              WHERE state = 'pending' AND due_at <= $1::timestamptz
              ORDER BY due_at, account_id, month
              LIMIT 1
              FOR UPDATE SKIP LOCKED) due
      WHERE r.account_id = due.account_id AND r.month = due.month
     RETURNING r.account_id AS "accountId", to_char(r.month, 'YYYY-MM-DD') AS month, r.attempts, r.message_id AS "messageId"`,
    [now, leaseMs / 1000],
  );
  return row ?? null;
}

export async function markReportSent(db: Queryable, report: ClaimedReport, now: Date): Promise<void> {
  await db.query(
    `UPDATE monthly_report_mail SET state = 'sent', sent_at = $3, due_at = NULL, error = NULL
      WHERE account_id = $1 AND month = $2::date AND state <> 'sent'`,
    [report.accountId, report.month, now],
  );
}

/** Schedules the next attempt after `delayMs`, or (null) gives up: the row ends 'failed'. */
export async function markReportFailed(db: Queryable, report: ClaimedReport, now: Date, delayMs: number | null, reason: string): Promise<void> {
  await db.query(
    `UPDATE monthly_report_mail
        SET state = CASE WHEN $3::double precision IS NULL THEN 'failed' ELSE state END,
            due_at = CASE WHEN $3::double precision IS NULL THEN NULL ELSE $4::timestamptz + make_interval(secs => $3::double precision) END,
            error = $5
      WHERE account_id = $1 AND month = $2::date AND state = 'pending'`,
    [report.accountId, report.month, delayMs === null ? null : delayMs / 1000, now, reason],
  );
}

/** The account opted out (or lost its buildings) after the month was claimed: it is not sent. */
export async function markReportDropped(db: Queryable, report: ClaimedReport): Promise<void> {
  await db.query(
    `UPDATE monthly_report_mail SET state = 'dropped', due_at = NULL
      WHERE account_id = $1 AND month = $2::date AND state = 'pending'`,
    [report.accountId, report.month],
  );
}

export interface ReportRecipient {
  email: string;
  firstName: string;
  role: 'manager' | 'building_admin';
  optedIn: boolean;
  buildingIds: number[];
}

export async function reportRecipient(db: Queryable, accountId: number): Promise<ReportRecipient | null> {
  const [row] = await db.query<ReportRecipient>(
    `SELECT a.email, a.first_name AS "firstName", a.role, a.monthly_report_since IS NOT NULL AS "optedIn",
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
