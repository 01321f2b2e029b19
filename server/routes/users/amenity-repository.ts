import type { Queryable } from '../../db/database.ts';

/** Whether building `buildingId` offers amenity membership; null when it does not exist. */
export async function buildingOffersAmenityMembership(db: Queryable, buildingId: number): Promise<boolean | null> {
  const [row] = await db.query<{ offered: boolean }>('SELECT amenity_membership AS offered FROM building WHERE id = $1', [
    buildingId,
  ]);
  return row ? row.offered : null;
}

/** Sets the user's amenity membership in one building; false when the user is not a member there. */
export async function setAmenityMember(db: Queryable, userId: number, buildingId: number, member: boolean): Promise<boolean> {
  const rows = await db.query(
    'UPDATE membership SET amenity_member = $3 WHERE resident_id = $1 AND building_id = $2 RETURNING resident_id',
    [userId, buildingId, member],
  );
  return rows.length > 0;
}
