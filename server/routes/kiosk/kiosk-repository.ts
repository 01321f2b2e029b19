import type { Queryable } from '../../db/database.ts';
import type { KioskResident } from './kiosk-schemas.ts';

export async function eventInBuildings(db: Queryable, eventId: number, buildingIds: readonly number[]): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM event WHERE id = $1 AND building_id = ANY($2::int[])', [eventId, buildingIds]);
  return rows.length > 0;
}

export function kioskResidents(db: Queryable, eventId: number): Promise<KioskResident[]> {
  return db.query<KioskResident>(
    `SELECT r.resident_id AS "userId", p.first_name AS "firstName",
            upper(left(btrim(p.last_name), 1)) AS "lastInitial",
            coalesce(nullif(btrim(m.apartment), ''), u.name) AS unit,
            r.checked_in_at IS NOT NULL AS "checkedIn", p.pass_hash AS "passHash"
       FROM rsvp r
       JOIN event e ON e.id = r.event_id
       JOIN resident p ON p.id = r.resident_id
       LEFT JOIN membership m ON m.resident_id = r.resident_id AND m.building_id = e.building_id
       LEFT JOIN unit u ON u.id = m.unit_id
      WHERE r.event_id = $1 AND r.status = 'going'
      ORDER BY lower(p.first_name), upper(left(btrim(p.last_name), 1)), r.resident_id`,
    [eventId],
  );
}
