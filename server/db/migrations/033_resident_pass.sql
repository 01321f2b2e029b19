-- A resident's pass (docs/design/residents.md, "Check-in by pass"): the QR code's text, made when
-- the resident first asks for it, replaced when they renew it (the old one matches nothing from then
-- on). Kept in clear: the resident is shown it again on a new phone, and it checks them in at the
-- door, nothing more (it signs nobody in). Its SHA-256 (base64url) is what staff tablets are given.
ALTER TABLE resident ADD COLUMN pass text UNIQUE;
ALTER TABLE resident ADD COLUMN pass_hash text UNIQUE;
