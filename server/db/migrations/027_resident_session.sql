-- A resident's own sessions (passwordless: see docs/design/residents.md). The version a resident's
-- session token carries: "sign out everywhere" moves it, and every session signed before is void.
ALTER TABLE resident ADD COLUMN token_version integer NOT NULL DEFAULT 0;
-- When the resident last signed in (the staff's user profile says whether they ever have).
ALTER TABLE resident ADD COLUMN last_signed_in_at timestamptz;
