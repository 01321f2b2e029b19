-- Who attended, per building-local day and week (for speed): at-risk residents count each
-- user's attendances over the 120 local days up to asOf, and the portfolio benchmark's Capture %
-- counts the users who attended in each of two 12-week windows (complete Monday-to-Sunday weeks);
-- read from RSVPs that was every attended RSVP of those days (~560,000 at ×100). attendance_day
-- holds one row per (building, local day, event type, user) and attendance_week one per (building,
-- local week starting Monday, event type, user), with that user's attended events there (RSVP not
-- cancelled, marked attended, event not cancelled), as attendance_period (migration 007) does per
-- month and quarter. A row may drop to 0 and stay (readers skip events = 0). The rollups know no
-- studios: a studio filter still reads RSVPs.
--
-- Kept exact by the same statement-level triggers as attendance_period: apply_attendance_delta,
-- which every one of 007's triggers calls (RSVPs inserted, deleted, checked in, undone, walked in or
-- cancelled; events cancelled, moved, retyped, moved to another building or deleted; users deleted),
-- now applies each delta to all three tables, and a building whose time zone changes or that is
-- deleted loses (then regains) its rows in all three.
CREATE TABLE attendance_day (
  building_id integer NOT NULL,
  day         date NOT NULL,
  event_type  text NOT NULL,
  resident_id integer NOT NULL,
  events      integer NOT NULL,
  PRIMARY KEY (building_id, day, event_type, resident_id) INCLUDE (events)
);

CREATE TABLE attendance_week (
  building_id integer NOT NULL,
  week_start  date NOT NULL,
  event_type  text NOT NULL,
  resident_id integer NOT NULL,
  events      integer NOT NULL,
  PRIMARY KEY (building_id, week_start, event_type, resident_id) INCLUDE (events)
);

INSERT INTO attendance_day (building_id, day, event_type, resident_id, events)
SELECT e.building_id, (e.starts_at AT TIME ZONE b.time_zone)::date, e.event_type, r.resident_id, count(*)::int
FROM rsvp r JOIN event e ON e.id = r.event_id JOIN building b ON b.id = e.building_id
WHERE r.attended AND NOT r.cancelled AND NOT e.cancelled
GROUP BY 1, 2, 3, 4;

INSERT INTO attendance_week (building_id, week_start, event_type, resident_id, events)
SELECT building_id, date_trunc('week', day)::date, event_type, resident_id, sum(events)::int
FROM attendance_day
GROUP BY 1, 2, 3, 4;

CREATE OR REPLACE FUNCTION apply_attendance_delta(residents integer[], buildings integer[], starts timestamptz[], types text[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO attendance_period AS a (building_id, quarter, period_start, event_type, resident_id, events)
  SELECT f.building_id, p.quarter, p.period_start, f.event_type, f.resident_id, sum(f.sign)::int
  FROM unnest(residents, buildings, starts, types, signs) AS f(resident_id, building_id, starts_at, event_type, sign)
  JOIN building b ON b.id = f.building_id
  CROSS JOIN LATERAL (VALUES
    (false, date_trunc('month', f.starts_at AT TIME ZONE b.time_zone)::date),
    (true, date_trunc('quarter', f.starts_at AT TIME ZONE b.time_zone)::date)
  ) AS p(quarter, period_start)
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(f.sign) <> 0
  ON CONFLICT (building_id, quarter, period_start, event_type, resident_id)
    DO UPDATE SET events = a.events + EXCLUDED.events;

  INSERT INTO attendance_day AS a (building_id, day, event_type, resident_id, events)
  SELECT f.building_id, (f.starts_at AT TIME ZONE b.time_zone)::date, f.event_type, f.resident_id, sum(f.sign)::int
  FROM unnest(residents, buildings, starts, types, signs) AS f(resident_id, building_id, starts_at, event_type, sign)
  JOIN building b ON b.id = f.building_id
  GROUP BY 1, 2, 3, 4
  HAVING sum(f.sign) <> 0
  ON CONFLICT (building_id, day, event_type, resident_id)
    DO UPDATE SET events = a.events + EXCLUDED.events;

  INSERT INTO attendance_week AS a (building_id, week_start, event_type, resident_id, events)
  SELECT f.building_id, date_trunc('week', f.starts_at AT TIME ZONE b.time_zone)::date, f.event_type, f.resident_id, sum(f.sign)::int
  FROM unnest(residents, buildings, starts, types, signs) AS f(resident_id, building_id, starts_at, event_type, sign)
  JOIN building b ON b.id = f.building_id
  GROUP BY 1, 2, 3, 4
  HAVING sum(f.sign) <> 0
  ON CONFLICT (building_id, week_start, event_type, resident_id)
    DO UPDATE SET events = a.events + EXCLUDED.events
$$;

CREATE OR REPLACE FUNCTION attendance_on_building_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM attendance_period WHERE building_id = OLD.id;
  DELETE FROM attendance_day WHERE building_id = OLD.id;
  DELETE FROM attendance_week WHERE building_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    PERFORM apply_attendance_delta(array_agg(r.resident_id), array_agg(e.building_id), array_agg(e.starts_at),
                                   array_agg(e.event_type), array_agg(1))
    FROM event e JOIN rsvp r ON r.event_id = e.id
    WHERE e.building_id = NEW.id AND NOT e.cancelled AND r.attended AND NOT r.cancelled;
  END IF;
  RETURN NULL;
END $$;
