import type { Queryable } from '../../db/database.ts';
import {
  CAPACITY_PERCENTAGE_SQL,
  EVENT_FIGURES_LATERAL,
  localDateSql,
  localDaysRangeSql,
  localTimeSql,
  MEAN_RATING_SQL,
  RSVPD_AND_ATTENDED_SQL,
} from '../../figures/event-figures-sql.ts';
import type { ReportRow } from './report-schemas.ts';

/**
 * What only an event that has begun can have (attendance, injuries, ratings): NULL, written as a blank
 * cell, for an event still to come, which would otherwise read as "0 attended".
 * RSVPs and Capacity % are known beforehand and stay.
 */
const HAPPENED = 'CASE WHEN e.starts_at <= now() THEN';

/**
 * The events of one month in the given buildings, each with its figures (shared/design/metrics.md,
 * "Event-level figures"). The month is taken in each building's own time zone; cancelled events are
 * left out; cancelled RSVPs count nowhere (EVENT_FIGURES_LATERAL); the outcome of an event that has
 * not begun is left blank (HAPPENED).
 */
export async function monthlyEventReport(
  db: Queryable,
  buildingIds: number[],
  period: { year: number; month: number },
): Promise<ReportRow[]> {
  const firstDay = 'make_date($2::int, $3::int, 1)';
  const lastDay = `(${firstDay} + interval '1 month' - interval '1 day')::date`;
  return db.query<ReportRow>(
    `SELECT e.id AS "eventId",
            ${localDateSql('e.starts_at')} AS date,
            ${localTimeSql('e.starts_at')} AS start,
            ${localTimeSql('e.ends_at')} AS "end",
            b.name AS building,
            v.name AS venue,
            e.name AS event,
            e.event_type AS type,
            CASE WHEN t.id IS NOT NULL THEN t.first_name || ' ' || t.last_name END AS teacher,
            e.capacity,
            f.rsvps,
            ${HAPPENED} f.attendees END AS attended,
            ${CAPACITY_PERCENTAGE_SQL} AS "capacityPercentage",
            ${HAPPENED} ${RSVPD_AND_ATTENDED_SQL} END AS "rsvpdAndAttended",
            ${HAPPENED} f.injuries END AS injuries,
            ${HAPPENED} ${MEAN_RATING_SQL} END AS "averageRating",
            ${HAPPENED} f.ratings END AS ratings,
            e.teacher_comment AS "teacherComment",
            (SELECT count(*)::int FROM incident i WHERE i.event_id = e.id) AS incidents
       FROM event e
       JOIN building b ON b.id = e.building_id
       LEFT JOIN venue v ON v.id = e.venue_id
       LEFT JOIN teacher t ON t.id = e.teacher_id
       ${EVENT_FIGURES_LATERAL}
      WHERE e.building_id = ANY($1::int[])
        AND NOT e.cancelled
        AND ${localDaysRangeSql(firstDay, lastDay)}
      ORDER BY date, start, b.name COLLATE "C", e.name COLLATE "C", e.id`,
    [buildingIds, period.year, period.month],
  );
}
