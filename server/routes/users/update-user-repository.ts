import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import type { NewUserFields } from '../../users/new-user-fields.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

/** A resident's corrected details, read by readNewUserFields; `undefined` keeps what is stored. */
export interface UserEdit {
  userId: number;
  /** The building whose membership holds the unit and apartment (already checked to be the caller's and the user's). */
  buildingId: number;
  fields: Pick<NewUserFields, 'firstName' | 'lastName' | 'email'> & {
    cellPhone: string | null | undefined;
    apartment: string | null | undefined;
  };
  unitId: number | null | undefined;
  /** Every building the caller may see: a unit of any other is answered as not found. */
  callerBuildingIds: number[];
}

/** PostgreSQL's unique_violation: a concurrent write took the e-mail between the check and the update. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * Checks the unit against the membership's building, then writes the person's own fields (name,
 * e-mail, phone: one row, whichever building they are seen from) and the membership's unit and
 * apartment. E-mails are unique across buildings (as for /create-user/): one taken by another user
 * is a 409 naming email, also when a concurrent write takes it first (the unique index).
 */
export async function updateUser(tx: Queryable, edit: UserEdit): Promise<void> {
  if (edit.unitId !== undefined && edit.unitId !== null) {
    const [unit] = await tx.query<{ buildingId: number }>('SELECT building_id AS "buildingId" FROM unit WHERE id = $1', [edit.unitId]);
    // Unknown and another manager's units get the same answer, so ids reveal nothing.
    if (!unit || !edit.callerBuildingIds.includes(unit.buildingId)) throw httpError(404, USERS_STRINGS.unitNotFound, 'unitId');
    if (unit.buildingId !== edit.buildingId) throw httpError(400, USERS_STRINGS.unitNotOfBuilding, 'unitId');
  }
  const { fields } = edit;
  let updated: { id: number }[];
  try {
    updated = await tx.query<{ id: number }>(
      `UPDATE resident
          SET first_name = $2, last_name = $3, email = $4,
              cell_phone = CASE WHEN $6::boolean THEN $5 ELSE cell_phone END
        WHERE id = $1
          AND NOT EXISTS (SELECT 1 FROM resident other WHERE lower(other.email) = $4 AND other.id <> $1)
        RETURNING id`,
      [edit.userId, fields.firstName, fields.lastName, fields.email, fields.cellPhone ?? null, fields.cellPhone !== undefined],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, USERS_STRINGS.emailRegistered, 'email');
    throw error;
  }
  // The caller's scope was checked before: no row means the e-mail is someone else's.
  if (updated.length === 0) throw httpError(409, USERS_STRINGS.emailRegistered, 'email');
  await tx.query(
    `UPDATE membership
        SET apartment = CASE WHEN $4::boolean THEN $3 ELSE apartment END,
            unit_id = CASE WHEN $6::boolean THEN $5::int ELSE unit_id END
      WHERE resident_id = $1 AND building_id = $2`,
    [edit.userId, edit.buildingId, fields.apartment ?? null, fields.apartment !== undefined, edit.unitId ?? null, edit.unitId !== undefined],
  );
}
