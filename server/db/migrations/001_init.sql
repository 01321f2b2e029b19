-- The whole data model. Ids are database-assigned; dataset keys are not stored.
-- Times: event start/end are timestamptz; the building's IANA zone turns them into local wall time.

CREATE TABLE account (
  id            serial PRIMARY KEY,
  role          text NOT NULL CHECK (role IN ('manager', 'building_admin')),
  email         text NOT NULL,
  password_hash text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  image_id      integer,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX account_email_lower ON account (lower(email));

CREATE TABLE building (
  id                 serial PRIMARY KEY,
  name               text NOT NULL,
  building_type      text NOT NULL CHECK (building_type IN ('RESIDENTIAL', 'COMMERCIAL')),
  time_zone          text NOT NULL,
  dashboard_access   boolean NOT NULL DEFAULT true,
  amenity_membership boolean NOT NULL DEFAULT false,
  liaison_first_name text,
  liaison_last_name  text,
  liaison_email      text
);

-- Managers manage many buildings; a building admin acts for exactly one.
CREATE TABLE account_building (
  account_id  integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  PRIMARY KEY (account_id, building_id)
);
CREATE INDEX account_building_building ON account_building (building_id);

-- A unit is a block (residential) or a company (commercial).
CREATE TABLE unit (
  id          serial PRIMARY KEY,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  name        text NOT NULL
);
CREATE INDEX unit_building ON unit (building_id);

CREATE TABLE venue (
  id          serial PRIMARY KEY,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  name        text NOT NULL
);
CREATE INDEX venue_building ON venue (building_id);

CREATE TABLE studio (
  id   serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE teacher (
  id         serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name  text NOT NULL,
  studio_id  integer REFERENCES studio(id) ON DELETE SET NULL
);

CREATE TABLE image (
  id           serial PRIMARY KEY,
  content_type text NOT NULL,
  bytes        bytea NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Residents and tenants.
CREATE TABLE resident (
  id           serial PRIMARY KEY,
  first_name   text NOT NULL,
  last_name    text NOT NULL,
  email        text NOT NULL,
  cell_phone   text,
  image_id     integer REFERENCES image(id) ON DELETE SET NULL,
  joining_date date NOT NULL
);
CREATE UNIQUE INDEX resident_email_lower ON resident (lower(email));

CREATE TABLE membership (
  resident_id    integer NOT NULL REFERENCES resident(id) ON DELETE CASCADE,
  building_id    integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  unit_id        integer REFERENCES unit(id) ON DELETE SET NULL,
  apartment      text,
  amenity_member boolean NOT NULL DEFAULT false,
  PRIMARY KEY (resident_id, building_id)
);
CREATE INDEX membership_building ON membership (building_id, resident_id);
CREATE INDEX membership_unit ON membership (unit_id);

CREATE TABLE event (
  id              serial PRIMARY KEY,
  building_id     integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  venue_id        integer REFERENCES venue(id) ON DELETE SET NULL,
  teacher_id      integer REFERENCES teacher(id) ON DELETE SET NULL,
  studio_id       integer REFERENCES studio(id) ON DELETE SET NULL,
  name            text NOT NULL,
  event_type      text NOT NULL CHECK (event_type IN ('social', 'fitness')),
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  capacity        integer,
  image           text,
  teacher_comment text,
  cancelled       boolean NOT NULL DEFAULT false
);
CREATE INDEX event_building_start ON event (building_id, starts_at) WHERE NOT cancelled;

CREATE TABLE rsvp (
  id          serial PRIMARY KEY,
  event_id    integer NOT NULL REFERENCES event(id) ON DELETE CASCADE,
  resident_id integer NOT NULL REFERENCES resident(id) ON DELETE CASCADE,
  attended    boolean NOT NULL DEFAULT false,
  rating      smallint CHECK (rating BETWEEN 1 AND 5),
  injury      text,
  cancelled   boolean NOT NULL DEFAULT false,
  UNIQUE (event_id, resident_id)
);
CREATE INDEX rsvp_resident ON rsvp (resident_id, event_id);

CREATE TABLE holiday (
  id          serial PRIMARY KEY,
  day         date NOT NULL,
  name        text NOT NULL,
  description text,
  image       text,
  all_buildings boolean NOT NULL DEFAULT true
);
CREATE INDEX holiday_day ON holiday (day);

-- Only used when a holiday is not for all buildings.
CREATE TABLE holiday_building (
  holiday_id  integer NOT NULL REFERENCES holiday(id) ON DELETE CASCADE,
  building_id integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  PRIMARY KEY (holiday_id, building_id)
);

CREATE TABLE task (
  id                serial PRIMARY KEY,
  building_id       integer NOT NULL REFERENCES building(id) ON DELETE CASCADE,
  task_name         text NOT NULL,
  extra_information text,
  due_date          date NOT NULL,
  is_completed      boolean NOT NULL DEFAULT false,
  attachment        text,
  created_on        date NOT NULL DEFAULT current_date
);
CREATE INDEX task_building ON task (building_id, is_completed);

CREATE TABLE message (
  id           serial PRIMARY KEY,
  account_id   integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
  building_id  integer REFERENCES building(id) ON DELETE CASCADE,
  resident_id  integer REFERENCES resident(id) ON DELETE CASCADE,
  body         text NOT NULL,
  is_urgent    boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_token (
  id          serial PRIMARY KEY,
  account_id  integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Offline replays: a repeated (account, key) returns the stored first answer.
CREATE TABLE idempotency_key (
  account_id    integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
  key           text NOT NULL,
  method        text NOT NULL,
  path          text NOT NULL,
  status_code   integer NOT NULL,
  response_body jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);
