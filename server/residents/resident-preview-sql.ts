import type { Queryable } from '../db/database.ts';

/** How far ahead residents see their buildings' events (residents.md, Rules: from now to 8 weeks ahead). */
export const RESIDENT_EVENTS_WEEKS_AHEAD = 8;

/** One coming event as a resident sees it: counts only, never another resident. */
export interface ResidentPreviewEvent {
  id: number;
  name: string;
  buildingId: number;
  buildingName: string;
  timeZone: string;
  venue: string | null;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
  waitlisted: number;
  myStatus: null;
}

/**
 * A building's coming events (not started, not cancelled, within RESIDENT_EVENTS_WEEKS_AHEAD) in the
 * residents' shape, for a manager's preview: nobody's own status, so myStatus is always null. Times
 * in the building's zone; a capacity of 0 (imported "unknown") has no limit, so no places-left count.
 */
export async function residentPreviewEvents(db: Queryable, buildingId: number): Promise<ResidentPreviewEvent[]> {
  return db.query<ResidentPreviewEvent>(
    `SELECT e.id, e.name, e.building_id AS "buildingId", b.name AS "buildingName", b.time_zone AS "timeZone",
            v.name AS venue,
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS date,
            to_char(e.starts_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "startTime",
            to_char(e.ends_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "endTime",
            NULLIF(e.capacity, 0) AS capacity,
            CASE WHEN e.capacity > 0 THEN greatest(e.capacity - e.rsvp_count, 0) END AS "placesLeft",
            (SELECT count(*)::int FROM rsvp w WHERE w.event_id = e.id AND w.status = 'waitlisted') AS waitlisted,
            NULL AS "myStatus"
       FROM event e JOIN building b ON b.id = e.building_id LEFT JOIN venue v ON v.id = e.venue_id
      WHERE e.building_id = $1 AND NOT e.cancelled
        AND e.starts_at > now() AND e.starts_at < now() + make_interval(weeks => ${RESIDENT_EVENTS_WEEKS_AHEAD})
      ORDER BY e.starts_at, e.id`,
    [buildingId],
  );
}

export async function buildingName(db: Queryable, buildingId: number): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM building WHERE id = $1', [buildingId]);
  return row?.name ?? '';
}
