-- The language a staff account (a manager, a building admin) reads the portal and its e-mails in:
-- their own setting (POST /api/users/language/), so every device they sign in on, and every mail the
-- server writes them (the monthly report, an incident report, a password link), speaks it. One of
-- the product's languages (src/contract/languages.ts); English, the specification's, until chosen.
ALTER TABLE account ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'ar'));
