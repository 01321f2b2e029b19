import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { studioWorksWithSql } from '../../buildings/studio-scope-sql.ts';
import { CREATE_STRINGS } from './create-strings.ts';

// Units, venues and studios of one building. Each insert locks its building's row first, so two
// simultaneous creates of one name in one building cannot both pass the name check.

async function lockBuilding(tx: Queryable, buildingId: number): Promise<{ buildingType: 'RESIDENTIAL' | 'COMMERCIAL' }> {
  const [row] = await tx.query<{ buildingType: 'RESIDENTIAL' | 'COMMERCIAL' }>(
    'SELECT building_type AS "buildingType" FROM building WHERE id = $1 FOR UPDATE',
    [buildingId],
  );
  // The caller's buildings were read by app.authenticate a moment ago; one deleted since is a fault.
  if (!row) throw new Error(`building ${buildingId} is gone`);
  return row;
}

export interface CreatedUnit {
  id: number;
  buildingId: number;
  name: string;
  unitType: 'block' | 'company';
}

/** A block (residential building) or company (commercial), its name new in the building ignoring case. */
export async function insertUnit(tx: Queryable, buildingId: number, name: string): Promise<CreatedUnit> {
  const { buildingType } = await lockBuilding(tx, buildingId);
  const taken = await tx.query('SELECT 1 FROM unit WHERE building_id = $1 AND lower(name) = lower($2)', [buildingId, name]);
  if (taken.length > 0) throw httpError(409, CREATE_STRINGS.unitNameTaken, 'name');
  const [row] = await tx.query<{ id: number }>('INSERT INTO unit (building_id, name) VALUES ($1, $2) RETURNING id', [buildingId, name]);
  if (!row) throw new Error('INSERT INTO unit returned no row');
  return { id: row.id, buildingId, name, unitType: buildingType === 'RESIDENTIAL' ? 'block' : 'company' };
}

export interface CreatedVenue {
  id: number;
  buildingId: number;
  name: string;
  capacity: number | null;
}

export async function insertVenue(tx: Queryable, buildingId: number, name: string, capacity: number | null): Promise<CreatedVenue> {
  await lockBuilding(tx, buildingId);
  const taken = await tx.query('SELECT 1 FROM venue WHERE building_id = $1 AND lower(name) = lower($2)', [buildingId, name]);
  if (taken.length > 0) throw httpError(409, CREATE_STRINGS.venueNameTaken, 'name');
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO venue (building_id, name, capacity) VALUES ($1, $2, $3) RETURNING id',
    [buildingId, name, capacity],
  );
  if (!row) throw new Error('INSERT INTO venue returned no row');
  return { id: row.id, buildingId, name, capacity };
}

export interface CreatedStudio {
  id: number;
  buildingId: number;
  name: string;
}

/**
 * A new studio linked to the building. Its name is compared with the studios that building works
 * with only: a studio of the same name elsewhere is another manager's business, never merged or named.
 */
export async function insertStudio(tx: Queryable, buildingId: number, name: string): Promise<CreatedStudio> {
  await lockBuilding(tx, buildingId);
  const taken = await tx.query(
    `SELECT 1 FROM studio s WHERE lower(s.name) = lower($2) AND ${studioWorksWithSql('s', 'ARRAY[$1::int]')}`,
    [buildingId, name],
  );
  if (taken.length > 0) throw httpError(409, CREATE_STRINGS.studioNameTaken, 'name');
  const [row] = await tx.query<{ id: number }>('INSERT INTO studio (name) VALUES ($1) RETURNING id', [name]);
  if (!row) throw new Error('INSERT INTO studio returned no row');
  await tx.query('INSERT INTO studio_building (studio_id, building_id) VALUES ($1, $2)', [row.id, buildingId]);
  return { id: row.id, buildingId, name };
}
