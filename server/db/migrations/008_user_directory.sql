-- User directory: profile pictures kept in the database (so every server process behind a
-- load balancer serves the same ones) and the user list's search and paging.

-- A picture is served at /api/images/{public_key}: an <img> cannot send the session header, so the
-- URL itself is the permission, and it must not be guessable from the serial id. gen_random_uuid()
-- is 122 random bits. A picture never changes once stored (a new upload is a new row), so that URL
-- can be cached for a year.
ALTER TABLE image ADD COLUMN public_key text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX image_public_key ON image (public_key);
-- Who uploaded it: only the uploader may set it as a picture (/update-image/).
ALTER TABLE image ADD COLUMN uploaded_by integer REFERENCES account(id) ON DELETE SET NULL;
CREATE INDEX image_uploaded_by ON image (uploaded_by);
-- Whether a picture is still someone's (unused uploads are purged; deleting one sets these to NULL).
CREATE INDEX resident_image ON resident (image_id) WHERE image_id IS NOT NULL;
CREATE INDEX account_image ON account (image_id) WHERE image_id IS NOT NULL;

-- The list is ordered by first name, then last name, case-insensitively; with most of a portfolio's
-- residents in scope the first page walks this index instead of sorting every resident.
CREATE INDEX resident_name_order ON resident (lower(first_name), lower(last_name), id);
