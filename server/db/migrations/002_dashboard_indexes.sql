-- Dashboard reads (/dashboard's calls), sized by EXPLAIN on the demo data at scale 20
-- (~30k events, ~530k RSVPs, 80 buildings).

-- Per-event RSVP figures (calendar, day details, hero chart) read only non-cancelled RSVPs; this
-- covers them without visiting the table (index-only scans once vacuumed).
CREATE INDEX rsvp_event_active ON rsvp (event_id) INCLUDE (attended, rating) WHERE NOT cancelled;

-- Total RSVPs over all started events would otherwise count every RSVP row on each dashboard load.
-- event.rsvp_count = number of non-cancelled RSVPs of the event, kept exact by the statement-level
-- triggers below (one UPDATE per statement, so the importer's 5,000-row batches stay fast).
ALTER TABLE event ADD COLUMN rsvp_count integer NOT NULL DEFAULT 0;

UPDATE event e SET rsvp_count = c.n
FROM (SELECT event_id, count(*)::int AS n FROM rsvp WHERE NOT cancelled GROUP BY event_id) c
WHERE e.id = c.event_id;

CREATE FUNCTION event_rsvp_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n
  FROM (SELECT event_id, count(*)::int AS n FROM new_rsvps WHERE NOT cancelled GROUP BY event_id) d
  WHERE e.id = d.event_id;
  RETURN NULL;
END $$;

CREATE FUNCTION event_rsvp_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count - d.n
  FROM (SELECT event_id, count(*)::int AS n FROM old_rsvps WHERE NOT cancelled GROUP BY event_id) d
  WHERE e.id = d.event_id;
  RETURN NULL;
END $$;

CREATE FUNCTION event_rsvp_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event e
  SET rsvp_count = e.rsvp_count + d.n
  FROM (
    SELECT event_id, sum(n)::int AS n
    FROM (
      SELECT event_id, 1 AS n
      FROM new_rsvps
      WHERE NOT cancelled
      UNION ALL
      SELECT event_id, -1
      FROM old_rsvps
      WHERE NOT cancelled
    ) changes
    GROUP BY event_id
  ) d
  WHERE e.id = d.event_id AND d.n <> 0;
  RETURN NULL;
END $$;

CREATE TRIGGER rsvp_count_insert AFTER INSERT ON rsvp REFERENCING NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION event_rsvp_count_on_insert();

CREATE TRIGGER rsvp_count_delete AFTER DELETE ON rsvp REFERENCING OLD TABLE AS old_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION event_rsvp_count_on_delete();

CREATE TRIGGER rsvp_count_update AFTER UPDATE ON rsvp REFERENCING OLD TABLE AS old_rsvps NEW TABLE AS new_rsvps
  FOR EACH STATEMENT EXECUTE FUNCTION event_rsvp_count_on_update();
