-- Session revocation: every session token carries the account's token_version at signing ("ver").
-- Setting a password (reset or change) increments it, so every token issued before is refused;
-- the check is the account row the auth hook already reads, so it costs no extra query, and
-- every server process on this database agrees at once.
ALTER TABLE account ADD COLUMN token_version integer NOT NULL DEFAULT 0;
