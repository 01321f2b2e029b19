-- One truth of attendance (docs/design/metrics.md, "attendees"): an attended RSVP is a checked-in
-- RSVP. Until now the import wrote rsvp.attended and the door wrote rsvp.checked_in_at, and the
-- rollups read the first while the roster and the door read the second, so an imported event showed
-- 80 % attended in its popup and nobody checked in at its door. From here checked_in_at is the fact
-- and attended is computed from it, so nothing can record attendance apart from a check-in and every
-- rollup trigger (002, 007, 010, 011, 013, 019), which reads attended, keeps working unchanged.

-- A check-in always set attended with it; any row that says otherwise is made to agree while the old
-- column still exists, so its rollups move through the triggers as they would for a check-in.
UPDATE rsvp SET attended = true WHERE checked_in_at IS NOT NULL AND NOT attended;

-- Who checked in an imported attendance: the import, not an account (checked_in_by stays NULL, as it
-- also becomes when an account is deleted; this tells the two apart for the roster and the log).
ALTER TABLE rsvp ADD COLUMN checked_in_by_import boolean NOT NULL DEFAULT false;

-- Nothing below changes what any rollup counts (attended, cancelled, event and resident stay), so the
-- rollup triggers are left out rather than run over every imported attendance for a sum of zero.
ALTER TABLE rsvp DISABLE TRIGGER USER;

-- An imported attendance becomes a check-in at the event's start (the file gave no time).
UPDATE rsvp r SET checked_in_at = e.starts_at, checked_in_by = NULL, checked_in_by_import = true
FROM event e
WHERE e.id = r.event_id AND r.attended AND r.checked_in_at IS NULL;

-- A check-in time the file gave (no account, and no door ever logged it) was the import's too.
UPDATE rsvp r SET checked_in_by_import = true
WHERE r.checked_in_at IS NOT NULL AND r.checked_in_by IS NULL AND NOT r.checked_in_by_import
  AND NOT EXISTS (SELECT 1 FROM check_in_log l WHERE l.event_id = r.event_id AND l.resident_id = r.resident_id AND l.result = 'checked-in');

ALTER TABLE rsvp ENABLE TRIGGER USER;

ALTER TABLE rsvp ADD CONSTRAINT rsvp_import_check_in CHECK (checked_in_at IS NOT NULL OR NOT checked_in_by_import);

-- attended, computed: every row keeps the value it had (checked in exactly when it was attended), so
-- the rollups stay exact across the swap. Dropping the column drops the two indexes that named it.
ALTER TABLE rsvp DROP COLUMN attended;
ALTER TABLE rsvp ADD COLUMN attended boolean GENERATED ALWAYS AS (checked_in_at IS NOT NULL) STORED;
CREATE INDEX rsvp_event_active ON rsvp (event_id) INCLUDE (attended, rating) WHERE NOT cancelled;
CREATE INDEX rsvp_attended_by_event ON rsvp (event_id) INCLUDE (resident_id) WHERE attended AND NOT cancelled;
