import type { Queryable } from '../../db/database.ts';
import { isoSql } from '../../db/iso-sql.ts';
import { IMPORTED_CHECK_IN_BY } from '../../front-desk/roster-messages.ts';
import type { CheckInLogLine, IndexedResident } from './door-schemas.ts';

/** Every membership of `buildingIds`: the resident's id, names, unit and apartment there, and their pass's hash. */
export function residentIndex(db: Queryable, buildingIds: readonly number[]): Promise<IndexedResident[]> {
  return db.query<IndexedResident>(
    `SELECT r.id, m.building_id AS "buildingId", r.first_name AS "firstName", r.last_name AS "lastName", u.name AS unit, m.apartment,
            r.pass_hash AS "passHash"
     FROM membership m JOIN resident r ON r.id = m.resident_id LEFT JOIN unit u ON u.id = m.unit_id
     WHERE m.building_id = ANY($1::int[])
     ORDER BY m.building_id, lower(r.first_name), lower(r.last_name), r.id`,
    [buildingIds],
  );
}

/**
 * The log lines of one resident at one event, oldest first. An attendance a data file gave was never
 * pressed at a door, so it has no row in check_in_log: it is shown as the import's check-in, at its
 * time, while it stands (migration 020). A line keeps when it reached the server (`at`) and, when
 * the tablet sent them, the moment of the tap and the tablet's name: a check-in made offline says both.
 */
export function checkInLogLines(db: Queryable, eventId: number, residentId: number): Promise<CheckInLogLine[]> {
  return db.query<CheckInLogLine>(
    `SELECT at, action, result, detail, by, device, "deviceName", "tappedAt" FROM (
       SELECT ${isoSql('l.logged_at')} AS at, l.action, l.result, l.detail,
              CASE WHEN a.id IS NULL THEN NULL ELSE a.first_name || ' ' || a.last_name END AS by, l.device,
              l.device_name AS "deviceName", ${isoSql('l.tapped_at')} AS "tappedAt", l.logged_at AS sort_at, l.id AS sort_id
       FROM check_in_log l LEFT JOIN account a ON a.id = l.account_id
       WHERE l.event_id = $1 AND l.resident_id = $2
       UNION ALL
       SELECT ${isoSql('r.checked_in_at')}, 'check-in', 'checked-in', NULL, $3::text, NULL, NULL, NULL, r.checked_in_at, 0
       FROM rsvp r
       WHERE r.event_id = $1 AND r.resident_id = $2 AND r.checked_in_by_import
     ) lines
     ORDER BY sort_at, sort_id`,
    [eventId, residentId, IMPORTED_CHECK_IN_BY],
  );
}
