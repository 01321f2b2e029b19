-- Figures that check-in data makes possible (docs/design/metrics.md): the no-show,
-- late-cancel, walk-in and waitlist figures of an event, and each resident's first attendance by
-- event type (retention's new, returning and cohorts), read from rollups instead of every RSVP.

-- Per event, beside rsvp_count (going) and attended_count (going and checked in), kept exact by the
-- same statement-level triggers (redefined here, one UPDATE of the event per statement):
-- - cancelled_count: RSVPs with status cancelled, except undone walk-ins (a check-in taken back is
--   no cancellation);
-- - late_cancel_count: of those, cancelled less than 12 h (LATE_CANCEL_HOURS) before the event's
--   start; an RSVP with no cancel time (imported) never is. An event whose start moves has it
--   recounted (the row trigger below);
-- - walk_in_count: going RSVPs a check-in created (walk_in);
-- - promoted_count: RSVPs given a freed place from the waitlist (promoted_at set).
ALTER TABLE event ADD COLUMN cancelled_count integer NOT NULL DEFAULT 0;
ALTER TABLE event ADD COLUMN late_cancel_count integer NOT NULL DEFAULT 0;
ALTER TABLE event ADD COLUMN walk_in_count integer NOT NULL DEFAULT 0;
ALTER TABLE event ADD COLUMN promoted_count integer NOT NULL DEFAULT 0;

UPDATE event e SET cancelled_count = c.c, late_cancel_count = c.l, walk_in_count = c.w, promoted_count = c.p
FROM (
  SELECT r.event_id,
         count(*) FILTER (WHERE r.status = 'cancelled' AND NOT r.walk_in)::int AS c,
         count(*) FILTER (WHERE r.status = 'cancelled' AND NOT r.walk_in AND r.cancelled_at > ev.starts_at - interval '12 hours')::int AS l,
         count(*) FILTER (WHERE r.walk_in AND NOT r.cancelled)::int AS w,
         count(*) FILTER (WHERE r.promoted_at IS NOT NULL)::int AS p
  FROM rsvp r JOIN event ev ON ev.id = r.event_id
  GROUP BY r.event_id
) c
WHERE e.id = c.event_id AND (c.c, c.l, c.w, c.p) <> (0, 0, 0, 0);

-- Each RSVP row adds (inserted, new side of an update) or takes away (deleted, old side) its part of
-- every counter of its event; one UPDATE of the events per statement.
CREATE OR REPLACE FUNCTION event_rsvp_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n,
      attended_count = e.attended_count + d.a,
      cancelled_count = e.cancelled_count + d.c,
      late_cancel_count = e.late_cancel_count + d.l,
      walk_in_count = e.walk_in_count + d.w,
      promoted_count = e.promoted_count + d.p
  FROM (
    SELECT x.event_id, sum(x.n)::int AS n, sum(x.a)::int AS a, sum(x.c)::int AS c,
           sum(x.l)::int AS l, sum(x.w)::int AS w, sum(x.p)::int AS p
    FROM (
      SELECT n.event_id,
             (NOT n.cancelled)::int AS n,
             (NOT n.cancelled AND n.attended)::int AS a,
             (n.status = 'cancelled' AND NOT n.walk_in)::int AS c,
             (n.status = 'cancelled' AND NOT n.walk_in AND n.cancelled_at IS NOT NULL AND n.cancelled_at > ev.starts_at - interval '12 hours')::int AS l,
             (n.walk_in AND NOT n.cancelled)::int AS w,
             (n.promoted_at IS NOT NULL)::int AS p
      FROM new_rsvps n JOIN event ev ON ev.id = n.event_id
    ) x
    GROUP BY x.event_id
  ) d
  WHERE e.id = d.event_id AND (d.n, d.a, d.c, d.l, d.w, d.p) <> (0, 0, 0, 0, 0, 0);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION event_rsvp_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n,
      attended_count = e.attended_count + d.a,
      cancelled_count = e.cancelled_count + d.c,
      late_cancel_count = e.late_cancel_count + d.l,
      walk_in_count = e.walk_in_count + d.w,
      promoted_count = e.promoted_count + d.p
  FROM (
    SELECT x.event_id, sum(x.n)::int AS n, sum(x.a)::int AS a, sum(x.c)::int AS c,
           sum(x.l)::int AS l, sum(x.w)::int AS w, sum(x.p)::int AS p
    FROM (
      SELECT o.event_id,
             -(NOT o.cancelled)::int AS n,
             -(NOT o.cancelled AND o.attended)::int AS a,
             -(o.status = 'cancelled' AND NOT o.walk_in)::int AS c,
             -(o.status = 'cancelled' AND NOT o.walk_in AND o.cancelled_at IS NOT NULL AND o.cancelled_at > ev.starts_at - interval '12 hours')::int AS l,
             -(o.walk_in AND NOT o.cancelled)::int AS w,
             -(o.promoted_at IS NOT NULL)::int AS p
      FROM old_rsvps o JOIN event ev ON ev.id = o.event_id
    ) x
    GROUP BY x.event_id
  ) d
  WHERE e.id = d.event_id AND (d.n, d.a, d.c, d.l, d.w, d.p) <> (0, 0, 0, 0, 0, 0);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION event_rsvp_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n,
      attended_count = e.attended_count + d.a,
      cancelled_count = e.cancelled_count + d.c,
      late_cancel_count = e.late_cancel_count + d.l,
      walk_in_count = e.walk_in_count + d.w,
      promoted_count = e.promoted_count + d.p
  FROM (
    SELECT x.event_id, sum(x.n)::int AS n, sum(x.a)::int AS a, sum(x.c)::int AS c,
           sum(x.l)::int AS l, sum(x.w)::int AS w, sum(x.p)::int AS p
    FROM (
      SELECT n.event_id,
             (NOT n.cancelled)::int AS n,
             (NOT n.cancelled AND n.attended)::int AS a,
             (n.status = 'cancelled' AND NOT n.walk_in)::int AS c,
             (n.status = 'cancelled' AND NOT n.walk_in AND n.cancelled_at IS NOT NULL AND n.cancelled_at > ev.starts_at - interval '12 hours')::int AS l,
             (n.walk_in AND NOT n.cancelled)::int AS w,
             (n.promoted_at IS NOT NULL)::int AS p
      FROM new_rsvps n JOIN event ev ON ev.id = n.event_id
      UNION ALL
      SELECT o.event_id,
             -(NOT o.cancelled)::int AS n,
             -(NOT o.cancelled AND o.attended)::int AS a,
             -(o.status = 'cancelled' AND NOT o.walk_in)::int AS c,
             -(o.status = 'cancelled' AND NOT o.walk_in AND o.cancelled_at IS NOT NULL AND o.cancelled_at > ev.starts_at - interval '12 hours')::int AS l,
             -(o.walk_in AND NOT o.cancelled)::int AS w,
             -(o.promoted_at IS NOT NULL)::int AS p
      FROM old_rsvps o JOIN event ev ON ev.id = o.event_id
    ) x
    GROUP BY x.event_id
  ) d
  WHERE e.id = d.event_id AND (d.n, d.a, d.c, d.l, d.w, d.p) <> (0, 0, 0, 0, 0, 0);
  RETURN NULL;
END $$;

-- A moved event: its late cancels are recounted against the new start (before the row is written).
CREATE FUNCTION event_late_cancels_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.late_cancel_count := (
    SELECT count(*) FROM rsvp r
    WHERE r.event_id = NEW.id AND r.status = 'cancelled' AND NOT r.walk_in
      AND r.cancelled_at > NEW.starts_at - interval '12 hours'
  );
  RETURN NEW;
END $$;

CREATE TRIGGER event_late_cancels_move BEFORE UPDATE OF starts_at ON event
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at) EXECUTE FUNCTION event_late_cancels_on_move();

-- resident_first_attendance (migration 007) by event type: per (resident, building, event type), the
-- start of the earliest not-cancelled event of that building and type the resident attended (RSVP
-- going, marked attended). Kept exact as 007's is: an insert can only move a first start earlier
-- (LEAST); an RSVP deleted or changed, or an event whose start, type, building or cancellation
-- changed, recomputes the residents concerned; residents and buildings deleted take their rows.
CREATE TABLE resident_first_attendance_type (
  resident_id integer NOT NULL REFERENCES resident(id) ON DELETE CASCADE,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  event_type  text NOT NULL,
  first_start timestamptz NOT NULL,
  PRIMARY KEY (building_id, resident_id, event_type) INCLUDE (first_start)
);
CREATE INDEX resident_first_attendance_type_resident ON resident_first_attendance_type (resident_id);

INSERT INTO resident_first_attendance_type (resident_id, building_id, event_type, first_start)
SELECT r.resident_id, e.building_id, e.event_type, min(e.starts_at)
FROM rsvp r JOIN event e ON e.id = r.event_id
WHERE r.attended AND NOT r.cancelled AND NOT e.cancelled
GROUP BY 1, 2, 3;

CREATE FUNCTION recompute_first_attendance_type(residents integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resident_first_attendance_type WHERE resident_id = ANY(residents);
  INSERT INTO resident_first_attendance_type (resident_id, building_id, event_type, first_start)
  SELECT r.resident_id, e.building_id, e.event_type, min(e.starts_at)
  FROM rsvp r JOIN event e ON e.id = r.event_id
  WHERE r.resident_id = ANY(residents) AND r.attended AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY 1, 2, 3;
END $$;

CREATE FUNCTION first_attendance_type_on_rsvp_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resident_first_attendance_type AS f (resident_id, building_id, event_type, first_start)
  SELECT n.resident_id, e.building_id, e.event_type, min(e.starts_at)
  FROM new_rsvps n JOIN event e ON e.id = n.event_id
  WHERE n.attended AND NOT n.cancelled AND NOT e.cancelled
  GROUP BY 1, 2, 3
  ON CONFLICT (building_id, resident_id, event_type)
    DO UPDATE SET first_start = LEAST(f.first_start, EXCLUDED.first_start);
  RETURN NULL;
END $$;

CREATE FUNCTION first_attendance_type_on_rsvp_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recompute_first_attendance_type(ARRAY(
    SELECT DISTINCT resident_id FROM old_rsvps WHERE attended AND NOT cancelled
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION first_attendance_type_on_rsvp_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recompute_first_attendance_type(ARRAY(
    SELECT DISTINCT unnest(ARRAY[o.resident_id, n.resident_id])
    FROM old_rsvps o JOIN new_rsvps n ON n.id = o.id
    WHERE (o.attended, o.cancelled, o.event_id, o.resident_id)
      IS DISTINCT FROM (n.attended, n.cancelled, n.event_id, n.resident_id)
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION first_attendance_type_on_event_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recompute_first_attendance_type(ARRAY(
    SELECT DISTINCT r.resident_id
    FROM old_events o JOIN new_events n ON n.id = o.id JOIN rsvp r ON r.event_id = n.id
    WHERE (o.cancelled, o.starts_at, o.building_id, o.event_type)
      IS DISTINCT FROM (n.cancelled, n.starts_at, n.building_id, n.event_type)
  ));
  RETURN NULL;
END $$;

CREATE TRIGGER first_attendance_type_rsvp_insert AFTER INSERT ON rsvp REFERENCING NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_type_on_rsvp_insert();

CREATE TRIGGER first_attendance_type_rsvp_delete AFTER DELETE ON rsvp REFERENCING OLD TABLE AS old_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_type_on_rsvp_delete();

CREATE TRIGGER first_attendance_type_rsvp_update AFTER UPDATE ON rsvp REFERENCING OLD TABLE AS old_rsvps NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_type_on_rsvp_update();

CREATE TRIGGER first_attendance_type_event_update AFTER UPDATE ON event REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_type_on_event_update();
