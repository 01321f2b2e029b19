import type { Queryable } from '../db/database.ts';
import type { EventSummary } from './event-summary-schema.ts';

/**
 * An event as eventSummarySchema shows it, times in its building's zone. going is event.rsvp_count
 * and checkedIn event.attended_count (the going RSVPs, and of them those checked in: migrations 002,
 * 007 and 012); a capacity of 0 (imported "unknown") is unlimited.
 */
export const EVENT_SUMMARY_COLUMNS = `e.id, e.building_id AS "buildingId", b.name AS "buildingName", b.time_zone AS "timeZone",
  e.series_id AS "seriesId", e.name, CASE e.event_type WHEN 'social' THEN 1 ELSE 2 END AS "eventType",
  e.venue_id AS "venueId", v.name AS venue, e.teacher_id AS "teacherId",
  CASE WHEN t.id IS NULL THEN NULL ELSE t.first_name || ' ' || t.last_name END AS teacher,
  e.studio_id AS "studioId", s.name AS studio,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS date,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "startTime",
  to_char(e.ends_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "endTime",
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD"T"HH24:MI') AS start,
  to_char(e.ends_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD"T"HH24:MI') AS "end",
  NULLIF(e.capacity, 0) AS capacity, e.image, e.cancelled, e.rsvp_count AS going,
  (SELECT count(*)::int FROM rsvp w WHERE w.event_id = e.id AND w.status = 'waitlisted') AS waitlisted,
  e.attended_count AS "checkedIn"`;

export const EVENT_SUMMARY_FROM = `event e JOIN building b ON b.id = e.building_id
  LEFT JOIN venue v ON v.id = e.venue_id LEFT JOIN teacher t ON t.id = e.teacher_id LEFT JOIN studio s ON s.id = e.studio_id`;

/** The event if it is one of `buildingIds`' (another building's answers like a missing one: null). */
export async function findEventSummary(db: Queryable, eventId: number, buildingIds: readonly number[]): Promise<EventSummary | null> {
  const [row] = await db.query<EventSummary>(
    `SELECT ${EVENT_SUMMARY_COLUMNS} FROM ${EVENT_SUMMARY_FROM} WHERE e.id = $1 AND e.building_id = ANY($2::int[])`,
    [eventId, buildingIds],
  );
  return row ?? null;
}
