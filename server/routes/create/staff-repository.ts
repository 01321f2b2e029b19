import type { Language } from '../../../src/contract/languages.ts';
import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { insertResetToken } from '../../auth/account-repository.ts';
import { studioWorksWithSql } from '../../buildings/studio-scope-sql.ts';
import { CREATE_STRINGS } from './create-strings.ts';

export interface NewTeacher {
  firstName: string;
  lastName: string;
  studioId: number;
  /** The buildings the caller may see: the studio must work with one of them (else 404, like an unknown one). */
  callerBuildingIds: number[];
}

/** A teacher of a studio the caller's buildings work with; one name once per studio, ignoring case. */
export async function insertTeacher(tx: Queryable, teacher: NewTeacher): Promise<number> {
  // Locked, so two simultaneous adds of one name cannot both pass the check.
  const studio = await tx.query(
    `SELECT 1 FROM studio s WHERE s.id = $1 AND ${studioWorksWithSql('s', '$2')} FOR UPDATE OF s`,
    [teacher.studioId, teacher.callerBuildingIds],
  );
  if (studio.length === 0) throw httpError(404, CREATE_STRINGS.studioNotFound, 'studioId');
  const taken = await tx.query(
    'SELECT 1 FROM teacher WHERE studio_id = $1 AND lower(first_name) = lower($2) AND lower(last_name) = lower($3)',
    [teacher.studioId, teacher.firstName, teacher.lastName],
  );
  if (taken.length > 0) throw httpError(409, CREATE_STRINGS.teacherTaken, 'firstName');
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO teacher (first_name, last_name, studio_id) VALUES ($1, $2, $3) RETURNING id',
    [teacher.firstName, teacher.lastName, teacher.studioId],
  );
  if (!row) throw new Error('INSERT INTO teacher returned no row');
  return row.id;
}

export interface NewBuildingAdmin {
  firstName: string;
  lastName: string;
  /** Already lower-cased. */
  email: string;
  buildingId: number;
  /** The hash of a password nobody knows: the account is usable once its owner sets one by the link. */
  unusablePasswordHash: string;
  /** Hash of the e-mailed link's token (server/auth/reset-token.ts) and how long the link works. */
  tokenHash: string;
  validMinutes: number;
  /** The manager adding it, named in the e-mail. */
  managerId: number;
}

export interface CreatedBuildingAdmin {
  id: number;
  /** The new account's language: its invitation is written in it. */
  language: Language;
  buildingName: string;
  managerName: string;
}

/**
 * A building-admin account acting for one building, with a password-reset token for its first
 * password. An e-mail any account has (any case) is a 409; a simultaneous create of the same e-mail
 * loses on the unique index and gets the same answer.
 */
export async function insertBuildingAdmin(tx: Queryable, admin: NewBuildingAdmin): Promise<CreatedBuildingAdmin> {
  // The new account speaks the inviting manager's language until its owner chooses theirs.
  const [row] = await tx.query<{ id: number; language: Language }>(
    `INSERT INTO account (role, email, password_hash, first_name, last_name, language)
     VALUES ('building_admin', $1, $2, $3, $4, (SELECT language FROM account WHERE id = $5))
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id, language`,
    [admin.email, admin.unusablePasswordHash, admin.firstName, admin.lastName, admin.managerId],
  );
  if (!row) throw httpError(409, CREATE_STRINGS.emailTaken, 'email');
  await tx.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [row.id, admin.buildingId]);
  await insertResetToken(tx, row.id, admin.tokenHash, admin.validMinutes);
  const [names] = await tx.query<{ buildingName: string; managerName: string }>(
    `SELECT b.name AS "buildingName", trim(m.first_name || ' ' || m.last_name) AS "managerName"
       FROM building b, account m WHERE b.id = $1 AND m.id = $2`,
    [admin.buildingId, admin.managerId],
  );
  if (!names) throw new Error(`building ${admin.buildingId} or account ${admin.managerId} is gone`);
  return { id: row.id, language: row.language, ...names };
}
