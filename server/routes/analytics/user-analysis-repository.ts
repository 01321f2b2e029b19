import type { Queryable } from '../../db/database.ts';
import { percentageSql } from '../../figures/event-figures-sql.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { attendanceCtes, SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import type { UnitPerformance, UserAnalysisNumbers } from './analytics-schemas.ts';

/** Fans attend 2 to this many events in the period; more is a super fan (metrics.md). */
const FAN_MAX_EVENTS = 5;

interface NumbersRow {
  new_users: number;
  unique_users: number;
  recurrent_users: number;
  rsvps: number;
  bar_1: number;
  bar_2: number;
  bar_3: number;
}

/**
 * newUsers, uniqueUsers, recurrentUsers, rsvps and the attendance buckets (metrics.md, "Period
 * figures"). A user is recurrent when they attended an event of the buildings in scope (any type or
 * studio, not cancelled) that started before the period's first day in its building's zone: their
 * first attendance in that building (resident_first_attendance, migration 007) is earlier.
 */
export async function userAnalysisNumbers(db: Queryable, scope: AnalyticsScope): Promise<UserAnalysisNumbers> {
  const [row] = await db.query<NumbersRow>(
    `WITH ${SCOPE_CTES}, ${attendanceCtes(scope, { byMonth: false })},
     per_user AS MATERIALIZED (SELECT resident_id, events FROM user_events)
     SELECT
       (SELECT count(*) FROM scope_users WHERE joining_date BETWEEN $2::date AND $3::date)::int AS new_users,
       (SELECT count(*) FROM per_user)::int AS unique_users,
       (SELECT count(*) FROM per_user pu
         WHERE EXISTS (
           SELECT 1 FROM resident_first_attendance f JOIN scope_starts s ON s.id = f.building_id
           WHERE f.resident_id = pu.resident_id AND f.first_start < s.period_start))::int AS recurrent_users,
       (SELECT coalesce(sum(rsvps), 0) FROM scope_event_months)::int AS rsvps,
       (SELECT count(*) FROM per_user WHERE events = 1)::int AS bar_1,
       (SELECT count(*) FROM per_user WHERE events BETWEEN 2 AND ${FAN_MAX_EVENTS})::int AS bar_2,
       (SELECT count(*) FROM per_user WHERE events > ${FAN_MAX_EVENTS})::int AS bar_3`,
    scopeParams(scope),
  );
  if (!row) throw new Error('user analysis numbers: no row');
  return {
    newUsers: row.new_users,
    uniqueUsers: row.unique_users,
    recurrentUsers: row.recurrent_users,
    rsvps: row.rsvps,
    eventsAttendedByUser: { bar_1: row.bar_1, bar_2: row.bar_2, bar_3: row.bar_3 },
  };
}

/**
 * Attendance per unit (block or company) of the buildings in scope, by name: 100 × distinct users
 * of the unit who attended an event in scope / users of the unit. With a unit filter, that unit only;
 * `companiesOnly` (By Company, all companies) keeps the companies (units of commercial buildings), so
 * a mixed cluster's residential blocks are not listed as companies.
 * A unit's members are users in scope, so attendees need no check against scope_users here.
 */
export async function unitPerformance(db: Queryable, scope: AnalyticsScope, companiesOnly = false): Promise<UnitPerformance[]> {
  return db.query<UnitPerformance>(
    `WITH ${SCOPE_CTES}, ${attendanceCtes(scope, { usersInScope: false, byMonth: false })},
     attending AS (SELECT resident_id FROM user_events)
     SELECT u.id, u.name AS "objectName",
            ${percentageSql('count(a.resident_id)', 'count(m.resident_id)')} AS performance
     FROM unit u
     LEFT JOIN membership m ON m.unit_id = u.id
     LEFT JOIN attending a ON a.resident_id = m.resident_id
     WHERE u.building_id = ANY($1::int[]) AND ($6::int IS NULL OR u.id = $6::int)
       AND (NOT $7::boolean
            OR EXISTS (SELECT 1 FROM building b WHERE b.id = u.building_id AND b.building_type = 'COMMERCIAL'))
     GROUP BY u.id, u.name
     ORDER BY u.name COLLATE "C", u.id`,
    [...scopeParams(scope), companiesOnly],
  );
}
