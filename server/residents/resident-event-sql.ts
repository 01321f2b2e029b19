// The residents' view of an event, in one place: their own calls and the manager's preview read it.

/**
 * An event as a resident sees it (residents.md, "Calls"), for event `e` joined to building `b` and
 * venue `v`, with `my` the resident's own going or waitlisted RSVP (a LEFT JOIN LATERAL below):
 * counts of places and of those waiting, never who. A waitlist position counts those ahead in the
 * roster's own order (join time, then id).
 */
export const RESIDENT_EVENT_COLUMNS = `e.id, e.name, e.building_id AS "buildingId", b.name AS "buildingName", b.time_zone AS "timeZone",
  v.name AS venue,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS date,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "startTime",
  to_char(e.ends_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "endTime",
  NULLIF(e.capacity, 0) AS capacity,
  CASE WHEN NULLIF(e.capacity, 0) IS NULL THEN NULL ELSE greatest(e.capacity - e.rsvp_count, 0) END AS "placesLeft",
  (SELECT count(*)::int FROM rsvp w WHERE w.event_id = e.id AND w.status = 'waitlisted') AS waitlisted,
  my.status AS "myStatus",
  CASE WHEN my.status = 'waitlisted' THEN
    (SELECT count(*)::int FROM rsvp q WHERE q.event_id = e.id AND q.status = 'waitlisted' AND (q.joined_at, q.id) <= (my.joined_at, my.id))
  END AS position`;

export const RESIDENT_EVENT_FROM = `event e JOIN building b ON b.id = e.building_id LEFT JOIN venue v ON v.id = e.venue_id`;

/** The resident's own RSVP to `e` when going or waitlisted ($1: the resident). */
export const MY_RSVP_JOIN = `LEFT JOIN LATERAL (SELECT r.id, r.status, r.joined_at FROM rsvp r
  WHERE r.event_id = e.id AND r.resident_id = $1 AND r.status IN ('going', 'waitlisted')) my ON true`;

