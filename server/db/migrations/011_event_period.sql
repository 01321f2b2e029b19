-- Event figures per building-local month (fast enough at demo scale ×100): rsvps of the
-- period (user-analysis-numbers), attended of RSVPed and Capacity % of the period and of each of its
-- months sum over every event in scope, which at ×100 is ~20,000 events a quarter for the demo
-- manager, each fetched from the heap and converted to its building's zone. event_period holds the
-- same sums per (building, local month, event type, venue, studio), so a period reads a few rows per
-- building. venue_id and studio_id are 0 for an event without one. Only events not cancelled count:
-- events = how many, rsvps and attended = Σ event.rsvp_count and Σ event.attended_count (migrations
-- 002 and 007), capacity_known = Σ capacity and rsvps_known = Σ rsvp_count over those with a known
-- capacity (> 0). A row may drop to zeros and stay.
--
-- Kept exact by the statement-level triggers below: an event inserted (+), deleted (-) or updated
-- (its old contribution out, its new one in, when a column it depends on changed: every RSVP count
-- change is such an update); a building's time zone changed (its rows recomputed) or the building
-- deleted (its rows removed).
CREATE TABLE event_period (
  building_id    integer NOT NULL,
  month_start    date NOT NULL,
  event_type     text NOT NULL,
  venue_id       integer NOT NULL,
  studio_id      integer NOT NULL,
  events         integer NOT NULL,
  rsvps          integer NOT NULL,
  attended       integer NOT NULL,
  capacity_known bigint NOT NULL,
  rsvps_known    integer NOT NULL,
  PRIMARY KEY (building_id, month_start, event_type, venue_id, studio_id) INCLUDE (events, rsvps, attended, capacity_known, rsvps_known)
);

-- Adds sign × each given event's figures (events already filtered to those not cancelled).
CREATE FUNCTION apply_event_period_delta(buildings integer[], starts timestamptz[], types text[], venues integer[], studios integer[], capacities integer[], rsvps integer[], attendees integer[], signs integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_period AS p (building_id, month_start, event_type, venue_id, studio_id, events, rsvps,
      attended, capacity_known, rsvps_known)
  SELECT d.building_id, date_trunc('month', d.starts_at AT TIME ZONE b.time_zone)::date, d.event_type,
      coalesce(d.venue_id, 0), coalesce(d.studio_id, 0), sum(d.sign)::int, sum(d.sign * d.rsvp_count)::int,
      sum(d.sign * d.attended_count)::int,
      coalesce(sum(d.sign * d.capacity) FILTER (WHERE d.capacity > 0), 0),
      coalesce(sum(d.sign * d.rsvp_count) FILTER (WHERE d.capacity > 0), 0)::int
  FROM unnest(buildings, starts, types, venues, studios, capacities, rsvps, attendees,
      signs) AS d(building_id, starts_at, event_type, venue_id, studio_id, capacity, rsvp_count,
      attended_count, sign)
    JOIN building b ON b.id = d.building_id
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (building_id, month_start, event_type, venue_id, studio_id)
    DO UPDATE SET events = p.events + EXCLUDED.events, rsvps = p.rsvps + EXCLUDED.rsvps,
        attended = p.attended + EXCLUDED.attended,
        capacity_known = p.capacity_known + EXCLUDED.capacity_known,
        rsvps_known = p.rsvps_known + EXCLUDED.rsvps_known
$$;

CREATE FUNCTION event_period_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_event_period_delta(array_agg(building_id), array_agg(starts_at), array_agg(event_type),
      array_agg(venue_id), array_agg(studio_id), array_agg(capacity), array_agg(rsvp_count),
      array_agg(attended_count), array_agg(1))
  FROM new_events
  WHERE NOT cancelled;
  RETURN NULL;
END $$;

CREATE FUNCTION event_period_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_event_period_delta(array_agg(building_id), array_agg(starts_at), array_agg(event_type),
      array_agg(venue_id), array_agg(studio_id), array_agg(capacity), array_agg(rsvp_count),
      array_agg(attended_count), array_agg(-1))
  FROM old_events
  WHERE NOT cancelled;
  RETURN NULL;
END $$;

CREATE FUNCTION event_period_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_event_period_delta(array_agg(x.building_id), array_agg(x.starts_at), array_agg(x.event_type),
      array_agg(x.venue_id), array_agg(x.studio_id), array_agg(x.capacity), array_agg(x.rsvp_count),
      array_agg(x.attended_count), array_agg(x.sign))
  FROM (
    SELECT o.building_id, o.starts_at, o.event_type, o.venue_id, o.studio_id, o.capacity, o.rsvp_count,
        o.attended_count, -1 AS sign
    FROM old_events o
      JOIN new_events n ON n.id = o.id
    WHERE NOT o.cancelled
      AND (o.building_id, o.starts_at, o.event_type, o.venue_id, o.studio_id, o.capacity, o.rsvp_count, o.attended_count, o.cancelled)
        IS DISTINCT FROM (n.building_id, n.starts_at, n.event_type, n.venue_id, n.studio_id, n.capacity, n.rsvp_count, n.attended_count, n.cancelled)
    UNION ALL
    SELECT n.building_id, n.starts_at, n.event_type, n.venue_id, n.studio_id, n.capacity, n.rsvp_count,
        n.attended_count, 1
    FROM old_events o
      JOIN new_events n ON n.id = o.id
    WHERE NOT n.cancelled
      AND (o.building_id, o.starts_at, o.event_type, o.venue_id, o.studio_id, o.capacity, o.rsvp_count, o.attended_count, o.cancelled)
        IS DISTINCT FROM (n.building_id, n.starts_at, n.event_type, n.venue_id, n.studio_id, n.capacity, n.rsvp_count, n.attended_count, n.cancelled)
  ) x;
  RETURN NULL;
END $$;

CREATE FUNCTION event_period_on_building_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM event_period WHERE building_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN
    PERFORM apply_event_period_delta(array_agg(building_id), array_agg(starts_at), array_agg(event_type),
        array_agg(venue_id), array_agg(studio_id), array_agg(capacity), array_agg(rsvp_count),
        array_agg(attended_count), array_agg(1))
    FROM event
    WHERE building_id = NEW.id AND NOT cancelled;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER event_period_insert AFTER INSERT ON event REFERENCING NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION event_period_on_insert();

CREATE TRIGGER event_period_delete AFTER DELETE ON event REFERENCING OLD TABLE AS old_events
  FOR EACH STATEMENT EXECUTE FUNCTION event_period_on_delete();

CREATE TRIGGER event_period_update AFTER UPDATE ON event REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION event_period_on_update();

CREATE TRIGGER event_period_building_zone AFTER UPDATE OF time_zone ON building
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION event_period_on_building_change();

CREATE TRIGGER event_period_building_delete AFTER DELETE ON building
  FOR EACH ROW EXECUTE FUNCTION event_period_on_building_change();

INSERT INTO event_period (building_id, month_start, event_type, venue_id, studio_id, events, rsvps, attended, capacity_known, rsvps_known)
SELECT e.building_id, date_trunc('month', e.starts_at AT TIME ZONE b.time_zone)::date, e.event_type, coalesce(e.venue_id, 0), coalesce(e.studio_id, 0),
       count(*)::int, sum(e.rsvp_count)::int, sum(e.attended_count)::int,
       coalesce(sum(e.capacity) FILTER (WHERE e.capacity > 0), 0), coalesce(sum(e.rsvp_count) FILTER (WHERE e.capacity > 0), 0)::int
FROM event e JOIN building b ON b.id = e.building_id
WHERE NOT e.cancelled
GROUP BY 1, 2, 3, 4, 5;
