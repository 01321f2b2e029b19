// A resident's sign-in by e-mail (docs/design/residents.md, "Resident session"): asking for one,
// and turning its code or its link into a session. The secrets are written with the mail
// (sign-in-mail.ts); here they are only checked against their hashes.
import type { Language } from '../../src/contract/languages.ts';
import type { Queryable } from '../db/database.ts';
import { RATE_LIMITS } from '../http/limits.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { hashLinkToken, hashSignInCode, sameHash, SIGN_IN_MAX_WRONG_TRIES, SIGN_IN_VALID_MINUTES } from './sign-in-secrets.ts';

const LIMIT = RATE_LIMITS.residentSignIn;

/** The resident with this e-mail (lower-cased) who belongs to a building now; undefined otherwise. */
export async function signInResidentId(db: Queryable, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `SELECT r.id FROM resident r
      WHERE lower(r.email) = $1 AND EXISTS (SELECT 1 FROM membership m WHERE m.resident_id = r.id)`,
    [email],
  );
  return row?.id;
}

/**
 * Counts one sign-in mail for this e-mail (known or not: the same write either way) and answers
 * whether one may be written now, or in how many seconds. Over the limit nothing is written and
 * nothing voided: the last mail sent keeps working, and the window (15 minutes, as long as a code
 * lives) ends before it does, so the owner always holds a working code however many strangers ask.
 */
export async function takeSignInMail(db: Queryable, email: string): Promise<{ allowed: boolean; secondsLeft: number }> {
  const { count, secondsLeft } = await countAttempt(db, `resident-sign-in-mail:${email}`, LIMIT.windowMs);
  return { allowed: count <= LIMIT.mailsPerEmail, secondsLeft };
}

/**
 * A new sign-in for the resident and its mail, in the caller's transaction. The resident's row is
 * locked first, so two requests at once make one after the other; the older sign-in is deleted,
 * which voids its code and link (and drops its mail if not yet written). `language`: the one the
 * resident asked in, for the mail when they chose none (sign-in-mail.ts).
 */
export async function startSignIn(tx: Queryable, residentId: number, now: Date, language?: Language): Promise<number> {
  await tx.query('SELECT id FROM resident WHERE id = $1 FOR UPDATE', [residentId]);
  await tx.query('DELETE FROM resident_sign_in WHERE resident_id = $1', [residentId]);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO resident_sign_in (resident_id, created_at, expires_at)
     VALUES ($1, $2::timestamptz, $2::timestamptz + make_interval(mins => $3))
     RETURNING id`,
    [residentId, now, SIGN_IN_VALID_MINUTES],
  );
  if (!row) throw new Error('resident_sign_in insert returned no row');
  await enqueueMail(tx, { kind: 'resident-sign-in', payload: language === undefined ? { signInId: row.id } : { signInId: row.id, language } });
  return row.id;
}

/** Who a used code or link signs in: enough to sign the session. */
export interface SignedInResident {
  id: number;
  tokenVersion: number;
}

interface SignInRow {
  id: number;
  residentId: number;
  tokenVersion: number;
  codeHash: string | null;
  wrongTries: number;
  /** Not used, not expired, and the resident still belongs to a building. */
  live: boolean;
}

const SIGN_IN_COLUMNS = `
  s.id, s.resident_id AS "residentId", r.token_version AS "tokenVersion", s.code_hash AS "codeHash",
  s.wrong_tries AS "wrongTries",
  (s.used_at IS NULL AND s.expires_at > $2::timestamptz
   AND EXISTS (SELECT 1 FROM membership m WHERE m.resident_id = r.id)) AS live`;

async function markUsed(tx: Queryable, row: SignInRow, now: Date): Promise<SignedInResident> {
  await tx.query('UPDATE resident_sign_in SET used_at = $2::timestamptz WHERE id = $1', [row.id, now]);
  await tx.query('UPDATE resident SET last_signed_in_at = $2::timestamptz WHERE id = $1', [row.residentId, now]);
  return { id: row.residentId, tokenVersion: Number(row.tokenVersion) };
}

/**
 * The resident a typed code signs in, once; undefined when it does not (a wrong code counts a try,
 * and the fifth kills the code). Only the code dies: the link of the same mail, 256 bits nobody
 * guesses, still works, so strangers typing codes for someone's e-mail cannot keep them out.
 * Run in a transaction that commits also when the answer is a refusal (the try must count).
 */
export async function useSignInCode(
  tx: Queryable,
  input: { email: string; code: string; secret: string; now: Date },
): Promise<SignedInResident | undefined> {
  const [row] = await tx.query<SignInRow>(
    `SELECT ${SIGN_IN_COLUMNS}
       FROM resident r JOIN resident_sign_in s ON s.resident_id = r.id
      WHERE lower(r.email) = $1
        FOR UPDATE OF s`,
    [input.email, input.now],
  );
  // Hashed whatever is found, so an e-mail with no code waiting takes the time of one with a code.
  const typed = hashSignInCode(input.secret, row?.id ?? 0, input.code);
  if (!row || !row.live || row.codeHash === null || row.wrongTries >= SIGN_IN_MAX_WRONG_TRIES) return undefined;
  if (!sameHash(typed, row.codeHash)) {
    await tx.query('UPDATE resident_sign_in SET wrong_tries = wrong_tries + 1 WHERE id = $1', [row.id]);
    return undefined;
  }
  return markUsed(tx, row, input.now);
}

/** The resident an e-mailed link signs in, once; undefined when it does not (used, expired, voided). */
export async function useSignInLink(tx: Queryable, input: { token: string; now: Date }): Promise<SignedInResident | undefined> {
  const [row] = await tx.query<SignInRow>(
    `SELECT ${SIGN_IN_COLUMNS}
       FROM resident_sign_in s JOIN resident r ON r.id = s.resident_id
      WHERE s.link_hash = $1
        FOR UPDATE OF s`,
    [hashLinkToken(input.token), input.now],
  );
  if (!row?.live) return undefined;
  return markUsed(tx, row, input.now);
}

/** Sign out everywhere: every session signed before carries the old version and is refused. */
export async function moveTokenVersion(db: Queryable, residentId: number): Promise<void> {
  await db.query('UPDATE resident SET token_version = token_version + 1 WHERE id = $1', [residentId]);
}
