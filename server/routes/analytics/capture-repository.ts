import type { Queryable } from '../../db/database.ts';
import { percentageSql } from '../dashboard/event-figures-sql.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { capacityPercentageSql, SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import type { AttendedRsvpd } from './analytics-schemas.ts';

export interface CaptureAndCapacity {
  capture: number | null;
  capacity: number | null;
}

export interface MonthFigures extends CaptureAndCapacity {
  year: number;
  month: number;
}

export interface PeriodFigures extends CaptureAndCapacity {
  /** Each month of the period, oldest first. */
  months: MonthFigures[];
}

interface FiguresRow extends CaptureAndCapacity {
  /** NULL on the whole period's row. */
  year: number | null;
  month: number | null;
}

/**
 * Capture % and Capacity % of the period and of each of its months (metrics.md, "Period figures"),
 * in one query. Capture: 100 × distinct users in scope who attended an event in scope / users in
 * scope who joined on or before the last day (of the period, or of the month). Capacity: over the
 * events in scope with a known capacity, of venue `venueId` when given.
 */
export async function captureAndCapacity(db: Queryable, scope: AnalyticsScope, venueId: number | null): Promise<PeriodFigures> {
  const inVenue = '$7::int IS NULL OR se.venue_id = $7::int';
  const rows = await db.query<FiguresRow>(
    `WITH ${SCOPE_CTES},
     periods AS (
       SELECT NULL::date AS first_day, $3::date AS last_day
       UNION ALL
       SELECT m::date, (m + interval '1 month' - interval '1 day')::date
       FROM generate_series($2::date::timestamp, $3::date::timestamp, interval '1 month') m
     ),
     users_joined AS (
       SELECT p.first_day, count(u.id) AS users
       FROM periods p
       LEFT JOIN (scope_users su JOIN resident u ON u.id = su.id) ON u.joining_date <= p.last_day
       GROUP BY p.first_day
     ),
     attending AS (
       SELECT NULL::date AS first_day, count(DISTINCT resident_id) AS users FROM attendance
       UNION ALL
       SELECT local_month, count(DISTINCT resident_id) FROM attendance GROUP BY local_month
     ),
     capacity AS (
       SELECT NULL::date AS first_day, ${capacityPercentageSql(inVenue)} AS capacity FROM scope_events se
       UNION ALL
       SELECT se.local_month, ${capacityPercentageSql(inVenue)} FROM scope_events se GROUP BY se.local_month
     )
     SELECT extract(year FROM p.first_day)::int AS year, extract(month FROM p.first_day)::int AS month,
            ${percentageSql('coalesce(a.users, 0)', 'j.users')} AS capture,
            c.capacity
     FROM periods p
     JOIN users_joined j ON j.first_day IS NOT DISTINCT FROM p.first_day
     LEFT JOIN attending a ON a.first_day IS NOT DISTINCT FROM p.first_day
     LEFT JOIN capacity c ON c.first_day IS NOT DISTINCT FROM p.first_day
     ORDER BY p.first_day NULLS FIRST`,
    [...scopeParams(scope), venueId],
  );
  const [whole, ...months] = rows;
  if (!whole) throw new Error('capture: no row for the period');
  return {
    capture: whole.capture,
    capacity: whole.capacity,
    months: months.map(({ year, month, capture, capacity }) => ({ year: year!, month: month!, capture, capacity })),
  };
}

/** Attended of RSVPed over the events in scope: Σ attendees / Σ not-cancelled RSVPs. */
export async function attendedRsvpd(db: Queryable, scope: AnalyticsScope): Promise<AttendedRsvpd> {
  const [row] = await db.query<AttendedRsvpd>(
    `WITH ${SCOPE_CTES},
     totals AS (
       SELECT count(*) FILTER (WHERE r.attended) AS attendees, count(*) AS rsvps
       FROM scope_events se JOIN rsvp r ON r.event_id = se.id
       WHERE NOT r.cancelled
     )
     SELECT ${percentageSql('attendees', 'rsvps')} AS "attendedRsvpd", attendees::int, rsvps::int FROM totals`,
    scopeParams(scope),
  );
  if (!row) throw new Error('attended-rsvpd: no row');
  return row;
}
