import type { Language } from '../../src/contract/languages.ts';
import type { Queryable } from '../db/database.ts';
import { imageUrl } from '../images/image-url.ts';
import type { AccountRole } from './fastify-types.ts';

export interface LoginAccount {
  id: number;
  role: AccountRole;
  email: string;
  firstName: string;
  passwordHash: string;
  tokenVersion: number;
  /** The language the account's e-mails are written in (migration 035). */
  language: Language;
}

export interface AccountProfile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  buildingIdAdmin: number | null;
  /** Where the account's picture is served, or null. */
  displayPicture?: string | null;
  /** The account's own language, for the portal and its e-mails. */
  language: Language;
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<LoginAccount | undefined> {
  const rows = await db.query<LoginAccount>(
    `SELECT id, role, email, first_name AS "firstName", password_hash AS "passwordHash",
            token_version AS "tokenVersion", language
       FROM account WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

export async function findAccountProfile(db: Queryable, accountId: number): Promise<AccountProfile | undefined> {
  const rows = await db.query<AccountProfile & { pictureKey: string | null }>(
    `SELECT a.id, a.email, a.first_name AS "firstName", a.last_name AS "lastName", a.role, a.language,
            CASE WHEN a.role = 'building_admin'
                 THEN (SELECT min(ab.building_id) FROM account_building ab WHERE ab.account_id = a.id)
            END AS "buildingIdAdmin",
            (SELECT i.public_key FROM image i WHERE i.id = a.image_id) AS "pictureKey"
       FROM account a WHERE a.id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { pictureKey, ...profile } = row;
  return { ...profile, displayPicture: pictureKey === null ? null : imageUrl(pictureKey) };
}

/** Sets the account's own language; answers it (undefined: no such account). */
export async function setAccountLanguage(db: Queryable, accountId: number, language: Language): Promise<Language | undefined> {
  const rows = await db.query<{ language: Language }>('UPDATE account SET language = $2 WHERE id = $1 RETURNING language', [accountId, language]);
  return rows[0]?.language;
}

export async function insertResetToken(db: Queryable, accountId: number, tokenHash: string, validMinutes: number): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_token (account_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [accountId, tokenHash, validMinutes],
  );
}

/**
 * Marks an unused, unexpired token of the account with this e-mail as used, in one statement so two
 * simultaneous uses cannot both succeed. Returns the account id, or undefined for an unusable link.
 */
export async function consumeResetToken(db: Queryable, tokenHash: string, email: string): Promise<number | undefined> {
  const rows = await db.query<{ accountId: number }>(
    `UPDATE password_reset_token t SET used_at = now()
       FROM account a
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
        AND a.id = t.account_id AND lower(a.email) = lower($2)
      RETURNING t.account_id AS "accountId"`,
    [tokenHash, email],
  );
  return rows[0]?.accountId;
}

/** Whether a reset link (token and e-mail) can still be used: unused, unexpired, of that account. Changes nothing. */
export async function resetTokenUsable(db: Queryable, tokenHash: string, email: string): Promise<boolean> {
  const rows = await db.query<{ usable: boolean }>(
    `SELECT true AS usable
       FROM password_reset_token t
       JOIN account a ON a.id = t.account_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND lower(a.email) = lower($2)`,
    [tokenHash, email],
  );
  return rows.length > 0;
}

/**
 * Sets a new password hash, voids every outstanding reset link of the account and every session
 * token issued before (token_version moves on); answers the account's new token version.
 */
export async function setPasswordHash(db: Queryable, accountId: number, passwordHash: string): Promise<number> {
  const rows = await db.query<{ tokenVersion: number }>(
    `UPDATE account SET password_hash = $2, token_version = token_version + 1 WHERE id = $1
     RETURNING token_version AS "tokenVersion"`,
    [accountId, passwordHash],
  );
  await db.query('UPDATE password_reset_token SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [accountId]);
  return rows[0]?.tokenVersion ?? 0;
}

export async function isResidentEmailRegistered(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query<{ registered: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM resident WHERE lower(email) = lower($1)) AS registered',
    [email],
  );
  return rows[0]?.registered === true;
}
