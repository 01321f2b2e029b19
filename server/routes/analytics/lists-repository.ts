import type { Queryable } from '../../db/database.ts';
import { studioWorksWithSql } from '../../buildings/studio-scope-sql.ts';
import type { IdName, VenueItem } from './analytics-schemas.ts';

/** True when the buildings include a commercial one (the spec's commercial or mixed layout). */
export async function hasCommercialBuilding(db: Queryable, buildingIds: number[]): Promise<boolean> {
  const [row] = await db.query<{ commercial: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM building WHERE id = ANY($1::int[]) AND building_type = 'COMMERCIAL') AS commercial`,
    [buildingIds],
  );
  return row?.commercial === true;
}

/** Companies (units) of the commercial ones among the buildings, by name. */
export async function listCompanies(db: Queryable, buildingIds: number[]): Promise<IdName[]> {
  return db.query<IdName>(
    `SELECT u.id, u.name
     FROM unit u JOIN building b ON b.id = u.building_id
     WHERE b.id = ANY($1::int[]) AND b.building_type = 'COMMERCIAL'
     ORDER BY u.name COLLATE "C", u.id`,
    [buildingIds],
  );
}

/**
 * Studios the buildings work with (an event there, or created for one of them), by name. Studios
 * belong to no building, so this keeps a manager from seeing the studios only other managers'
 * buildings work with.
 */
export async function listStudios(db: Queryable, buildingIds: number[]): Promise<IdName[]> {
  return db.query<IdName>(
    `SELECT s.id, s.name
     FROM studio s
     WHERE ${studioWorksWithSql('s', '$1')}
     ORDER BY s.name COLLATE "C", s.id`,
    [buildingIds],
  );
}

/** Venues of the buildings with their building's name, by name, then building name. */
export async function listVenues(db: Queryable, buildingIds: number[]): Promise<VenueItem[]> {
  return db.query<VenueItem>(
    `SELECT v.id, v.name, b.name AS "buildingName"
     FROM venue v JOIN building b ON b.id = v.building_id
     WHERE v.building_id = ANY($1::int[])
     ORDER BY v.name COLLATE "C", b.name COLLATE "C", v.id`,
    [buildingIds],
  );
}
