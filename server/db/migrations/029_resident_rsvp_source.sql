-- Residents RSVP for themselves (docs/design/residents.md): the same front-desk services as the desk,
-- with no staff account acting. The e-mails those services queue (a waitlist promotion) are recorded
-- as messages "from" the acting account, so a resident's own cancel has none to name.
ALTER TABLE message ALTER COLUMN account_id DROP NOT NULL;

-- Where each RSVP came from, shown small on the staff roster: the desk's tablet, the resident's own
-- page, or a data file. Every row from before this came in through the import (or the desk, which
-- cannot be told apart now): 'import' for them; each path names its own from here on.
ALTER TABLE rsvp ADD COLUMN source text NOT NULL DEFAULT 'import' CHECK (source IN ('desk', 'resident', 'import'));
