-- Events run from the portal and check-in at the door: the words and rules of
-- docs/design/front-desk.md.

-- A weekly class. Its occurrences are ordinary event rows (event.series_id), so the calendar, the
-- dashboard and every analytics figure show them unchanged. The rule is kept for "this and
-- following" (a split ends this row at the split and starts a new series) and for the dataset format.
CREATE TABLE event_series (
  id               serial PRIMARY KEY,
  building_id      integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  -- 1 = Sunday … 7 = Saturday, as the weekday analysis counts them.
  weekdays         smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND 1 <= ALL(weekdays) AND 7 >= ALL(weekdays)),
  -- Building-local: a daylight-saving change keeps the local start time and the duration.
  start_time       time NOT NULL,
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  first_date       date NOT NULL,
  until_date       date,
  occurrence_count integer CHECK (occurrence_count BETWEEN 1 AND 52),
  created_by       integer REFERENCES account(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_series_building ON event_series (building_id);

ALTER TABLE event ADD COLUMN series_id integer REFERENCES event_series(id) ON DELETE SET NULL;
CREATE INDEX event_series_start ON event (series_id, starts_at) WHERE series_id IS NOT NULL;
-- When the portal cancelled it (NULL for imported cancellations and for events not cancelled).
ALTER TABLE event ADD COLUMN cancelled_at timestamptz;
-- A picture uploaded for the event (its URL is in event.image); keeps the upload from being purged.
ALTER TABLE event ADD COLUMN image_id integer REFERENCES image(id) ON DELETE SET NULL;
CREATE INDEX event_image ON event (image_id) WHERE image_id IS NOT NULL;

-- An RSVP's status: going, waitlisted or cancelled. Only going RSVPs are "rsvps" in every figure of
-- docs/design/metrics.md. Every rollup (rsvp_count, attended_count, event_period, attendance_period,
-- attendance_quarter, resident_first_attendance) and every query reads `NOT cancelled` for "counts";
-- `cancelled` now means "not going" (waitlisted or cancelled), kept equal to the status by the row
-- triggers below, so each of them, and their statement-level triggers, stays exact with no change: a
-- waitlisted RSVP promoted to going is an update of `cancelled` from true to false, as a cancel is
-- the other way. A writer that only knows `cancelled` (older code, tests, fixtures) still works: its
-- true is the status cancelled, its false going.
ALTER TABLE rsvp ADD COLUMN status text NOT NULL DEFAULT 'going' CHECK (status IN ('going', 'waitlisted', 'cancelled'));
UPDATE rsvp SET status = 'cancelled' WHERE cancelled;

CREATE FUNCTION rsvp_status_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.cancelled AND NEW.status = 'going' THEN NEW.status := 'cancelled';
  END IF;
  NEW.cancelled := NEW.status <> 'going';
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN NEW.cancelled := NEW.status <> 'going';
  ELSE NEW.status := CASE WHEN NEW.cancelled THEN 'cancelled' ELSE 'going' END;
  END IF;
  RETURN NEW;
END $$;

-- Only rows that disagree run the function (the importer writes both columns, so none of its rows do).
CREATE TRIGGER rsvp_status_sync_insert BEFORE INSERT ON rsvp
  FOR EACH ROW WHEN (NEW.cancelled IS DISTINCT FROM (NEW.status <> 'going')) EXECUTE FUNCTION rsvp_status_sync();

CREATE TRIGGER rsvp_status_sync_update BEFORE UPDATE OF status, cancelled ON rsvp
  FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.cancelled IS DISTINCT FROM OLD.cancelled) EXECUTE FUNCTION rsvp_status_sync();

-- When the resident took a place or joined the waitlist (the waitlist is served in this order, then
-- by id); rows from before, and imported rows without times, carry the time they were stored.
ALTER TABLE rsvp ADD COLUMN joined_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE rsvp ADD COLUMN cancelled_at timestamptz;
-- When a waitlisted RSVP was given a freed place ("waitlist promoted" of docs/design/metrics.md).
ALTER TABLE rsvp ADD COLUMN promoted_at timestamptz;
-- Check-in: server time of the first accepted check-in, and by which account; attended is set with it.
ALTER TABLE rsvp ADD COLUMN checked_in_at timestamptz;
ALTER TABLE rsvp ADD COLUMN checked_in_by integer REFERENCES account(id) ON DELETE SET NULL;
-- A check-in of a resident with no going RSVP created this one.
ALTER TABLE rsvp ADD COLUMN walk_in boolean NOT NULL DEFAULT false;
CREATE INDEX rsvp_waitlist ON rsvp (event_id, joined_at, id) WHERE status = 'waitlisted';

-- Every check-in, undo and refusal, append-only: who, when, from which device, with which key.
CREATE TABLE check_in_log (
  id              bigserial PRIMARY KEY,
  event_id        integer NOT NULL REFERENCES event(id) ON DELETE CASCADE,
  resident_id     integer NOT NULL REFERENCES resident(id) ON DELETE CASCADE,
  account_id      integer REFERENCES account(id) ON DELETE SET NULL,
  action          text NOT NULL CHECK (action IN ('check-in', 'undo')),
  result          text NOT NULL CHECK (result IN ('checked-in', 'already-checked-in', 'undone', 'not-checked-in', 'refused')),
  detail          text,
  device          text,
  idempotency_key text,
  logged_at       timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX check_in_log_event ON check_in_log (event_id, logged_at);

CREATE FUNCTION check_in_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'check_in_log is append-only';
END $$;

CREATE TRIGGER check_in_log_no_update BEFORE UPDATE ON check_in_log
  FOR EACH STATEMENT EXECUTE FUNCTION check_in_log_append_only();
