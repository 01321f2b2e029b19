-- Reminders before an event (docs/design/residents.md, "Reminders"): whether a resident wants them,
-- how long before the start a building sends them, and the give-back links they carry.

-- A resident turns reminders off on their own page (/r/me); on unless they do.
ALTER TABLE resident ADD COLUMN reminders boolean NOT NULL DEFAULT true;
-- The language a resident chose for their pages and mails (a BCP 47 tag); NULL: the default.
ALTER TABLE resident ADD COLUMN language text CHECK (language IS NULL OR length(language) BETWEEN 2 AND 35);

-- Hours before the start each reminder goes: at most two, distinct, each 1 to 168 (a week). Empty:
-- the building sends none.
ALTER TABLE building ADD COLUMN reminder_hours integer[] NOT NULL DEFAULT '{24,2}'
  CHECK (cardinality(reminder_hours) <= 2
    AND 1 <= ALL(reminder_hours) AND 168 >= ALL(reminder_hours)
    AND (cardinality(reminder_hours) < 2 OR reminder_hours[1] <> reminder_hours[2]));

-- A reminder's "Give my place back" link: 256 random bits made when the mail is written, kept only as
-- their SHA-256. Each mail written has its own, so the 24-hour mail's link still works once the
-- 2-hour one is out. joined_at is the RSVP's when the link was made: the row of an RSVP cancelled and
-- taken again is the same, and a link for the earlier place must not give the new one back.
CREATE TABLE rsvp_give_back (
  token_hash text PRIMARY KEY,
  rsvp_id    integer NOT NULL REFERENCES rsvp(id) ON DELETE CASCADE,
  joined_at  timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX rsvp_give_back_rsvp ON rsvp_give_back (rsvp_id);

-- The reminders' figure reads sent reminders by RSVP.
CREATE INDEX mail_job_reminder_rsvp ON mail_job (((payload ->> 'rsvpId')::int)) WHERE kind = 'reminder';
