-- The create calls: a venue's number of places, and the buildings a studio works with.

-- Places a venue offers; NULL is unknown (like an event's capacity, 0 is never stored).
ALTER TABLE venue ADD COLUMN capacity integer CHECK (capacity > 0);

-- Studios belong to no building (one studio may teach in many). A studio is one of a building's
-- studios when it has an event there or is linked here: a studio created through the API for a
-- building is linked to it, so it shows before its first event. Only these links and events decide
-- which studios a manager sees; studio names of other managers' buildings never show.
CREATE TABLE studio_building (
  studio_id   integer NOT NULL REFERENCES studio(id) ON DELETE CASCADE,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  PRIMARY KEY (studio_id, building_id)
);
CREATE INDEX studio_building_building ON studio_building (building_id);
