import type { Queryable } from '../db/database.ts';
import { isoSql } from '../db/iso-sql.ts';
import type { RsvpSource } from './desk-actor.ts';
import type { RosterEntry } from './roster-entry-schema.ts';
import { IMPORTED_CHECK_IN_BY } from './roster-messages.ts';

export type RsvpStatus = 'going' | 'waitlisted' | 'cancelled';

/**
 * Who checked in RSVP `r`, with `a` its checked_in_by account joined: the account's name, "Imported"
 * for an attendance a data file gave (migration 020), or null (not checked in, or the account is gone).
 */
export function checkedInBySql(r = 'r', a = 'a'): string {
  return `CASE WHEN ${r}.checked_in_at IS NULL THEN NULL WHEN ${r}.checked_in_by_import THEN '${IMPORTED_CHECK_IN_BY.replaceAll("'", "''")}'
               WHEN ${a}.id IS NULL THEN NULL ELSE ${a}.first_name || ' ' || ${a}.last_name END`;
}

export async function rsvpStatus(db: Queryable, eventId: number, residentId: number): Promise<RsvpStatus | null> {
  const [row] = await db.query<{ status: RsvpStatus }>('SELECT status FROM rsvp WHERE event_id = $1 AND resident_id = $2', [eventId, residentId]);
  return row?.status ?? null;
}

/** A place or a waitlist place, joined now (a cancelled RSVP taken again joins anew, from its new source). */
export async function takePlace(tx: Queryable, eventId: number, residentId: number, status: 'going' | 'waitlisted', source: RsvpSource): Promise<void> {
  await tx.query(
    `INSERT INTO rsvp (event_id, resident_id, status, joined_at, source) VALUES ($1, $2, $3, now(), $4)
     ON CONFLICT (event_id, resident_id) DO UPDATE SET status = EXCLUDED.status, joined_at = now(), cancelled_at = NULL, promoted_at = NULL,
       status_before_cancel = NULL, promoted_by_rsvp = NULL, promotion_message = NULL, source = EXCLUDED.source`,
    [eventId, residentId, status, source],
  );
}

/**
 * Cancels a going or waitlisted RSVP, remembering the status it had (for the desk's undo); answers
 * that status and the RSVP's id, or null when it was not going or waitlisted.
 */
export async function cancelPlace(tx: Queryable, eventId: number, residentId: number): Promise<{ status: RsvpStatus; rsvpId: number } | null> {
  const [row] = await tx.query<{ status: RsvpStatus; rsvpId: number }>(
    `UPDATE rsvp r SET status = 'cancelled', cancelled_at = now(), status_before_cancel = old.status
     FROM (SELECT id, status FROM rsvp WHERE event_id = $1 AND resident_id = $2 FOR UPDATE) old
     WHERE r.id = old.id AND old.status <> 'cancelled'
     RETURNING old.status, r.id AS "rsvpId"`,
    [eventId, residentId],
  );
  return row ?? null;
}

/**
 * The roster (or one resident's line of it): going by name, waitlisted by position (join time, then
 * id), cancelled last, most recent first. Unit and apartment are the resident's in the event's building.
 */
export async function rosterEntries(db: Queryable, eventId: number, residentId?: number): Promise<RosterEntry[]> {
  return db.query<RosterEntry>(
    `SELECT * FROM (
       SELECT r.resident_id AS "userId", p.first_name AS "firstName", p.last_name AS "lastName", u.name AS unit, m.apartment,
              r.status,
              CASE WHEN r.status = 'waitlisted' THEN row_number() OVER (PARTITION BY r.status ORDER BY r.joined_at, r.id)::int END AS position,
              ${isoSql('r.joined_at')} AS "joinedAt", ${isoSql('r.cancelled_at')} AS "cancelledAt",
              ${isoSql('r.checked_in_at')} AS "checkedInAt",
              ${checkedInBySql()} AS "checkedInBy",
              r.walk_in AS "walkIn", ${isoSql('r.promoted_at')} AS "promotedAt", r.source, ${isoSql('r.joined_at')} AS "rsvpAt",
              CASE r.status WHEN 'going' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END AS status_order,
              lower(p.first_name) AS first_key, lower(p.last_name) AS last_key, r.joined_at, r.cancelled_at AS cancelled_key, r.id AS rsvp_id
       FROM rsvp r
       JOIN event e ON e.id = r.event_id
       JOIN resident p ON p.id = r.resident_id
       LEFT JOIN membership m ON m.resident_id = r.resident_id AND m.building_id = e.building_id
       LEFT JOIN unit u ON u.id = m.unit_id
       LEFT JOIN account a ON a.id = r.checked_in_by
       WHERE r.event_id = $1
     ) roster
     WHERE $2::int IS NULL OR "userId" = $2::int
     ORDER BY status_order,
              CASE WHEN status_order = 0 THEN first_key END, CASE WHEN status_order = 0 THEN last_key END,
              position, cancelled_key DESC NULLS LAST, rsvp_id`,
    [eventId, residentId ?? null],
  ).then((rows) => rows.map(({ userId, firstName, lastName, unit, apartment, status, position, joinedAt, cancelledAt, checkedInAt, checkedInBy, walkIn, promotedAt, source, rsvpAt }) => ({
    userId, firstName, lastName, unit, apartment, status, position, joinedAt, cancelledAt, checkedInAt, checkedInBy, walkIn, promotedAt, source, rsvpAt,
  })));
}
