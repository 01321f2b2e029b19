import type { Queryable } from '../../db/database.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { eventsInDaysSql } from './check-in-scope-sql.ts';
import type { Retention } from './check-in-figures-schemas.ts';
import { percent } from './figure-math.ts';

const COHORT_MONTHS = 6;

/** 'YYYY-MM-01' plus `months` calendar months. */
function addMonths(month: string, months: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
}

/** Months since year 0 of a 'YYYY-MM-DD' (or SQL: of a date expression): month k of a window is (index − the window's first). */
const monthIndex = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthIndexSql = (date: string): string => `(extract(year FROM ${date})::int * 12 + extract(month FROM ${date})::int - 1)`;

/**
 * per_user: for each user who attended an event in scope in the window's months (windowFirst = $7 ..
 * the period's last, `months` of them), `mask`: bit k set when they did in month k (building-local
 * months), and `first_month`: the local month of their first attendance in scope ever (the earliest
 * over their buildings, each in its own zone). Users in scope only.
 *
 * Without a studio filter both come from rollups, grouped by user in one pass: attendance_quarter
 * (migration 010: per building, local quarter and user, the attended events of each month by event
 * type; a few rows per user instead of one per month and type) and resident_first_attendance_type
 * (013); users not in scope are dropped after grouping (the same answer, on fewer rows). The rollups
 * know no studios, so a studio filter reads RSVPs.
 */
function perUserCte(scope: AnalyticsScope, windowFirst: string, months: number): string {
  const first = monthIndex(windowFirst);
  const bit = (k: string) => `CASE WHEN ${k} BETWEEN 0 AND ${months - 1} THEN 1 << (${k}) ELSE 0 END`;
  if (scope.studioId !== null) {
    const attended = (days: string) => `
      SELECT r.resident_id, date_trunc('month', e.starts_at AT TIME ZONE b.time_zone)::date AS month
      FROM building b JOIN event e ON e.building_id = b.id JOIN rsvp r ON r.event_id = e.id
      WHERE r.attended AND NOT r.cancelled AND ${days}`;
    return `
  active AS MATERIALIZED (
    SELECT resident_id, bit_or(${bit(`${monthIndexSql('month')} - ${first}`)}) AS mask
    FROM (${attended(eventsInDaysSql('$7::date', '$3::date'))}) a JOIN scope_users su ON su.id = a.resident_id GROUP BY resident_id
  ),
  per_user AS (
    SELECT a.resident_id, a.mask, min(f.month) AS first_month
    FROM active a JOIN (${attended(eventsInDaysSql("'1970-01-01'::date", '$3::date'))}) f ON f.resident_id = a.resident_id
    WHERE a.mask <> 0
    GROUP BY a.resident_id, a.mask
  )`;
  }
  // Each quarter of the window with the bit of each of its 3 months (0 outside the window).
  const quarterStart = (month: string) => addMonths(month, -((Number(month.slice(5, 7)) - 1) % 3));
  const quarters: string[] = [];
  for (let q = quarterStart(windowFirst); monthIndex(q) < first + months; q = addMonths(q, 3)) {
    const bits = [0, 1, 2].map((slot) => monthIndex(q) + slot - first).map((k) => (k >= 0 && k < months ? 1 << k : 0));
    quarters.push(`('${q}'::date, ${bits.join(', ')})`);
  }
  const events = (slot: number) => (scope.eventType === null ? `q.social_${slot} + q.fitness_${slot}` : `q.${scope.eventType}_${slot}`);
  const slotBit = (slot: number) => `CASE WHEN ${events(slot)} > 0 THEN w.bit_${slot} ELSE 0 END`;
  return `
  per_user AS (
    SELECT g.* FROM (
    SELECT x.resident_id, bit_or(x.mask) AS mask, min(x.first_month) AS first_month
    FROM (
      SELECT q.resident_id, ${[1, 2, 3].map(slotBit).join(' | ')} AS mask, NULL::date AS first_month
      FROM (VALUES ${quarters.join(', ')}) AS w(quarter_start, bit_1, bit_2, bit_3)
      JOIN attendance_quarter q ON q.quarter_start = w.quarter_start
      WHERE q.building_id = ANY($1::int[]) AND q.quarter_start BETWEEN '${quarterStart(windowFirst)}'::date AND $3::date
      UNION ALL
      SELECT f.resident_id, 0, date_trunc('month', f.first_start AT TIME ZONE b.time_zone)::date
      FROM resident_first_attendance_type f JOIN building b ON b.id = f.building_id
      WHERE f.building_id = ANY($1::int[]) AND ($4::text IS NULL OR f.event_type = $4::text)
    ) x
    GROUP BY x.resident_id
    HAVING bit_or(x.mask) <> 0 AND min(x.first_month) IS NOT NULL
    ) g
    WHERE g.resident_id IN (SELECT m.resident_id FROM membership m WHERE m.building_id = ANY($1::int[]) AND ($6::int IS NULL OR m.unit_id = $6::int))
  )`;
}

/** The bits of months from..to (both 'YYYY-MM-01') in a window starting windowFirst. */
function monthBits(windowFirst: string, from: string, to: string): number {
  let mask = 0;
  for (let k = monthIndex(from) - monthIndex(windowFirst); k <= monthIndex(to) - monthIndex(windowFirst); k++) mask |= 1 << k;
  return mask;
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
  const lastMonth = scope.months[periodMonths - 1] ?? scope.firstDay;
  const windowMonths = monthIndex(lastMonth) - monthIndex(windowFirst) + 1;
  const inPeriod = monthBits(windowFirst, scope.firstDay, lastMonth);
  const inPrevious = monthBits(windowFirst, previousFirst, addMonths(scope.firstDay, -1));
  const [row] = await db.query<Counts & { cells: CohortCell[] | null }>(
    `WITH ${SCOPE_CTES}, ${perUserCte(scope, windowFirst, windowMonths)},
     -- Users by their months active and their first month (null: before the window): a few hundred
     -- rows at most, from which every count and cohort cell follows.
     users AS MATERIALIZED (
       SELECT mask, (mask & ${inPeriod}) <> 0 AS in_period, (mask & ${inPrevious}) <> 0 AS in_previous,
              CASE WHEN first_month >= $7::date THEN first_month END AS first_month, count(*)::int AS users
       FROM per_user
       GROUP BY 1, 2, 3, 4
     ),
     -- The cohort table's cells: users of each first month (from $7) active in each month since.
     cells AS (
       SELECT to_char(u.first_month, 'YYYY-MM-DD') AS cohort, to_char(($7::date + m.k * interval '1 month')::date, 'YYYY-MM-DD') AS month,
              sum(u.users)::int AS users
       FROM users u
       CROSS JOIN (VALUES ${Array.from({ length: windowMonths }, (_, k) => `(${k})`).join(', ')}) AS m(k)
       WHERE u.first_month IS NOT NULL AND m.k >= ${monthIndexSql('u.first_month')} - ${monthIndex(windowFirst)} AND (u.mask & (1 << m.k)) <> 0
       GROUP BY 1, 2
     )
     SELECT coalesce(sum(users) FILTER (WHERE in_period), 0)::int AS active,
            coalesce(sum(users) FILTER (WHERE in_previous), 0)::int AS "activePrevious",
            coalesce(sum(users) FILTER (WHERE in_period AND first_month >= $2::date), 0)::int AS new,
            coalesce(sum(users) FILTER (WHERE in_period AND in_previous), 0)::int AS retained,
            coalesce(sum(users) FILTER (WHERE in_period AND NOT in_previous AND (first_month IS NULL OR first_month < $2::date)), 0)::int AS returning,
            coalesce(sum(users) FILTER (WHERE in_previous AND NOT in_period), 0)::int AS churned,
            (SELECT json_agg(cells) FROM cells) AS cells
     FROM users`,
    [...scopeParams(scope), windowFirst],
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
