-- Who attended, per user and quarter (fast enough at demo scale ×100): unique users, the
-- attendance buckets, recurrent users, capture (of the period and of each of its months) and
-- attendance per unit need, for every user in scope, their attended events in the period. From
-- attendance_period (migration 007) that is one row per (building, month or quarter, event type,
-- user), and a quarter's capture read the quarter's rows and then each month's again (~150,000 rows
-- at ×100 for the demo manager). attendance_quarter holds one row per (building, building-local
-- quarter, user) with that user's attended events there in each month of the quarter (1 to 3) and
-- of each event type, so any month or quarter, of any event type, is one pass over ~37,000 rows.
-- A row may drop to all zeros and stay (readers skip rows whose chosen columns sum to 0).
--
-- It is derived from attendance_period's month rows by the statement-level triggers below (+events
-- of rows inserted, -events of rows deleted, the difference for rows updated), so it is exact
-- whenever attendance_period is: under every change 007's triggers follow (RSVPs inserted, deleted,
-- checked in or cancelled; events cancelled, moved, retyped or deleted; a building's time zone
-- changed or the building deleted; users deleted).
CREATE TABLE attendance_quarter (
  building_id   integer NOT NULL,
  quarter_start date NOT NULL,
  resident_id   integer NOT NULL,
  social_1      integer NOT NULL DEFAULT 0,
  social_2      integer NOT NULL DEFAULT 0,
  social_3      integer NOT NULL DEFAULT 0,
  fitness_1     integer NOT NULL DEFAULT 0,
  fitness_2     integer NOT NULL DEFAULT 0,
  fitness_3     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (building_id, quarter_start, resident_id) INCLUDE (social_1, social_2, social_3, fitness_1, fitness_2, fitness_3)
);

-- changes: attendance_period month rows with a signed events delta; the slot of a month in its
-- quarter is 1, 2 or 3.
CREATE FUNCTION apply_attendance_quarter_delta(buildings integer[], months date[], types text[], residents integer[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO attendance_quarter AS q (building_id, quarter_start, resident_id, social_1, social_2, social_3,
      fitness_1, fitness_2, fitness_3)
  SELECT c.building_id, date_trunc('quarter', c.month)::date, c.resident_id,
      coalesce(sum(c.delta) FILTER (WHERE c.event_type = 'social' AND c.slot = 1), 0),
      coalesce(sum(c.delta) FILTER (WHERE c.event_type = 'social' AND c.slot = 2), 0),
      coalesce(sum(c.delta) FILTER (WHERE c.event_type = 'social' AND c.slot = 3), 0),
      coalesce(sum(c.delta) FILTER (WHERE c.event_type = 'fitness' AND c.slot = 1), 0),
      coalesce(sum(c.delta) FILTER (WHERE c.event_type = 'fitness' AND c.slot = 2), 0),
      coalesce(sum(c.delta) FILTER (WHERE c.event_type = 'fitness' AND c.slot = 3), 0)
  FROM (
    SELECT u.building_id, u.month, u.event_type, u.resident_id, u.delta,
        (extract(month FROM u.month)::int - 1) % 3 + 1 AS slot
    FROM unnest(buildings, months, types, residents, deltas) AS u(building_id, month, event_type, resident_id,
        delta)
  ) c
  GROUP BY 1, 2, 3
  HAVING bool_or(c.delta <> 0)
  ON CONFLICT (building_id, quarter_start, resident_id)
    DO UPDATE SET social_1 = q.social_1 + EXCLUDED.social_1, social_2 = q.social_2 + EXCLUDED.social_2,
        social_3 = q.social_3 + EXCLUDED.social_3, fitness_1 = q.fitness_1 + EXCLUDED.fitness_1,
        fitness_2 = q.fitness_2 + EXCLUDED.fitness_2, fitness_3 = q.fitness_3 + EXCLUDED.fitness_3
$$;

CREATE FUNCTION attendance_quarter_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_quarter_delta(array_agg(building_id), array_agg(period_start),
      array_agg(event_type), array_agg(resident_id), array_agg(events))
  FROM new_periods
  WHERE NOT quarter AND events <> 0;
  RETURN NULL;
END $$;

CREATE FUNCTION attendance_quarter_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_quarter_delta(array_agg(building_id), array_agg(period_start),
      array_agg(event_type), array_agg(resident_id), array_agg(-events))
  FROM old_periods
  WHERE NOT quarter AND events <> 0;
  RETURN NULL;
END $$;

CREATE FUNCTION attendance_quarter_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_attendance_quarter_delta(array_agg(x.building_id), array_agg(x.period_start),
      array_agg(x.event_type), array_agg(x.resident_id), array_agg(x.delta))
  FROM (
    SELECT building_id, period_start, event_type, resident_id, events AS delta
    FROM new_periods
    WHERE NOT quarter
    UNION ALL
    SELECT building_id, period_start, event_type, resident_id, -events
    FROM old_periods
    WHERE NOT quarter
  ) x;
  RETURN NULL;
END $$;

CREATE TRIGGER attendance_quarter_insert AFTER INSERT ON attendance_period REFERENCING NEW TABLE AS new_periods
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_quarter_on_insert();

CREATE TRIGGER attendance_quarter_delete AFTER DELETE ON attendance_period REFERENCING OLD TABLE AS old_periods
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_quarter_on_delete();

CREATE TRIGGER attendance_quarter_update AFTER UPDATE ON attendance_period REFERENCING OLD TABLE AS old_periods NEW TABLE AS new_periods
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_quarter_on_update();

INSERT INTO attendance_quarter (building_id, quarter_start, resident_id, social_1, social_2, social_3, fitness_1, fitness_2, fitness_3)
SELECT building_id, date_trunc('quarter', period_start)::date, resident_id,
       coalesce(sum(events) FILTER (WHERE event_type = 'social' AND (extract(month FROM period_start)::int - 1) % 3 = 0), 0),
       coalesce(sum(events) FILTER (WHERE event_type = 'social' AND (extract(month FROM period_start)::int - 1) % 3 = 1), 0),
       coalesce(sum(events) FILTER (WHERE event_type = 'social' AND (extract(month FROM period_start)::int - 1) % 3 = 2), 0),
       coalesce(sum(events) FILTER (WHERE event_type = 'fitness' AND (extract(month FROM period_start)::int - 1) % 3 = 0), 0),
       coalesce(sum(events) FILTER (WHERE event_type = 'fitness' AND (extract(month FROM period_start)::int - 1) % 3 = 1), 0),
       coalesce(sum(events) FILTER (WHERE event_type = 'fitness' AND (extract(month FROM period_start)::int - 1) % 3 = 2), 0)
FROM attendance_period
WHERE NOT quarter AND events <> 0
GROUP BY 1, 2, 3;
