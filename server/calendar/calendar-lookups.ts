// Checks the calendar calls make before answering a day: that a resident, event or holiday is one
// of the caller's buildings (another building's answers as an unknown one).
import type { Queryable } from '../db/database.ts';
import { localDateSql } from '../figures/event-figures-sql.ts';

/** The buildings of `buildingIds` the resident belongs to (empty: not a user of the scope). */
export async function residentBuildingsInScope(
  db: Queryable,
  residentId: number,
  buildingIds: number[],
): Promise<number[]> {
  const rows = await db.query<{ building_id: number }>(
    'SELECT building_id FROM membership WHERE resident_id = $1 AND building_id = ANY($2::int[]) ORDER BY building_id',
    [residentId, buildingIds],
  );
  return rows.map((row) => row.building_id);
}

/**
 * The building-local day of a (not cancelled) event of the buildings in `buildingIds`; null when the
 * event is unknown, cancelled or of another building, which callers answer alike.
 */
export async function eventLocalDate(db: Queryable, eventId: number, buildingIds: number[]): Promise<string | null> {
  const rows = await db.query<{ date: string }>(
    `SELECT ${localDateSql('e.starts_at')} AS date
     FROM event e JOIN building b ON b.id = e.building_id
     WHERE e.id = $1 AND NOT e.cancelled AND e.building_id = ANY($2::int[])`,
    [eventId, buildingIds],
  );
  return rows[0]?.date ?? null;
}

/**
 * The day of a holiday that applies to at least one of the buildings in `buildingIds`; null when the
 * holiday is unknown or of other buildings only, which callers answer alike.
 */
export async function holidayDate(db: Queryable, holidayId: number, buildingIds: number[]): Promise<string | null> {
  const rows = await db.query<{ date: string }>(
    `SELECT to_char(h.day, 'YYYY-MM-DD') AS date
     FROM holiday h
     WHERE h.id = $1 AND cardinality($2::int[]) > 0
       AND (h.all_buildings OR EXISTS (
         SELECT 1 FROM holiday_building hb WHERE hb.holiday_id = h.id AND hb.building_id = ANY($2::int[])))`,
    [holidayId, buildingIds],
  );
  return rows[0]?.date ?? null;
}
