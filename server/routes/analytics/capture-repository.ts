import type { Queryable } from '../../db/database.ts';
import { percentageSql } from '../../figures/event-figures-sql.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { attendanceCtes, monthsCapacityPercentageSql, SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { CLOSED_SQL, eventsInDaysSql } from './check-in-scope-sql.ts';
import type { AttendedRsvpd } from './analytics-schemas.ts';

interface CaptureAndCapacity {
  capture: number | null;
  capacity: number | null;
}

interface MonthFigures extends CaptureAndCapacity {
  year: number;
  month: number;
}

interface PeriodFigures extends CaptureAndCapacity {
  /** Each month of the period, oldest first. */
  months: MonthFigures[];
}

/** capture_0 / capacity_0: the whole period; capture_k / capacity_k: its k-th month. */
type FiguresRow = Record<string, number | null>;

/**
 * Capture % and Capacity % of the period and of each of its months (metrics.md, "Period figures"),
 * in one query and one pass over each source. Capture: 100 × distinct users in scope who attended an
 * event in scope / users in scope who joined on or before the last day (of the period, or of the
 * month). Capacity: over the events in scope with a known capacity, of venue `venueId` when given.
 * Months are the buildings' local months (scope_event_months.local_month; user_events.in_k). A month
 * (or period) not yet begun, its first day after asOf (else after today in every building in scope),
 * has no Capture % (null, "not yet"), not 0: nobody could have come. Capacity % stays: its places are
 * being booked.
 */
export async function captureAndCapacity(
  db: Queryable,
  scope: AnalyticsScope,
  venueId: number | null,
  asOf: string | null = null,
): Promise<PeriodFigures> {
  const inVenue = '$7::int IS NULL OR sem.venue_id = $7::int';
  const ks = scope.months.map((_, i) => i + 1);
  const monthStart = (k: number) => `($2::date + interval '${k - 1} month')::date`;
  const monthLastDay = (k: number) => `($2::date + interval '${k} month' - interval '1 day')::date`;
  const [row] = await db.query<FiguresRow>(
    `WITH ${SCOPE_CTES}, ${attendanceCtes(scope)},
     attending AS (SELECT count(*) AS k0, ${ks.map((k) => `count(*) FILTER (WHERE in_${k}) AS k${k}`).join(', ')} FROM user_events),
     users AS (
       SELECT count(*) FILTER (WHERE joining_date <= $3::date) AS k0,
              ${ks.map((k) => `count(*) FILTER (WHERE joining_date <= ${monthLastDay(k)}) AS k${k}`).join(', ')}
       FROM scope_users
     ),
     today AS (SELECT coalesce($8::date, (SELECT max((now() AT TIME ZONE time_zone)::date) FROM building WHERE id = ANY($1::int[]))) AS day),
     capacity AS (
       SELECT ${monthsCapacityPercentageSql(inVenue)} AS k0,
              ${ks.map((k) => `${monthsCapacityPercentageSql(`(${inVenue}) AND sem.local_month = ${monthStart(k)}`)} AS k${k}`).join(', ')}
       FROM scope_event_months sem
     )
     SELECT ${[0, ...ks].map((k) => `CASE WHEN ${monthStart(Math.max(k, 1))} <= t.day THEN ${percentageSql(`a.k${k}`, `u.k${k}`)} END AS capture_${k}, c.k${k} AS capacity_${k}`).join(', ')}
     FROM attending a, users u, capacity c, today t`,
    [...scopeParams(scope), venueId, asOf],
  );
  if (!row) throw new Error('capture: no row for the period');
  return {
    capture: row.capture_0 ?? null,
    capacity: row.capacity_0 ?? null,
    months: scope.months.map((month, i) => ({
      year: Number(month.slice(0, 4)),
      month: Number(month.slice(5, 7)),
      capture: row[`capture_${i + 1}`] ?? null,
      capacity: row[`capacity_${i + 1}`] ?? null,
    })),
  };
}

/**
 * Attended of RSVPed over the settled events in scope (metrics.md: ended more than 2 h before now, or
 * before asOf's end of day): Σ attendees / Σ going RSVPs, from the per-event counts kept by triggers
 * (event.rsvp_count, migration 002; event.attended_count, 007). The same events as the no-show rate
 * (no-show-repository.ts, CLOSED_SQL), so the two add up to 100; a period under way is not diluted
 * by RSVPs to events not yet held.
 */
export async function attendedRsvpd(db: Queryable, scope: AnalyticsScope, asOf: string | null = null): Promise<AttendedRsvpd> {
  const [row] = await db.query<AttendedRsvpd>(
    `WITH ${SCOPE_CTES},
     totals AS (
       SELECT coalesce(sum(e.attended_count), 0) AS attendees, coalesce(sum(e.rsvp_count), 0) AS rsvps
       FROM building b JOIN event e ON e.building_id = b.id
       WHERE ${eventsInDaysSql('$2::date', '$3::date')} AND ${CLOSED_SQL}
     )
     SELECT ${percentageSql('attendees', 'rsvps')} AS "attendedRsvpd", attendees::int, rsvps::int FROM totals`,
    [...scopeParams(scope), asOf],
  );
  if (!row) throw new Error('attended-rsvpd: no row');
  return row;
}
