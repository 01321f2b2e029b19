-- A check-in made offline keeps the moment of the tap (docs/design/front-desk.md, "Offline, on
-- several tablets"): checked_in_at becomes the tap's time from the device when the tablet sent one
-- within bounds, and the server's own receipt time is kept beside it. NULL for check-ins from
-- before, and for imported ones.
ALTER TABLE rsvp ADD COLUMN checked_in_received_at timestamptz;

-- The log keeps both as well: the tap's time the tablet sent (NULL when it sent none) and the name
-- the tablet goes by in the app, beside the user agent already kept in `device`.
ALTER TABLE check_in_log ADD COLUMN tapped_at timestamptz;
ALTER TABLE check_in_log ADD COLUMN device_name text;

-- A cancel the desk takes back (the Undo in its notice) puts the RSVP back as it was: the status it
-- had, and the waitlisted RSVP its freed place was given to goes back to its own place in the line.
ALTER TABLE rsvp ADD COLUMN status_before_cancel text CHECK (status_before_cancel IN ('going', 'waitlisted'));
ALTER TABLE rsvp ADD COLUMN promoted_by_rsvp integer REFERENCES rsvp(id) ON DELETE SET NULL;
-- The promotion's e-mail, while it may still be withdrawn by that undo.
ALTER TABLE rsvp ADD COLUMN promotion_message integer REFERENCES message(id) ON DELETE SET NULL;
