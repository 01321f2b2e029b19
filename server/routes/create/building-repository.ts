import type { Queryable } from '../../db/database.ts';
import { httpError } from '../../http/http-error.ts';
import { CREATE_STRINGS } from './create-strings.ts';

export interface Liaison {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface NewBuilding {
  name: string;
  buildingType: 'RESIDENTIAL' | 'COMMERCIAL';
  timeZone: string;
  dashboardAccess: boolean;
  amenityMembership: boolean;
  liaison: Liaison | null;
}

export interface CreatedBuilding extends NewBuilding {
  id: number;
}

/**
 * Inserts the building and makes `managerId` its manager. The manager's account row is locked first,
 * so two simultaneous creates of one name cannot both pass the check; a name is compared, ignoring
 * case, with the manager's own buildings only (other managers' building names stay unknown to them).
 */
export async function insertBuilding(tx: Queryable, managerId: number, building: NewBuilding): Promise<CreatedBuilding> {
  await tx.query('SELECT 1 FROM account WHERE id = $1 FOR UPDATE', [managerId]);
  const taken = await tx.query(
    `SELECT 1 FROM building b JOIN account_building ab ON ab.building_id = b.id
      WHERE ab.account_id = $1 AND lower(b.name) = lower($2)`,
    [managerId, building.name],
  );
  if (taken.length > 0) throw httpError(409, CREATE_STRINGS.buildingNameTaken, 'name');
  const { liaison } = building;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO building (name, building_type, time_zone, dashboard_access, amenity_membership,
                           liaison_first_name, liaison_last_name, liaison_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      building.name, building.buildingType, building.timeZone, building.dashboardAccess, building.amenityMembership,
      liaison?.firstName ?? null, liaison?.lastName ?? null, liaison?.email ?? null,
    ],
  );
  if (!row) throw new Error('INSERT INTO building returned no row');
  await tx.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [managerId, row.id]);
  return { id: row.id, ...building };
}
