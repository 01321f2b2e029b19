import type { Queryable } from '../../db/database.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { AS_OF_SQL, EVENT_FILTER_SQL, localMidnightSql } from './check-in-scope-sql.ts';
import type { AtRisk } from './check-in-figures-schemas.ts';

/** Days of the quiet window (asOf included) and of the busy window before it; the attendances asked for. */
const QUIET_DAYS = 30;
const BUSY_DAYS = 90;
const MIN_ATTENDANCES = 3;

/**
 * At-risk residents (metrics.md, "At-risk residents"): users in scope with at least 3 attendances in
 * scope in the 90 building-local days asOf − 119 .. asOf − 30 and none in asOf − 29 .. asOf; the most
 * recent last attendance first, then by name. The period is not used.
 */
export async function atRisk(db: Queryable, scope: AnalyticsScope, asOf: string | null): Promise<AtRisk> {
  const first = `${AS_OF_SQL} - ${QUIET_DAYS + BUSY_DAYS - 1}`;
  const residents = await db.query<AtRisk['residents'][number]>(
    `WITH ${SCOPE_CTES},
     -- Each event of the 120 days once, with its local day (not once per RSVP).
     window_events AS MATERIALIZED (
       SELECT e.id, (e.starts_at AT TIME ZONE b.time_zone)::date AS day, ${AS_OF_SQL} - ${QUIET_DAYS} AS busy_last
       FROM building b JOIN event e ON e.building_id = b.id
       WHERE ${EVENT_FILTER_SQL}
         AND e.starts_at >= ${localMidnightSql(first)} AND e.starts_at < ${localMidnightSql(`${AS_OF_SQL} + 1`)}
     ),
     quiet AS (
       SELECT r.resident_id, max(w.day) AS last_day, count(*)::int AS attendances
       FROM window_events w
       JOIN rsvp r ON r.event_id = w.id AND r.attended AND NOT r.cancelled
       JOIN scope_users su ON su.id = r.resident_id
       GROUP BY r.resident_id
       HAVING bool_and(w.day <= w.busy_last) AND count(*) >= ${MIN_ATTENDANCES}
     )
     SELECT q.resident_id AS "userId", p.first_name AS "firstName", p.last_name AS "lastName", m.unit_name AS "unitName",
            m.building_id AS "buildingId", to_char(q.last_day, 'YYYY-MM-DD') AS "lastAttendance", q.attendances
     FROM quiet q
     JOIN resident p ON p.id = q.resident_id
     CROSS JOIN LATERAL (
       SELECT ms.building_id, u.name AS unit_name FROM membership ms LEFT JOIN unit u ON u.id = ms.unit_id
       WHERE ms.resident_id = q.resident_id AND ms.building_id = ANY($1::int[]) AND ($6::int IS NULL OR ms.unit_id = $6::int)
       ORDER BY ms.building_id LIMIT 1
     ) m
     ORDER BY q.last_day DESC, lower(p.last_name), lower(p.first_name), q.resident_id`,
    [...scopeParams(scope), asOf],
  );
  return { residents };
}
