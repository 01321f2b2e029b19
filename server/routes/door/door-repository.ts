import type { Queryable } from '../../db/database.ts';
import type { IndexedResident } from './door-schemas.ts';

/** Every membership of `buildingIds`: the resident's id, names, unit and apartment there. */
export function residentIndex(db: Queryable, buildingIds: readonly number[]): Promise<IndexedResident[]> {
  return db.query<IndexedResident>(
    `SELECT r.id, m.building_id AS "buildingId", r.first_name AS "firstName", r.last_name AS "lastName", u.name AS unit, m.apartment
     FROM membership m JOIN resident r ON r.id = m.resident_id LEFT JOIN unit u ON u.id = m.unit_id
     WHERE m.building_id = ANY($1::int[])
     ORDER BY m.building_id, lower(r.first_name), lower(r.last_name), r.id`,
    [buildingIds],
  );
}
