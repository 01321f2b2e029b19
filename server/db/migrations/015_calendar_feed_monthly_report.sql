-- A building's calendar feed, and the monthly report by e-mail.

-- A published feed. Only the SHA-256 of the URL's secret is kept: the feed is found by that hash, and
-- the database alone (a backup, a leak) does not give anyone the URL. Renewing replaces the hash, so
-- the old URL stops at once; deleting the row unpublishes.
CREATE TABLE building_calendar_feed (
  building_id   integer PRIMARY KEY REFERENCES building(id) ON DELETE CASCADE,
  secret_sha256 bytea NOT NULL UNIQUE,
  published_at  timestamptz NOT NULL,
  published_by  integer REFERENCES account(id) ON DELETE SET NULL
);

-- The iCalendar revision of an event (SEQUENCE, and DTSTAMP / Last-Modified from updated_at): raised by
-- a change a calendar shows (name, times, venue, cancellation), whoever makes it.
ALTER TABLE event ADD COLUMN ical_sequence integer NOT NULL DEFAULT 0;
ALTER TABLE event ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE FUNCTION event_ical_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ical_sequence := OLD.ical_sequence + 1;
  NEW.updated_at := greatest(now(), OLD.updated_at + interval '1 second');
  RETURN NEW;
END $$;

CREATE TRIGGER event_ical_revision BEFORE UPDATE OF name, starts_at, ends_at, venue_id, cancelled ON event
  FOR EACH ROW WHEN (
    OLD.name IS DISTINCT FROM NEW.name
    OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
    OR OLD.ends_at IS DISTINCT FROM NEW.ends_at
    OR OLD.venue_id IS DISTINCT FROM NEW.venue_id
    OR OLD.cancelled IS DISTINCT FROM NEW.cancelled
  )
  EXECUTE FUNCTION event_ical_revision();

-- When the account opted in to the monthly report e-mail (NULL: not opted in). Months that ended
-- before it are never sent.
ALTER TABLE account ADD COLUMN monthly_report_since timestamptz;

-- One row per account and month, inserted (claimed) before anything is sent: the primary key is what
-- keeps two server processes, or a restart, from sending one month twice. A pending row is sent by
-- whichever process finds it due; an attempt under way pushes due_at past a lease, so a process that
-- died mid-send leaves it due again (with the same Message-ID). 'dropped': opted out before it went.
CREATE TABLE monthly_report_mail (
  account_id integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
  month      date NOT NULL,
  state      text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'dropped')),
  attempts   integer NOT NULL DEFAULT 0,
  due_at     timestamptz,
  message_id text NOT NULL,
  claimed_at timestamptz NOT NULL,
  sent_at    timestamptz,
  error      text,
  PRIMARY KEY (account_id, month)
);
CREATE INDEX monthly_report_mail_due ON monthly_report_mail (due_at) WHERE state = 'pending';
