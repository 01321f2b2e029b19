import { localDaysRangeSql } from '../../figures/event-figures-sql.ts';
import type { AnalyticsScope, FilterScope } from './analytics-scope.ts';

/**
 * The scope of an analytics query as SQL (docs/design/metrics.md, "Scope of a query"): CTEs over
 * parameters $1-$6 from scopeParams(); a query adds its own parameters from $7 on. PostgreSQL skips
 * a CTE the query does not read.
 *
 * - scope_events: events of the buildings in scope ($1), starting on the period's days ($2..$3) in
 *   their building's zone, of the event type ($4) and studio ($5), not cancelled; with the
 *   building-local month, date and weekday (1 = Sunday) of their start. rsvp_count is the event's
 *   not-cancelled RSVPs (migration 002), attended_count those checked in (007; attended is computed
 *   from the check-in, 020), both kept exact by triggers.
 * - scope_starts: each building in scope with the instant its period begins (local midnight),
 *   converted once per building (materialized, not once per row that reads it).
 * - scope_users: users (residents) of the buildings in scope, of the unit ($6) when filtered, each
 *   once, with their joining date.
 * - attendance: one row per (user in scope, event in scope) the user attended (RSVP not cancelled,
 *   checked in); (event, resident) is unique in rsvp.
 * - scope_event_months: the sums of scope_events' figures per building, local month (local_month),
 *   venue (venue_id, 0 for none) and studio, from the event_period rollup (migration 011, kept exact
 *   by triggers): events, rsvps, attended, capacity_known and rsvps_known (over those with a known
 *   capacity). A period's months line up with its rows exactly; a few rows per building instead of
 *   every event in scope.
 *
 * A query about who attended adds attendanceCtes(scope) after these.
 */
export const SCOPE_CTES = `
  scope_events AS (
    SELECT id, building_id, venue_id, capacity, rsvp_count, attended_count,
           date_trunc('month', local_start)::date AS local_month,
           local_start::date AS local_date,
           extract(dow FROM local_start)::int + 1 AS local_weekday
    FROM (
      SELECT e.id, e.building_id, e.venue_id, e.capacity, e.rsvp_count, e.attended_count, e.starts_at AT TIME ZONE b.time_zone AS local_start
      FROM building b
      JOIN event e ON e.building_id = b.id
      WHERE b.id = ANY($1::int[])
        AND NOT e.cancelled
        AND ($4::text IS NULL OR e.event_type = $4::text)
        AND ($5::int IS NULL OR e.studio_id = $5::int)
        AND ${localDaysRangeSql('$2::date', '$3::date')}
      -- A fence: without it the planner copies the zone conversion (~1.5 µs) into each of the three uses.
      OFFSET 0
    ) local_events
  ),
  scope_starts AS MATERIALIZED (
    SELECT b.id, ($2::date)::timestamp AT TIME ZONE b.time_zone AS period_start
    FROM building b
    WHERE b.id = ANY($1::int[])
  ),
  scope_users AS MATERIALIZED (
    SELECT u.id, u.joining_date
    FROM resident u
    WHERE u.id IN (SELECT m.resident_id FROM membership m
                   WHERE m.building_id = ANY($1::int[]) AND ($6::int IS NULL OR m.unit_id = $6::int))
  ),
  attendance AS (
    SELECT r.resident_id, r.event_id, se.local_month
    FROM scope_events se
    JOIN rsvp r ON r.event_id = se.id
    -- scope_users has each user once, so a plain join (no de-duplicating semi-join) is exact.
    JOIN scope_users su ON su.id = r.resident_id
    WHERE NOT r.cancelled AND r.attended
  ),
  scope_event_months AS (
    SELECT p.month_start AS local_month, p.venue_id, p.events, p.rsvps, p.attended, p.capacity_known, p.rsvps_known
    FROM event_period p
    WHERE p.building_id = ANY($1::int[]) AND p.month_start BETWEEN $2::date AND $3::date
      AND ($4::text IS NULL OR p.event_type = $4::text) AND ($5::int IS NULL OR p.studio_id = $5::int)
  )`;

/** Parameters $1-$6 of SCOPE_CTES. */
export function scopeParams(scope: AnalyticsScope): unknown[] {
  return [scope.buildingIds, scope.firstDay, scope.lastDay, scope.eventType, scope.studioId, scope.unitId];
}

/**
 * Parameters $1-$6 of SCOPE_CTES for a query without a period: the period's days ($2, $3) are null,
 * so such a query may read scope_users but none of the CTEs over the period's events.
 */
export function filterScopeParams(scope: FilterScope): unknown[] {
  return [scope.buildingIds, null, null, scope.eventType, scope.studioId, scope.unitId];
}

/**
 * Capacity % of the scope_events rows `se` in a GROUP BY (optionally only those matching `where`):
 * 100 × Σ rsvps / Σ capacity over the events with a known capacity (> 0), rounded once; NULL when
 * none has one.
 */
export function capacityPercentageSql(where = 'true'): string {
  const known = `se.capacity > 0 AND (${where})`;
  return `CASE WHEN sum(se.capacity) FILTER (WHERE ${known}) > 0
               THEN round(100 * sum(se.rsvp_count) FILTER (WHERE ${known})::numeric
                          / sum(se.capacity) FILTER (WHERE ${known})::numeric, 2)::float8 END`;
}

/** The slot (1, 2 or 3) of a month ('YYYY-MM-01') in its quarter: attendance_quarter's column suffix. */
const quarterSlot = (month: string): number => ((Number(month.slice(5, 7)) - 1) % 3) + 1;

/**
 * Capacity % of the scope_event_months rows `sem` in a GROUP BY (optionally only those matching
 * `where`): the same figure as capacityPercentageSql over the events they sum.
 */
export function monthsCapacityPercentageSql(where = 'true'): string {
  return `CASE WHEN sum(sem.capacity_known) FILTER (WHERE ${where}) > 0
               THEN round(100 * sum(sem.rsvps_known) FILTER (WHERE ${where})::numeric
                          / sum(sem.capacity_known) FILTER (WHERE ${where})::numeric, 2)::float8 END`;
}

interface AttendanceOptions {
  /**
   * false: user_events may also hold attendees who are no user in scope (cheaper: no join with
   * scope_users), for a caller that keeps only users of units in scope itself.
   */
  usersInScope?: boolean;
  /** false: no in_k columns (a caller that needs no per-month figures). */
  byMonth?: boolean;
}

/**
 * Who attended, after SCOPE_CTES: user_events, each user in scope who attended an event in scope,
 * with how many (events) and, for k = 1 .. the period's months, whether they attended one in its
 * k-th month (in_k; a month's in_1 is always true).
 *
 * Without a studio filter it comes from the attendance_quarter rollup (migration 010: one row per
 * building, local quarter and resident, with the attended events of each month of the quarter and
 * each event type), which a month or quarter lines up with exactly: one pass over the quarter's rows
 * of the buildings in scope. The rollup knows no studios, so a studio filter reads the RSVPs
 * (attendance).
 */
export function attendanceCtes(scope: AnalyticsScope, { usersInScope = true, byMonth = true }: AttendanceOptions = {}): string {
  const months = scope.months.map((month, i) => ({ k: i + 1, slot: quarterSlot(month) }));
  /** events = sum(eventsSql); in_k = inMonth(k, the month's slot in its quarter). */
  const columns = (eventsSql: string, inMonth: (k: number, slot: number) => string) =>
    [`sum(${eventsSql}) AS events`, ...(byMonth ? months.map(({ k, slot }) => `${inMonth(k, slot)} AS in_${k}`) : [])].join(', ');
  if (scope.studioId !== null) {
    return `
  user_events AS (
    SELECT resident_id, ${columns('1', (k) => `bool_or(local_month = ($2::date + interval '${k - 1} month')::date)`)}
    FROM attendance
    GROUP BY resident_id
  )`;
  }
  const types = scope.eventType === null ? ['social', 'fitness'] : [scope.eventType];
  const monthEvents = (slot: number) => `(${types.map((type) => `a.${type}_${slot}`).join(' + ')})`;
  const periodEvents = months.map(({ slot }) => monthEvents(slot)).join(' + ');
  return `
  user_events AS (
    SELECT a.resident_id, ${columns(periodEvents, (_, slot) => `bool_or(${monthEvents(slot)} > 0)`)}
    FROM attendance_quarter a ${usersInScope ? 'JOIN scope_users su ON su.id = a.resident_id' : ''}
    WHERE a.building_id = ANY($1::int[]) AND a.quarter_start = date_trunc('quarter', $2::timestamp)::date AND ${periodEvents} > 0
    GROUP BY a.resident_id
  )`;
}
