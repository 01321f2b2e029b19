import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

export interface NewUser {
  firstName: string;
  lastName: string;
  /** Already lower-cased. */
  email: string;
  cellPhone: string | null;
  apartment: string | null;
  /** Distinct, each already checked to be the caller's. */
  buildingIds: number[];
  /** Distinct unit ids. */
  unitIds: number[];
  /** Every building the caller may see: a unit of any other is answered as not found. */
  callerBuildingIds: number[];
  amenityMember: boolean;
}

/**
 * Checks the units and amenity membership against the chosen buildings. Refusals are HttpErrors
 * thrown before anything is written; the same for a manager's create and a front desk's request.
 */
export async function checkNewUserParts(tx: Queryable, user: NewUser): Promise<void> {
  const units = await tx.query<{ id: number; buildingId: number }>(
    'SELECT id, building_id AS "buildingId" FROM unit WHERE id = ANY($1::int[])',
    [user.unitIds],
  );
  // Unknown and another manager's units get the same answer, so ids reveal nothing.
  if (units.length !== user.unitIds.length || units.some((unit) => !user.callerBuildingIds.includes(unit.buildingId))) {
    throw httpError(404, USERS_STRINGS.unitNotFound, 'units');
  }
  if (units.some((unit) => !user.buildingIds.includes(unit.buildingId))) {
    throw httpError(400, USERS_STRINGS.unitNotOfChosenBuilding, 'units');
  }
  if (new Set(units.map((unit) => unit.buildingId)).size !== units.length) {
    throw httpError(400, USERS_STRINGS.oneUnitPerBuilding, 'units');
  }
  if (user.amenityMember) {
    const [offered] = await tx.query<{ any: boolean }>(
      'SELECT coalesce(bool_or(amenity_membership), false) AS any FROM building WHERE id = ANY($1::int[])',
      [user.buildingIds],
    );
    if (!offered?.any) throw httpError(422, USERS_STRINGS.noAmenityBuildingChosen, 'amenityMember');
  }
}

/**
 * Checks the user's parts (checkNewUserParts), then inserts the user and a membership per building
 * (its unit if one was chosen, the apartment, amenity membership where the building offers it). The
 * joining date is today in the first chosen building's time zone. A concurrent create with the same
 * e-mail loses on the unique index (ON CONFLICT) and is refused like any duplicate.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<number> {
  await checkNewUserParts(tx, user);
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO resident (first_name, last_name, email, cell_phone, joining_date)
     VALUES ($1, $2, $3, $4, (SELECT (now() AT TIME ZONE b.time_zone)::date FROM building b WHERE b.id = $5))
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id`,
    [user.firstName, user.lastName, user.email, user.cellPhone, user.buildingIds[0]],
  );
  // E-mails are unique across buildings, so a taken one is refused whoever's resident it is. The
  // answer is the spec's sentence alone, the same for a resident of the caller's building or of
  // another (never where, whose or which id), and it comes last: a probe with a free e-mail creates
  // a real resident in the caller's own building. /create-user/ counts against the check-mail budget.
  if (!inserted) throw httpError(409, USERS_STRINGS.emailRegistered, 'email');
  await tx.query(
    `INSERT INTO membership (resident_id, building_id, unit_id, apartment, amenity_member)
     SELECT $1, b.id, u.id, $4, $5 AND b.amenity_membership
       FROM building b
       LEFT JOIN unit u ON u.building_id = b.id AND u.id = ANY($3::int[])
      WHERE b.id = ANY($2::int[])`,
    [inserted.id, user.buildingIds, user.unitIds, user.apartment, user.amenityMember],
  );
  return inserted.id;
}
