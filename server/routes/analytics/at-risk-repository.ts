import type { Queryable } from '../../db/database.ts';
import type { FilterScope } from './analytics-scope.ts';
import { filterScopeParams, SCOPE_CTES } from './analytics-scope-sql.ts';
import { AS_OF_SQL, EVENT_FILTER_SQL, localMidnightSql } from './check-in-scope-sql.ts';
import type { AtRisk } from './check-in-figures-schemas.ts';

/** Days of the quiet window (asOf included) and of the busy window before it; the attendances asked for. */
const QUIET_DAYS = 30;
const BUSY_DAYS = 90;
const MIN_ATTENDANCES = 3;

const FIRST_DAY_SQL = `${AS_OF_SQL} - ${QUIET_DAYS + BUSY_DAYS - 1}`;

/**
 * attended: (resident_id, day, events, busy_last) for each user and building-local day of
 * the 120 days up to asOf on which they attended events in scope (events: how many), with the last
 * day of the busy window in that building. Without a studio filter from attendance_day (migration
 * 019); the rollup knows no studios, so a studio filter reads each event's attended RSVPs. Users
 * not in scope are dropped after grouping by user (the same answer, on far fewer rows).
 */
function attendedDaysCte(scope: FilterScope): string {
  if (scope.studioId === null) {
    return `
     -- Each building's window once (its today in its zone), not once per row.
     windows AS MATERIALIZED (
       SELECT b.id, ${FIRST_DAY_SQL} AS first_day, ${AS_OF_SQL} - ${QUIET_DAYS} AS busy_last, ${AS_OF_SQL} AS last_day
       FROM building b WHERE b.id = ANY($1::int[])
     ),
     attended AS (
       SELECT d.resident_id, d.day, d.events, w.busy_last
       FROM windows w JOIN attendance_day d ON d.building_id = w.id
       WHERE ($4::text IS NULL OR d.event_type = $4::text) AND d.events > 0 AND d.day BETWEEN w.first_day AND w.last_day
     )`;
  }
  return `
     -- Each event of the 120 days once, with its local day (not once per RSVP).
     window_events AS MATERIALIZED (
       SELECT e.id, (e.starts_at AT TIME ZONE b.time_zone)::date AS day, ${AS_OF_SQL} - ${QUIET_DAYS} AS busy_last
       FROM building b JOIN event e ON e.building_id = b.id
       WHERE ${EVENT_FILTER_SQL}
         AND e.starts_at >= ${localMidnightSql(FIRST_DAY_SQL)} AND e.starts_at < ${localMidnightSql(`${AS_OF_SQL} + 1`)}
     ),
     attended AS (
       SELECT r.resident_id, w.day, 1 AS events, w.busy_last
       FROM window_events w
       JOIN rsvp r ON r.event_id = w.id AND r.attended AND NOT r.cancelled
     )`;
}

/**
 * At-risk residents (metrics.md, "At-risk residents"): users in scope with at least 3 attendances in
 * scope in the 90 building-local days asOf − 119 .. asOf − 30 and none in asOf − 29 .. asOf; the most
 * recent last attendance first, then by name.
 */
export async function atRisk(db: Queryable, scope: FilterScope, asOf: string | null): Promise<AtRisk> {
  const residents = await db.query<AtRisk['residents'][number]>(
    `WITH ${SCOPE_CTES}, ${attendedDaysCte(scope)},
     quiet AS (
       SELECT a.resident_id, max(a.day) AS last_day, sum(a.events)::int AS attendances
       FROM attended a
       GROUP BY a.resident_id
       HAVING bool_and(a.day <= a.busy_last) AND sum(a.events) >= ${MIN_ATTENDANCES}
     )
     SELECT q.resident_id AS "userId", p.first_name AS "firstName", p.last_name AS "lastName", u.name AS "unitName",
            m.building_id AS "buildingId", to_char(q.last_day, 'YYYY-MM-DD') AS "lastAttendance", q.attendances
     FROM quiet q
     JOIN resident p ON p.id = q.resident_id
     -- A membership in scope: the user is in scope (no row otherwise).
     CROSS JOIN LATERAL (
       SELECT ms.building_id, ms.unit_id FROM membership ms
       WHERE ms.resident_id = q.resident_id AND ms.building_id = ANY($1::int[]) AND ($6::int IS NULL OR ms.unit_id = $6::int)
       ORDER BY ms.building_id LIMIT 1
     ) m
     LEFT JOIN unit u ON u.id = m.unit_id
     ORDER BY q.last_day DESC, lower(p.last_name), lower(p.first_name), q.resident_id`,
    [...filterScopeParams(scope), asOf],
  );
  return { residents };
}
