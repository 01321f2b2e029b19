import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { nameKey } from './import-rows.ts';
import type { KnownResident, ResidentPlan, ResidentRow } from './resident-rows.ts';

export interface ImportBuilding {
  id: number;
  amenityMembership: boolean;
}

export async function findImportBuilding(db: Queryable, buildingId: number): Promise<ImportBuilding | null> {
  const [row] = await db.query<ImportBuilding>('SELECT id, amenity_membership AS "amenityMembership" FROM building WHERE id = $1', [buildingId]);
  return row ?? null;
}

/** The building's units (blocks or companies) by lower-cased name; of two with one name, the first made. */
export async function unitsByName(db: Queryable, buildingId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM unit WHERE building_id = $1 ORDER BY id DESC', [buildingId]);
  return new Map(rows.map((row) => [nameKey(row.name), row.id]));
}

/** Residents with any of the e-mails (lower-cased), with their membership of the building when they have one. */
export async function knownResidents(db: Queryable, buildingId: number, emails: readonly string[]): Promise<Map<string, KnownResident>> {
  const rows = await db.query<KnownResident>(
    `SELECT r.id, lower(r.email) AS email, m.resident_id IS NOT NULL AS "memberHere", r.first_name AS "firstName",
            r.last_name AS "lastName", r.cell_phone AS "cellPhone", to_char(r.joining_date, 'YYYY-MM-DD') AS "joiningDate",
            m.unit_id AS "unitId", m.apartment, coalesce(m.amenity_member, false) AS "amenityMember"
       FROM resident r
       LEFT JOIN membership m ON m.resident_id = r.id AND m.building_id = $1
      WHERE lower(r.email) = ANY($2::text[])`,
    [buildingId, emails],
  );
  return new Map(rows.map((row) => [row.email, row]));
}

/** Creates the units not there yet (compared without case); answers the building's units by name after. */
export async function createUnits(tx: Queryable, buildingId: number, names: readonly string[]): Promise<Map<string, number>> {
  const units = await unitsByName(tx, buildingId);
  const missing = names.filter((name) => !units.has(nameKey(name)));
  if (missing.length > 0) {
    await tx.query('INSERT INTO unit (building_id, name) SELECT $1, n FROM unnest($2::text[]) AS n', [buildingId, missing]);
  }
  return missing.length > 0 ? unitsByName(tx, buildingId) : units;
}

const column = <K extends keyof ResidentRow>(rows: readonly ResidentRow[], key: K) => rows.map((row) => row[key]);
const unitIds = (rows: readonly ResidentRow[], units: ReadonlyMap<string, number>) =>
  rows.map((row) => (row.unitKey === null ? null : (units.get(row.unitKey) ?? null)));

/**
 * Writes the plan: the new residents and their memberships (joining today in the building's zone
 * when the file gives no date), and the changes to the building's own residents (blank cells keep
 * their value). Answers false, having written what it wrote so far, when an e-mail was registered
 * meanwhile: the caller's transaction is then rolled back, so nothing of the file stays.
 */
export async function writeResidents(tx: Queryable, buildingId: number, plan: ResidentPlan, units: ReadonlyMap<string, number>): Promise<boolean> {
  const { added, updated } = plan;
  if (added.length > 0) {
    const inserted = await tx.query<{ id: number; email: string }>(
      `INSERT INTO resident (first_name, last_name, email, cell_phone, joining_date)
       SELECT f, l, e, p, coalesce(j, (SELECT (now() AT TIME ZONE time_zone)::date FROM building WHERE id = $1))
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::date[]) AS u(f, l, e, p, j)
       ON CONFLICT ((lower(email))) DO NOTHING
       RETURNING id, email`,
      [buildingId, column(added, 'firstName'), column(added, 'lastName'), column(added, 'email'), column(added, 'cellPhone'), column(added, 'joiningDate')],
    );
    if (inserted.length !== added.length) return false;
    const idOf = new Map(inserted.map((row) => [row.email, row.id]));
    await tx.query(
      `INSERT INTO membership (resident_id, building_id, unit_id, apartment, amenity_member)
       SELECT r, $1, un, a, coalesce(am, false) FROM unnest($2::int[], $3::int[], $4::text[], $5::boolean[]) AS u(r, un, a, am)`,
      [buildingId, added.map((row) => idOf.get(row.email)), unitIds(added, units), column(added, 'apartment'), column(added, 'amenityMember')],
    );
  }
  if (updated.length > 0) {
    const ids = updated.map((row) => row.id);
    await tx.query(
      `UPDATE resident r SET first_name = u.f, last_name = u.l, cell_phone = coalesce(u.p, r.cell_phone), joining_date = coalesce(u.j, r.joining_date)
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::date[]) AS u(id, f, l, p, j) WHERE r.id = u.id`,
      [ids, column(updated, 'firstName'), column(updated, 'lastName'), column(updated, 'cellPhone'), column(updated, 'joiningDate')],
    );
    await tx.query(
      `UPDATE membership m SET unit_id = coalesce(u.un, m.unit_id), apartment = coalesce(u.a, m.apartment), amenity_member = coalesce(u.am, m.amenity_member)
         FROM unnest($2::int[], $3::int[], $4::text[], $5::boolean[]) AS u(id, un, a, am) WHERE m.resident_id = u.id AND m.building_id = $1`,
      [buildingId, ids, unitIds(updated, units), column(updated, 'apartment'), column(updated, 'amenityMember')],
    );
  }
  if (added.length + updated.length > 0) await announceChange(tx, { kind: 'import', buildingIds: [buildingId] });
  return true;
}
