-- Analytics reads (issue 10), sized on the demo data at scale 20 (~29k events, ~530k RSVPs, 12k users).

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

-- Each function body stays on one line: migrate() splits statements at semicolons that end a line.
CREATE FUNCTION recompute_first_attendance(residents integer[]) RETURNS void LANGUAGE plpgsql AS $$ BEGIN DELETE FROM resident_first_attendance WHERE resident_id = ANY(residents); INSERT INTO resident_first_attendance (resident_id, building_id, first_start) SELECT r.resident_id, e.building_id, min(e.starts_at) FROM rsvp r JOIN event e ON e.id = r.event_id WHERE r.resident_id = ANY(residents) AND r.attended AND NOT r.cancelled AND NOT e.cancelled GROUP BY r.resident_id, e.building_id; END $$;

CREATE FUNCTION first_attendance_on_rsvp_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO resident_first_attendance AS f (resident_id, building_id, first_start) SELECT n.resident_id, e.building_id, min(e.starts_at) FROM new_rsvps n JOIN event e ON e.id = n.event_id WHERE n.attended AND NOT n.cancelled AND NOT e.cancelled GROUP BY n.resident_id, e.building_id ON CONFLICT (resident_id, building_id) DO UPDATE SET first_start = LEAST(f.first_start, EXCLUDED.first_start); RETURN NULL; END $$;

CREATE FUNCTION first_attendance_on_rsvp_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM recompute_first_attendance(ARRAY(SELECT DISTINCT resident_id FROM old_rsvps WHERE attended AND NOT cancelled)); RETURN NULL; END $$;

CREATE FUNCTION first_attendance_on_rsvp_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM recompute_first_attendance(ARRAY(SELECT DISTINCT unnest(ARRAY[o.resident_id, n.resident_id]) FROM old_rsvps o JOIN new_rsvps n ON n.id = o.id WHERE (o.attended, o.cancelled, o.event_id, o.resident_id) IS DISTINCT FROM (n.attended, n.cancelled, n.event_id, n.resident_id))); RETURN NULL; END $$;

CREATE FUNCTION first_attendance_on_event_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM recompute_first_attendance(ARRAY(SELECT DISTINCT r.resident_id FROM old_events o JOIN new_events n ON n.id = o.id JOIN rsvp r ON r.event_id = n.id WHERE (o.cancelled, o.starts_at, o.building_id) IS DISTINCT FROM (n.cancelled, n.starts_at, n.building_id))); RETURN NULL; END $$;

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
