import type { Queryable } from '../../db/database.ts';
import { percentageSql } from '../dashboard/event-figures-sql.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { attendanceCtes, capacityPercentageSql, SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
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
  /** 0 on the whole period's row, then 1, 2, 3 for its months. */
  k: number;
  first_day: string;
}

/**
 * Capture % and Capacity % of the period and of each of its months (metrics.md, "Period figures"),
 * in one query. Capture: 100 × distinct users in scope who attended an event in scope / users in
 * scope who joined on or before the last day (of the period, or of the month). Capacity: over the
 * events in scope with a known capacity, of venue `venueId` when given. Months are the buildings'
 * local months (scope_events.local_month).
 */
export async function captureAndCapacity(db: Queryable, scope: AnalyticsScope, venueId: number | null): Promise<PeriodFigures> {
  const inVenue = '$7::int IS NULL OR se.venue_id = $7::int';
  const rows = await db.query<FiguresRow>(
    `WITH ${SCOPE_CTES}, ${attendanceCtes(scope)},
     periods AS (
       SELECT 0::bigint AS k, $2::date AS first_day, $3::date AS last_day
       UNION ALL
       SELECT t.k, t.m, (t.m + interval '1 month' - interval '1 day')::date
       FROM unnest($8::date[]) WITH ORDINALITY AS t(m, k)
     ),
     month_attending AS (SELECT local_month, count(*) AS users FROM user_months GROUP BY local_month),
     month_capacity AS (
       SELECT se.local_month, ${capacityPercentageSql(inVenue)} AS capacity FROM scope_events se GROUP BY se.local_month
     ),
     -- Materialized: the percentage reads users twice, which would run its subquery twice.
     figures AS MATERIALIZED (
       SELECT p.k, p.first_day,
              (SELECT count(*) FROM scope_users su WHERE su.joining_date <= p.last_day) AS users,
              CASE WHEN p.k = 0 THEN (SELECT count(*) FROM user_events)
                   ELSE (SELECT ma.users FROM month_attending ma WHERE ma.local_month = p.first_day) END AS attending,
              CASE WHEN p.k = 0 THEN (SELECT ${capacityPercentageSql(inVenue)} FROM scope_events se)
                   ELSE (SELECT mc.capacity FROM month_capacity mc WHERE mc.local_month = p.first_day) END AS capacity
       FROM periods p
     )
     SELECT k::int, to_char(first_day, 'YYYY-MM-DD') AS first_day,
            ${percentageSql('coalesce(attending, 0)', 'users')} AS capture, capacity
     FROM figures
     ORDER BY k`,
    [...scopeParams(scope), venueId, scope.months],
  );
  const [whole, ...months] = rows;
  if (!whole) throw new Error('capture: no row for the period');
  return {
    capture: whole.capture,
    capacity: whole.capacity,
    months: months.map(({ first_day, capture, capacity }) => ({
      year: Number(first_day.slice(0, 4)),
      month: Number(first_day.slice(5, 7)),
      capture,
      capacity,
    })),
  };
}

/**
 * Attended of RSVPed over the events in scope: Σ attendees / Σ not-cancelled RSVPs, from the
 * per-event counts kept by triggers (event.rsvp_count, migration 002; event.attended_count, 007).
 */
export async function attendedRsvpd(db: Queryable, scope: AnalyticsScope): Promise<AttendedRsvpd> {
  const [row] = await db.query<AttendedRsvpd>(
    `WITH ${SCOPE_CTES},
     totals AS (SELECT coalesce(sum(attended_count), 0) AS attendees, coalesce(sum(rsvp_count), 0) AS rsvps FROM scope_events)
     SELECT ${percentageSql('attendees', 'rsvps')} AS "attendedRsvpd", attendees::int, rsvps::int FROM totals`,
    scopeParams(scope),
  );
  if (!row) throw new Error('attended-rsvpd: no row');
  return row;
}
