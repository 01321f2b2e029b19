import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { checkNewUserParts, insertUser, type NewUser } from './create-user-repository.ts';
import { USERS_STRINGS } from '../../users/users-strings.ts';

/** A front desk's new resident, waiting for a manager (the front desk's one building). */
export interface ResidentRequest {
  id: number;
  buildingId: number;
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string | null;
  apartment: string | null;
  unitId: number | null;
  amenityMember: boolean;
  requestedAt: string;
  /** Who asked: the front desk's account name, or null once it is gone. */
  requestedBy: string | null;
  /** The e-mail is already a resident's (of another building): confirming adds this building to them. */
  registered: boolean;
}

/**
 * Whether the e-mail is a resident of the front desk's building: that a desk may know (it is in its
 * directory), and Create user refuses it there as everywhere.
 */
export async function isResidentOfBuilding(tx: Queryable, email: string, buildingId: number): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM resident r JOIN membership m ON m.resident_id = r.id AND m.building_id = $2 WHERE lower(r.email) = lower($1)`,
    [email, buildingId],
  );
  return rows.length > 0;
}

/**
 * Keeps a front desk's Create user as a request (one building: the desk's), after the same checks of
 * units and amenity membership as a create; asking again for the e-mail replaces what was typed.
 */
export async function saveResidentRequest(tx: Queryable, user: NewUser, requestedBy: number): Promise<void> {
  await checkNewUserParts(tx, user);
  const [buildingId] = user.buildingIds;
  await tx.query(
    `INSERT INTO resident_request AS q (building_id, requested_by, first_name, last_name, email, cell_phone, apartment, unit_id, amenity_member)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9 AND (SELECT amenity_membership FROM building WHERE id = $1))
     ON CONFLICT (building_id, lower(email)) DO UPDATE SET
       requested_by = EXCLUDED.requested_by, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       cell_phone = EXCLUDED.cell_phone, apartment = EXCLUDED.apartment, unit_id = EXCLUDED.unit_id,
       amenity_member = EXCLUDED.amenity_member, requested_at = now()`,
    [buildingId, requestedBy, user.firstName, user.lastName, user.email, user.cellPhone, user.apartment, user.unitIds[0] ?? null, user.amenityMember],
  );
}

const REQUEST_COLUMNS = `q.id, q.building_id AS "buildingId", q.first_name AS "firstName", q.last_name AS "lastName", q.email,
  q.cell_phone AS "cellPhone", q.apartment, q.unit_id AS "unitId", q.amenity_member AS "amenityMember",
  to_char(q.requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "requestedAt",
  CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS "requestedBy",
  EXISTS (SELECT 1 FROM resident r WHERE lower(r.email) = lower(q.email)) AS registered`;

/** The requests waiting in `buildingIds` (a manager's), oldest first. */
export function listResidentRequests(db: Queryable, buildingIds: readonly number[]): Promise<ResidentRequest[]> {
  return db.query<ResidentRequest>(
    `SELECT ${REQUEST_COLUMNS} FROM resident_request q LEFT JOIN account a ON a.id = q.requested_by
      WHERE q.building_id = ANY($1::int[]) ORDER BY q.requested_at, q.id`,
    [buildingIds],
  );
}

/** Takes the request out (locked by its delete); unknown and another manager's alike: 404. */
async function takeRequest(tx: Queryable, id: number, buildingIds: readonly number[]): Promise<ResidentRequest> {
  const [request] = await tx.query<ResidentRequest>(
    `WITH taken AS (DELETE FROM resident_request WHERE id = $1 AND building_id = ANY($2::int[]) RETURNING *)
     SELECT ${REQUEST_COLUMNS} FROM taken q LEFT JOIN account a ON a.id = q.requested_by`,
    [id, buildingIds],
  );
  if (!request) throw httpError(404, USERS_STRINGS.requestNotFound, 'id');
  return request;
}

/**
 * A manager confirms: a free e-mail becomes a resident of the building (as Create user makes one); a
 * registered one gets the building added, with the unit, apartment and amenity membership the desk
 * typed (their name and phone stay theirs). Answers the resident's id.
 */
export async function confirmResidentRequest(tx: Queryable, id: number, buildingIds: readonly number[]): Promise<number> {
  const request = await takeRequest(tx, id, buildingIds);
  const [existing] = await tx.query<{ id: number }>('SELECT id FROM resident WHERE lower(email) = lower($1)', [request.email]);
  if (!existing) {
    return insertUser(tx, {
      ...request,
      buildingIds: [request.buildingId],
      unitIds: request.unitId === null ? [] : [request.unitId],
      callerBuildingIds: buildingIds.slice(),
    });
  }
  await tx.query(
    `INSERT INTO membership (resident_id, building_id, unit_id, apartment, amenity_member)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (resident_id, building_id) DO NOTHING`,
    [existing.id, request.buildingId, request.unitId, request.apartment, request.amenityMember],
  );
  return existing.id;
}

/** A manager declines: the request is gone, nothing else changes. */
export async function declineResidentRequest(tx: Queryable, id: number, buildingIds: readonly number[]): Promise<void> {
  await takeRequest(tx, id, buildingIds);
}
