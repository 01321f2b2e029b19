-- A resident's passwordless sign-in (docs/design/residents.md, "Resident session"): one e-mail with
-- a 6-digit code and a link. Both secrets are written when the mail is (the mail queue's renderer,
-- server/residents/sign-in-mail.ts), so neither ever sits in the database in clear, not even in the
-- queued mail; only their hashes are here: the code's keyed with the server's secret (a million codes
-- are quickly tried against a plain hash), the link's a SHA-256 of 256 random bits.
-- At most one per resident: a newer request deletes the older one, which voids its code and link.
CREATE TABLE resident_sign_in (
  id          serial PRIMARY KEY,
  resident_id integer NOT NULL UNIQUE REFERENCES resident(id) ON DELETE CASCADE,
  -- NULL until the mail is written.
  code_hash   text,
  link_hash   text UNIQUE,
  created_at  timestamptz NOT NULL,
  -- 15 minutes after the mail is written (before that, after the request).
  expires_at  timestamptz NOT NULL,
  -- Wrong codes typed; at 5 the code is dead (the link still works: see sign-in-repository.ts).
  wrong_tries integer NOT NULL DEFAULT 0,
  used_at     timestamptz
);
