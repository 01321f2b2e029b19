/**
 * SQL fragments shared by the dashboard queries, so every call computes an event's figures the same
 * way (shared/design/metrics.md, "Event-level figures").
 *
 * Percentages are computed in numeric (exact decimal) and rounded once with round(numeric, 2), which
 * rounds half away from zero; float8 would round 3.125 the binary way. The final ::float8 only
 * changes the wire type (PGlite returns numeric as text), not the already-rounded value.
 */

/**
 * Per-event RSVP figures over the event's non-cancelled RSVPs, as a LATERAL subquery named `f`
 * joined to an `event e`: f.rsvps, f.attendees, f.injuries, f.ratings, f.mean_rating (numeric).
 *
 * f.injuries (injuriesReported) is the event's incident reports (the desk's, table incident) plus the
 * injuries a data file brought in on its RSVPs (rsvp.injury): the import keeps writing those where
 * they were, so both are counted rather than one copied into the other.
 */
export const EVENT_FIGURES_LATERAL = `
  LEFT JOIN LATERAL (
    SELECT count(*)::int                              AS rsvps,
           count(*) FILTER (WHERE r.attended)::int    AS attendees,
           count(r.injury)::int
             + (SELECT count(*)::int FROM incident i WHERE i.event_id = e.id) AS injuries,
           count(r.rating)::int                       AS ratings,
           avg(r.rating::numeric)                     AS mean_rating
    FROM rsvp r
    WHERE r.event_id = e.id AND NOT r.cancelled
  ) f ON true`;

/** 100 × part / whole, rounded once to 2 decimals; NULL when whole is 0 or NULL. */
export function percentageSql(part: string, whole: string): string {
  return `CASE WHEN ${whole} > 0 THEN round(100 * (${part})::numeric / (${whole})::numeric, 2)::float8 END`;
}

/** capacityPercentage of `e` with figures `f`: capacity 0 or NULL is unknown. */
export const CAPACITY_PERCENTAGE_SQL = percentageSql('f.rsvps', 'e.capacity');

/** rsvpdAndAttended of figures `f`. */
export const RSVPD_AND_ATTENDED_SQL = percentageSql('f.attendees', 'f.rsvps');

/**
 * Mean rating. Not a percentage, so metrics.md's two-decimal rule does not bind it; four decimals
 * keep the app's floored star count exact unless one event gathers more than 20,000 ratings.
 */
export const MEAN_RATING_SQL = 'round(f.mean_rating, 4)::float8';

/** Building-local 'YYYY-MM-DD' / 'HH:mm' of a timestamptz column, for building `b`. */
export const localDateSql = (column: string): string => `to_char(${column} AT TIME ZONE b.time_zone, 'YYYY-MM-DD')`;
export const localTimeSql = (column: string): string => `to_char(${column} AT TIME ZONE b.time_zone, 'HH24:MI')`;

/**
 * Events of `e` starting on local dates `fromDay`..`toDay` (SQL date expressions) in building `b`'s
 * zone. The first pair of bounds is the exact test; the second, a zone-free window one day wider on
 * each side (UTC offsets stay within ±14 h), lets the planner estimate and use the
 * (building_id, starts_at) index instead of converting every event's start to local time.
 */
export function localDaysRangeSql(fromDay: string, toDay: string): string {
  return `e.starts_at >= ((${fromDay})::timestamp AT TIME ZONE b.time_zone)
      AND e.starts_at < (((${toDay}) + 1)::timestamp AT TIME ZONE b.time_zone)
      AND e.starts_at >= ((${fromDay}) - 1)::timestamp AT TIME ZONE 'UTC'
      AND e.starts_at < ((${toDay}) + 2)::timestamp AT TIME ZONE 'UTC'`;
}
