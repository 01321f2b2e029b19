-- A resident's own rating of an event they came to (docs/design/residents.md, "After the event"):
-- the stars stay in rsvp.rating, which every figure already reads (the popup's User ratings, the
-- reports), so an imported rating and a resident's are one thing. Beside it the optional comment and
-- when it was last given (NULL for imported ratings, which came with no time).
ALTER TABLE rsvp ADD COLUMN rating_comment text;
ALTER TABLE rsvp ADD COLUMN rated_at timestamptz;
