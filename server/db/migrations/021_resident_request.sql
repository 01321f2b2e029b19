-- A resident a front desk (building-admin session) asked for, waiting for a manager of the building
-- to confirm. Whether an e-mail is already some building's resident is not for a front desk to learn,
-- so a desk's Create user never creates at once: a free e-mail and one registered elsewhere are both
-- kept here, and the manager's confirmation either creates the resident or adds the building to the
-- existing one. One request per building and e-mail: asking again replaces what was typed.
CREATE TABLE resident_request (
  id             serial PRIMARY KEY,
  building_id    integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  requested_by   integer REFERENCES account(id) ON DELETE SET NULL,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  email          text NOT NULL,
  cell_phone     text,
  apartment      text,
  unit_id        integer REFERENCES unit(id) ON DELETE SET NULL,
  amenity_member boolean NOT NULL DEFAULT false,
  requested_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX resident_request_building_email ON resident_request (building_id, lower(email));
