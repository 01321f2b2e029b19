import type { Queryable } from '../../db/database.ts';
import { CAPACITY_PERCENTAGE_SQL, EVENT_FIGURES_LATERAL, localDateSql, localTimeSql } from '../../figures/event-figures-sql.ts';

export { calendarMonth, dayEntries } from '../../calendar/calendar-repository.ts';
export { eventLocalDate, holidayDate, residentBuildingsInScope } from '../../calendar/calendar-lookups.ts';
export type { CalendarEntry, DayEntry } from '../../calendar/calendar-repository.ts';

export const HERO_CHART_EVENT_COUNTS = [10, 20] as const;
export type HeroChartEventCount = (typeof HERO_CHART_EVENT_COUNTS)[number];

export interface HeroChartPoint {
  /** The event's name, which the chart's tooltip and table show (several events share a date). */
  name: string;
  /** Its building's IANA zone: "All buildings" may mix zones, and the chart then names each. */
  timeZone: string;
  xAxis: string;
  time: string;
  yAxis: number | null;
  eventId: number;
  rsvps: number;
  attendees: number;
}

export interface HeroChartQuery {
  buildingIds: number[];
  eventCount: HeroChartEventCount;
  /** Local calendar year of each event's building. */
  year: number;
  now: Date;
}

/**
 * Event performance: the last `eventCount` events in scope (not cancelled) that started by `now` in
 * `year` (the building's local year), oldest first. Each building contributes at most `eventCount`
 * candidates through its (building_id, starts_at) index before the overall cut.
 */
export async function heroChart(db: Queryable, query: HeroChartQuery): Promise<HeroChartPoint[]> {
  return db.query<HeroChartPoint>(
    `SELECT e.name, b.time_zone AS "timeZone", ${localDateSql('e.starts_at')} AS "xAxis", ${localTimeSql('e.starts_at')} AS time,
            ${CAPACITY_PERCENTAGE_SQL} AS "yAxis", e.id AS "eventId", f.rsvps, f.attendees
     FROM (
       SELECT last.*
       FROM building b
       CROSS JOIN LATERAL (
         SELECT e.id, e.name, e.building_id, e.starts_at, e.capacity
         FROM event e
         WHERE e.building_id = b.id AND NOT e.cancelled
           AND e.starts_at >= (make_timestamp($2::int, 1, 1, 0, 0, 0) AT TIME ZONE b.time_zone)
           AND e.starts_at < (make_timestamp($2::int + 1, 1, 1, 0, 0, 0) AT TIME ZONE b.time_zone)
           AND e.starts_at <= $4::timestamptz
         ORDER BY e.starts_at DESC, e.id DESC
         LIMIT $3::int
       ) last
       WHERE b.id = ANY($1::int[])
       ORDER BY last.starts_at DESC, last.id DESC
       LIMIT $3::int
     ) e
     JOIN building b ON b.id = e.building_id
     ${EVENT_FIGURES_LATERAL}
     ORDER BY e.starts_at, e.id`,
    [query.buildingIds, query.year, query.eventCount, query.now.toISOString()],
  );
}

export interface TopNumbers {
  totalEvents: number;
  totalRsvps: number;
  totalUsers: number;
  pendingTasks: number;
}

/**
 * The dashboard tiles (metrics.md "Dashboard figures"): events (not cancelled) that started by
 * `now`, all time; their non-cancelled RSVPs (summed from the trigger-kept event.rsvp_count, so
 * no RSVP row is read); distinct users of the buildings; open tasks.
 */
export async function topNumbers(db: Queryable, buildingIds: number[], now: Date): Promise<TopNumbers> {
  const rows = await db.query<TopNumbers>(
    `WITH started AS (
       SELECT e.id, e.rsvp_count FROM event e
       WHERE e.building_id = ANY($1::int[]) AND NOT e.cancelled AND e.starts_at <= $2::timestamptz
     )
     SELECT (SELECT count(*)::int FROM started) AS "totalEvents",
            (SELECT coalesce(sum(s.rsvp_count), 0)::int FROM started s) AS "totalRsvps",
            (SELECT count(DISTINCT m.resident_id)::int FROM membership m WHERE m.building_id = ANY($1::int[])) AS "totalUsers",
            (SELECT count(*)::int FROM task t WHERE t.building_id = ANY($1::int[]) AND NOT t.is_completed) AS "pendingTasks"`,
    [buildingIds, now.toISOString()],
  );
  const [row] = rows;
  if (!row) throw new Error('top numbers query returned no row');
  return row;
}
