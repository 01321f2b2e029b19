-- Class notes and incident reports (docs/design/residents.md, "Class notes and incidents").
-- The teacher comment stays one text on the event (last edit wins); who wrote it last and when are
-- kept beside it so the roster can say so. An imported comment has neither.
ALTER TABLE event ADD COLUMN teacher_comment_by integer REFERENCES account(id) ON DELETE SET NULL;
ALTER TABLE event ADD COLUMN teacher_comment_at timestamptz;

-- Incident reports are append-only: a report is never edited or removed by the app, so what was
-- reported at the time stays as it was. resident_id NULL: someone who is not on the roster (a guest,
-- a teacher). reported_by is the staff account; the account may be removed later, the report stays.
CREATE TABLE incident (
  id           serial PRIMARY KEY,
  event_id     integer NOT NULL REFERENCES event(id) ON DELETE CASCADE,
  resident_id  integer REFERENCES resident(id) ON DELETE SET NULL,
  description  text NOT NULL,
  action_taken text NOT NULL DEFAULT '',
  severity     text NOT NULL CHECK (severity IN ('minor', 'needed care', 'emergency services')),
  occurred_at  timestamptz NOT NULL,
  reported_by  integer REFERENCES account(id) ON DELETE SET NULL,
  reported_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_event ON incident (event_id, reported_at DESC, id DESC);
