-- Analytics reads, sized on the demo data at scale 20 (~29k events, ~530k RSVPs, 12k users).

-- Who attended each event (capture, unique users, attendance buckets, per unit): an index-only scan
-- instead of visiting every RSVP of the period's events.
CREATE INDEX rsvp_attended_by_event ON rsvp (event_id) INCLUDE (resident_id) WHERE attended AND NOT cancelled;

-- recurrentUsers asks, for each user who attended in the period, whether they attended an event of
-- the buildings in scope before it began; answered from all of history that is a scan of every past
-- RSVP. resident_first_attendance holds, per (resident, building), the start of the earliest
-- not-cancelled event of that building the resident attended (RSVP not cancelled, marked attended).
-- It is kept exact by the statement-level triggers below: an insert can only move the first start
-- earlier (LEAST); deleting an RSVP, changing its attendance, cancellation, event or resident, or
-- changing an event's start, building or cancellation recomputes the residents concerned.
CREATE TABLE resident_first_attendance (
  resident_id integer NOT NULL REFERENCES resident(id) ON DELETE CASCADE,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  first_start timestamptz NOT NULL,
  PRIMARY KEY (resident_id, building_id)
);

INSERT INTO resident_first_attendance (resident_id, building_id, first_start)
SELECT r.resident_id, e.building_id, min(e.starts_at)
FROM rsvp r JOIN event e ON e.id = r.event_id
WHERE r.attended AND NOT r.cancelled AND NOT e.cancelled
GROUP BY r.resident_id, e.building_id;

CREATE FUNCTION recompute_first_attendance(residents integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resident_first_attendance WHERE resident_id = ANY(residents);
  INSERT INTO resident_first_attendance (resident_id, building_id, first_start)
  SELECT r.resident_id, e.building_id, min(e.starts_at)
  FROM rsvp r
    JOIN event e ON e.id = r.event_id
  WHERE r.resident_id = ANY(residents) AND r.attended AND NOT r.cancelled AND NOT e.cancelled
  GROUP BY r.resident_id, e.building_id;
END $$;

CREATE FUNCTION first_attendance_on_rsvp_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resident_first_attendance AS f (resident_id, building_id, first_start)
  SELECT n.resident_id, e.building_id, min(e.starts_at)
  FROM new_rsvps n
    JOIN event e ON e.id = n.event_id
  WHERE n.attended AND NOT n.cancelled AND NOT e.cancelled
  GROUP BY n.resident_id, e.building_id
  ON CONFLICT (resident_id, building_id)
    DO UPDATE SET first_start = LEAST(f.first_start, EXCLUDED.first_start);
  RETURN NULL;
END $$;

CREATE FUNCTION first_attendance_on_rsvp_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recompute_first_attendance(ARRAY(
    SELECT DISTINCT resident_id FROM old_rsvps WHERE attended AND NOT cancelled
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION first_attendance_on_rsvp_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recompute_first_attendance(ARRAY(
    SELECT DISTINCT unnest(ARRAY[o.resident_id, n.resident_id])
    FROM old_rsvps o
      JOIN new_rsvps n ON n.id = o.id
    WHERE (o.attended, o.cancelled, o.event_id, o.resident_id) IS DISTINCT FROM (n.attended, n.cancelled,
        n.event_id, n.resident_id)
  ));
  RETURN NULL;
END $$;

CREATE FUNCTION first_attendance_on_event_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recompute_first_attendance(ARRAY(
    SELECT DISTINCT r.resident_id
    FROM old_events o
      JOIN new_events n ON n.id = o.id
      JOIN rsvp r ON r.event_id = n.id
    WHERE (o.cancelled, o.starts_at, o.building_id) IS DISTINCT FROM (n.cancelled, n.starts_at, n.building_id)
  ));
  RETURN NULL;
END $$;

CREATE TRIGGER first_attendance_rsvp_insert AFTER INSERT ON rsvp REFERENCING NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_on_rsvp_insert();

CREATE TRIGGER first_attendance_rsvp_delete AFTER DELETE ON rsvp REFERENCING OLD TABLE AS old_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_on_rsvp_delete();

CREATE TRIGGER first_attendance_rsvp_update AFTER UPDATE ON rsvp REFERENCING OLD TABLE AS old_rsvps NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_on_rsvp_update();

-- Fires on every event update (the RSVP counter of migration 002 updates events too); only events
-- whose start, building or cancellation changed cost anything.
CREATE TRIGGER first_attendance_event_update AFTER UPDATE ON event REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION first_attendance_on_event_update();

-- Who attended, per building-local month and quarter: capture, unique users, the attendance buckets
-- and attendance per unit read one row per (building, period, event type, resident) instead of every
-- RSVP of the period. events = that resident's attended events there (RSVP not cancelled, marked
-- attended, event not cancelled); a row may drop to 0 and stay (readers skip events = 0).
-- Kept exact by the triggers below, each applying +1/-1 per attendance through
-- apply_attendance_delta: RSVP insert, delete and update; an event whose start, type, building or
-- cancellation changes (its old contribution out, its new one in); an event deleted (before its RSVPs
-- go with it); a building's time zone changed or the building deleted.
CREATE TABLE attendance_period (
  building_id  integer NOT NULL,
  quarter      boolean NOT NULL,
  period_start date NOT NULL,
  event_type   text NOT NULL,
  resident_id  integer NOT NULL,
  events       integer NOT NULL,
  PRIMARY KEY (building_id, quarter, period_start, event_type, resident_id) INCLUDE (events)
);

CREATE FUNCTION apply_attendance_delta(residents integer[], buildings integer[], starts timestamptz[], types text[], signs integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO attendance_period AS a (building_id, quarter, period_start, event_type, resident_id, events)
  SELECT f.building_id, p.quarter, p.period_start, f.event_type, f.resident_id, sum(f.sign)::int
  FROM unnest(residents, buildings, starts, types, signs) AS f(resident_id, building_id, starts_at,
      event_type, sign)
    JOIN building b ON b.id = f.building_id
    CROSS
    JOIN LATERAL (
      VALUES (false, date_trunc('month', f.starts_at AT TIME ZONE b.time_zone)::date),
          (true, date_trunc('quarter', f.starts_at AT TIME ZONE b.time_zone)::date)
    ) AS p(quarter, period_start)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(f.sign) <> 0
  ON CONFLICT (building_id, quarter, period_start, event_type, resident_id)
    DO UPDATE SET events = a.events + EXCLUDED.events
$$;

INSERT INTO attendance_period (building_id, quarter, period_start, event_type, resident_id, events)
SELECT e.building_id, p.quarter, p.period_start, e.event_type, r.resident_id, count(*)::int
FROM rsvp r
JOIN event e ON e.id = r.event_id
JOIN building b ON b.id = e.building_id
CROSS JOIN LATERAL (VALUES (false, date_trunc('month', e.starts_at AT TIME ZONE b.time_zone)::date),
                           (true, date_trunc('quarter', e.starts_at AT TIME ZONE b.time_zone)::date)) AS p(quarter, period_start)
WHERE r.attended AND NOT r.cancelled AND NOT e.cancelled
GROUP BY 1, 2, 3, 4, 5;

CREATE FUNCTION attendance_on_rsvp_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_delta(array_agg(n.resident_id), array_agg(e.building_id), array_agg(e.starts_at),
      array_agg(e.event_type), array_agg(1))
  FROM new_rsvps n
    JOIN event e ON e.id = n.event_id
  WHERE n.attended AND NOT n.cancelled AND NOT e.cancelled;
  RETURN NULL;
END $$;

CREATE FUNCTION attendance_on_rsvp_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_delta(array_agg(o.resident_id), array_agg(e.building_id), array_agg(e.starts_at),
      array_agg(e.event_type), array_agg(-1))
  FROM old_rsvps o
    JOIN event e ON e.id = o.event_id
  WHERE o.attended AND NOT o.cancelled AND NOT e.cancelled;
  RETURN NULL;
END $$;

CREATE FUNCTION attendance_on_rsvp_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_delta(array_agg(x.resident_id), array_agg(e.building_id), array_agg(e.starts_at),
      array_agg(e.event_type), array_agg(x.sign))
  FROM (
    SELECT resident_id, event_id, -1 AS sign
    FROM old_rsvps
    WHERE attended AND NOT cancelled
    UNION ALL
    SELECT resident_id, event_id, 1
    FROM new_rsvps
    WHERE attended AND NOT cancelled
  ) x
    JOIN event e ON e.id = x.event_id
  WHERE NOT e.cancelled;
  RETURN NULL;
END $$;

CREATE FUNCTION attendance_on_event_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_delta(array_agg(r.resident_id), array_agg(x.building_id), array_agg(x.starts_at),
      array_agg(x.event_type), array_agg(x.sign))
  FROM (
    SELECT o.id, o.building_id, o.starts_at, o.event_type, -1 AS sign
    FROM old_events o
      JOIN new_events n ON n.id = o.id
    WHERE NOT o.cancelled
      AND (o.cancelled, o.starts_at, o.event_type, o.building_id) IS DISTINCT FROM (n.cancelled, n.starts_at, n.event_type, n.building_id)
    UNION ALL
    SELECT n.id, n.building_id, n.starts_at, n.event_type, 1
    FROM old_events o
      JOIN new_events n ON n.id = o.id
    WHERE NOT n.cancelled
      AND (o.cancelled, o.starts_at, o.event_type, o.building_id) IS DISTINCT FROM (n.cancelled, n.starts_at, n.event_type, n.building_id)
  ) x
    JOIN rsvp r ON r.event_id = x.id
  WHERE r.attended AND NOT r.cancelled;
  RETURN NULL;
END $$;

CREATE FUNCTION attendance_on_event_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.cancelled THEN
    PERFORM apply_attendance_delta(array_agg(r.resident_id), array_agg(OLD.building_id),
        array_agg(OLD.starts_at), array_agg(OLD.event_type), array_agg(-1))
    FROM rsvp r
    WHERE r.event_id = OLD.id AND r.attended AND NOT r.cancelled;
  END IF;
  RETURN OLD;
END $$;

CREATE FUNCTION attendance_on_building_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM attendance_period WHERE building_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    PERFORM apply_attendance_delta(array_agg(r.resident_id), array_agg(e.building_id), array_agg(e.starts_at),
        array_agg(e.event_type), array_agg(1))
    FROM event e
      JOIN rsvp r ON r.event_id = e.id
    WHERE e.building_id = NEW.id AND NOT e.cancelled AND r.attended AND NOT r.cancelled;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER attendance_rsvp_insert AFTER INSERT ON rsvp REFERENCING NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_on_rsvp_insert();

CREATE TRIGGER attendance_rsvp_delete AFTER DELETE ON rsvp REFERENCING OLD TABLE AS old_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_on_rsvp_delete();

CREATE TRIGGER attendance_rsvp_update AFTER UPDATE ON rsvp REFERENCING OLD TABLE AS old_rsvps NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_on_rsvp_update();

CREATE TRIGGER attendance_event_update AFTER UPDATE ON event REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_on_event_update();

-- Before: its RSVPs (deleted with it by the foreign key) are still there to be counted out.
CREATE TRIGGER attendance_event_delete BEFORE DELETE ON event
  FOR EACH ROW EXECUTE FUNCTION attendance_on_event_delete();

CREATE TRIGGER attendance_building_zone AFTER UPDATE OF time_zone ON building
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION attendance_on_building_change();

CREATE TRIGGER attendance_building_delete AFTER DELETE ON building
  FOR EACH ROW EXECUTE FUNCTION attendance_on_building_change();

-- attended-rsvpd sums attendees over the period's events: event.attended_count = the event's
-- not-cancelled RSVPs marked attended, kept beside rsvp_count by the same statement-level triggers
-- of migration 002 (redefined here to keep both in one UPDATE per statement).
ALTER TABLE event ADD COLUMN attended_count integer NOT NULL DEFAULT 0;

UPDATE event e SET attended_count = c.n
FROM (SELECT event_id, count(*)::int AS n FROM rsvp WHERE attended AND NOT cancelled GROUP BY event_id) c
WHERE e.id = c.event_id;

CREATE OR REPLACE FUNCTION event_rsvp_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n, attended_count = e.attended_count + d.a
  FROM (
    SELECT event_id, count(*)::int AS n, count(*) FILTER (WHERE attended)::int AS a
    FROM new_rsvps
    WHERE NOT cancelled
    GROUP BY event_id
  ) d
  WHERE e.id = d.event_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION event_rsvp_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count - d.n, attended_count = e.attended_count - d.a
  FROM (
    SELECT event_id, count(*)::int AS n, count(*) FILTER (WHERE attended)::int AS a
    FROM old_rsvps
    WHERE NOT cancelled
    GROUP BY event_id
  ) d
  WHERE e.id = d.event_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION event_rsvp_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n, attended_count = e.attended_count + d.a
  FROM (
    SELECT event_id, sum(n)::int AS n, sum(a)::int AS a
    FROM (
      SELECT event_id, 1 AS n, attended::int AS a
      FROM new_rsvps
      WHERE NOT cancelled
      UNION ALL
      SELECT event_id, -1, -(attended::int)
      FROM old_rsvps
      WHERE NOT cancelled
    ) changes
    GROUP BY event_id
  ) d
  WHERE e.id = d.event_id AND (d.n <> 0 OR d.a <> 0);
  RETURN NULL;
END $$;
