import type { Queryable } from '../../db/database.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { eventsInDaysSql } from './check-in-scope-sql.ts';
import type { Retention } from './check-in-figures-schemas.ts';
import { percent } from './figure-math.ts';

const COHORT_MONTHS = 6;

/** 'YYYY-MM-01' plus `months` calendar months. */
export function addMonths(month: string, months: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * activity: (resident, building-local month) for each user in scope who attended an event in scope
 * that month, months windowFirst (a parameter) .. $3; firsts: for those users, the local month of
 * their first attendance in scope ever (the earliest over their buildings, each in its own zone).
 *
 * Without a studio filter both come from rollups: attendance_period's month rows (migration 007: per
 * building, local month, event type and resident, the attended events) and
 * resident_first_attendance_type (013). The rollups know no studios, so a studio filter reads RSVPs.
 */
function activityCtes(scope: AnalyticsScope, windowFirst: string): string {
  if (scope.studioId !== null) {
    const attended = (days: string) => `
      SELECT r.resident_id, date_trunc('month', e.starts_at AT TIME ZONE b.time_zone)::date AS month
      FROM building b JOIN event e ON e.building_id = b.id JOIN rsvp r ON r.event_id = e.id
      JOIN scope_users su ON su.id = r.resident_id
      WHERE r.attended AND NOT r.cancelled AND ${days}`;
    return `
  activity AS (SELECT DISTINCT * FROM (${attended(eventsInDaysSql(`${windowFirst}::date`, '$3::date'))}) a),
  firsts AS (
    SELECT resident_id, min(month) AS first_month FROM (${attended(eventsInDaysSql("'1970-01-01'::date", '$3::date'))}) a
    WHERE resident_id IN (SELECT resident_id FROM activity) GROUP BY resident_id
  )`;
  }
  return `
  activity AS (
    SELECT DISTINCT p.resident_id, p.period_start AS month
    FROM attendance_period p JOIN scope_users su ON su.id = p.resident_id
    WHERE p.building_id = ANY($1::int[]) AND NOT p.quarter AND p.period_start BETWEEN ${windowFirst}::date AND $3::date
      AND ($4::text IS NULL OR p.event_type = $4::text) AND p.events > 0
  ),
  firsts AS (
    SELECT f.resident_id, min(date_trunc('month', f.first_start AT TIME ZONE b.time_zone))::date AS first_month
    FROM resident_first_attendance_type f JOIN building b ON b.id = f.building_id
    WHERE f.building_id = ANY($1::int[]) AND ($4::text IS NULL OR f.event_type = $4::text)
      AND f.resident_id IN (SELECT resident_id FROM activity)
    GROUP BY f.resident_id
  )`;
}

interface Counts {
  active: number;
  activePrevious: number;
  new: number;
  retained: number;
  returning: number;
  churned: number;
}

/**
 * Retention (metrics.md, "Retention"): who was active in the period and in the previous one (the
 * month or quarter just before), new, retained, returning and churned, and in the month view the
 * cohorts of the 6 months ending with the period.
 */
export async function retention(db: Queryable, scope: AnalyticsScope): Promise<Retention> {
  const periodMonths = scope.months.length;
  const previousFirst = addMonths(scope.firstDay, -periodMonths);
  const cohortFirst = addMonths(scope.firstDay, 1 - COHORT_MONTHS);
  const windowFirst = periodMonths === 1 ? cohortFirst : previousFirst;
  const [row] = await db.query<Counts & { cells: CohortCell[] | null }>(
    `WITH ${SCOPE_CTES}, ${activityCtes(scope, '$8')},
     users AS (
       SELECT a.resident_id, bool_or(a.month >= $2::date) AS in_period, bool_or(a.month >= $7::date AND a.month < $2::date) AS in_previous
       FROM activity a GROUP BY a.resident_id
     ),
     -- The cohort table's cells: users of each first month (from $8) active in each month since.
     cells AS (
       SELECT to_char(f.first_month, 'YYYY-MM-DD') AS cohort, to_char(a.month, 'YYYY-MM-DD') AS month, count(*)::int AS users
       FROM firsts f JOIN activity a ON a.resident_id = f.resident_id
       WHERE f.first_month >= $8::date AND a.month >= f.first_month
       GROUP BY 1, 2
     )
     SELECT count(*) FILTER (WHERE u.in_period)::int AS active,
            count(*) FILTER (WHERE u.in_previous)::int AS "activePrevious",
            count(*) FILTER (WHERE u.in_period AND f.first_month >= $2::date)::int AS new,
            count(*) FILTER (WHERE u.in_period AND u.in_previous)::int AS retained,
            count(*) FILTER (WHERE u.in_period AND NOT u.in_previous AND f.first_month < $2::date)::int AS returning,
            count(*) FILTER (WHERE u.in_previous AND NOT u.in_period)::int AS churned,
            (SELECT json_agg(cells) FROM cells) AS cells
     FROM users u JOIN firsts f ON f.resident_id = u.resident_id`,
    [...scopeParams(scope), previousFirst, windowFirst],
  );
  if (!row) throw new Error('retention: no row');
  const { cells, ...counts } = row;
  const cohorts = periodMonths === 1 ? cohortTable(cells ?? [], cohortFirst, scope.firstDay) : [];
  return { ...counts, retentionRate: percent(counts.retained, counts.activePrevious), cohorts };
}

interface CohortCell {
  cohort: string;
  month: string;
  users: number;
}

/** The cohorts of the 6 months from cohortFirst to the period's month (metrics.md, "cohorts"). */
function cohortTable(rows: CohortCell[], cohortFirst: string, periodMonth: string): Retention['cohorts'] {
  const users = new Map(rows.map((row) => [`${row.cohort}/${row.month}`, row.users]));
  const yearMonth = (month: string) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });
  return Array.from({ length: COHORT_MONTHS }, (_, i) => {
    const cohort = addMonths(cohortFirst, i);
    const size = users.get(`${cohort}/${cohort}`) ?? 0;
    const later = Array.from({ length: COHORT_MONTHS - 1 - i }, (__, j) => addMonths(cohort, j + 1)).filter((month) => month <= periodMonth);
    return {
      ...yearMonth(cohort),
      users: size,
      months: later.map((month) => {
        const active = users.get(`${cohort}/${month}`) ?? 0;
        return { ...yearMonth(month), active, share: percent(active, size) };
      }),
    };
  });
}
