import type { Queryable } from '../../db/database.ts';

export interface UnitRef {
  id: number;
  name: string;
}

export interface BuildingSummary {
  id: number;
  name: string;
  dashboardAccess: boolean;
  buildingType: 'COMMERCIAL' | 'RESIDENTIAL';
  amenityMembership: boolean;
  /** Units of a residential building; empty for a commercial one. */
  blocks: UnitRef[];
  /** Units of a commercial building; empty for a residential one. */
  companies: UnitRef[];
}

export interface BuildingDetails extends BuildingSummary {
  /** IANA name: the building's dates and times are local to it. */
  timeZone: string;
  venues: UnitRef[];
  /** Spelled as the spec spells it. Null when the building has no liaison on file. */
  liason: { firstName: string; lastName: string } | null;
}

interface BuildingRow extends Omit<BuildingSummary, 'blocks' | 'companies'> {
  units: UnitRef[];
  liaison_first_name: string | null;
  liaison_last_name: string | null;
}

const BUILDING_SQL = `
  SELECT b.id, b.name, b.dashboard_access AS "dashboardAccess", b.building_type AS "buildingType",
         b.amenity_membership AS "amenityMembership", b.liaison_first_name, b.liaison_last_name,
         coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name, u.id)
                   FROM unit u WHERE u.building_id = b.id), '[]'::json) AS units
  FROM building b
  WHERE b.id = ANY($1::int[])
  ORDER BY b.name, b.id`;

function toSummary(row: BuildingRow): BuildingSummary {
  const residential = row.buildingType === 'RESIDENTIAL';
  return {
    id: row.id,
    name: row.name,
    dashboardAccess: row.dashboardAccess,
    buildingType: row.buildingType,
    amenityMembership: row.amenityMembership,
    blocks: residential ? row.units : [],
    companies: residential ? [] : row.units,
  };
}

/** The buildings `buildingIds`, by name, each with its blocks or companies (by name). */
export async function listBuildings(db: Queryable, buildingIds: number[]): Promise<BuildingSummary[]> {
  const rows = await db.query<BuildingRow>(BUILDING_SQL, [buildingIds]);
  return rows.map(toSummary);
}

/** One building with its liaison; null when it does not exist. */
export async function buildingDetails(db: Queryable, buildingId: number): Promise<BuildingDetails | null> {
  const [row] = await db.query<BuildingRow>(BUILDING_SQL, [[buildingId]]);
  if (!row) return null;
  const hasLiaison = row.liaison_first_name !== null || row.liaison_last_name !== null;
  const [extra] = await db.query<{ timeZone: string; venues: { id: number; name: string }[] }>(
    `SELECT b.time_zone AS "timeZone",
            coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name) ORDER BY v.name, v.id)
                        FROM venue v WHERE v.building_id = b.id), '[]'::json) AS venues
       FROM building b WHERE b.id = $1`,
    [buildingId],
  );
  return {
    ...toSummary(row),
    timeZone: extra?.timeZone ?? '',
    venues: extra?.venues ?? [],
    liason: hasLiaison ? { firstName: row.liaison_first_name ?? '', lastName: row.liaison_last_name ?? '' } : null,
  };
}

/** The building's reminder offsets, longest first; changed first when `hours` is given. Null: no such building. */
export async function buildingReminderHours(db: Queryable, buildingId: number, hours: readonly number[] | undefined): Promise<number[] | null> {
  const [row] = await db.query<{ hours: number[] }>(
    hours === undefined
      ? 'SELECT reminder_hours AS hours FROM building WHERE id = $1'
      : `UPDATE building SET reminder_hours = (SELECT coalesce(array_agg(h ORDER BY h DESC), '{}') FROM unnest($2::int[]) AS h)
          WHERE id = $1 RETURNING reminder_hours AS hours`,
    hours === undefined ? [buildingId] : [buildingId, hours],
  );
  return row ? row.hours.map(Number) : null;
}
