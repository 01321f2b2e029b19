import type { Queryable } from '../db/database.ts';
import { isoSql } from '../db/iso-sql.ts';
import { CHECK_IN_WINDOW, tapTimeSql } from './check-in-window.ts';
import { checkedInBySql } from './roster-repository.ts';

/** The event locked for a check-in, with its window in the building's words. */
export interface CheckInEvent {
  id: number;
  buildingId: number;
  capacity: number | null;
  cancelled: boolean;
  open: boolean;
  opens: string;
  closes: string;
}

/** `open`: whether the check-in happened (at `tappedAt`, see tapTimeSql) inside the window. */
export async function lockCheckInEvent(
  tx: Queryable,
  eventId: number,
  buildingIds: readonly number[],
  tappedAt: string | null = null,
): Promise<CheckInEvent | null> {
  const [row] = await tx.query<CheckInEvent>(
    `SELECT e.id, e.building_id AS "buildingId", NULLIF(e.capacity, 0) AS capacity, e.cancelled,
            ${tapTimeSql('$5')} BETWEEN e.starts_at - make_interval(mins => $3) AND e.ends_at + make_interval(hours => $4) AS open,
            to_char((e.starts_at - make_interval(mins => $3)) AT TIME ZONE b.time_zone, 'FMMonth FMDD, FMHH12:MI AM') AS opens,
            to_char((e.ends_at + make_interval(hours => $4)) AT TIME ZONE b.time_zone, 'FMMonth FMDD, FMHH12:MI AM') AS closes
     FROM event e JOIN building b ON b.id = e.building_id
     WHERE e.id = $1 AND e.building_id = ANY($2::int[]) FOR UPDATE OF e`,
    [eventId, buildingIds, CHECK_IN_WINDOW.opensMinutesBefore, CHECK_IN_WINDOW.closesHoursAfter, tappedAt],
  );
  return row ?? null;
}

export interface CheckInState {
  status: 'going' | 'waitlisted' | 'cancelled';
  checkedInAt: string | null;
  checkedInBy: string | null;
  walkIn: boolean;
}

export async function checkInState(db: Queryable, eventId: number, residentId: number): Promise<CheckInState | null> {
  const [row] = await db.query<CheckInState>(
    `SELECT r.status, ${isoSql('r.checked_in_at')} AS "checkedInAt",
            ${checkedInBySql()} AS "checkedInBy", r.walk_in AS "walkIn"
     FROM rsvp r LEFT JOIN account a ON a.id = r.checked_in_by WHERE r.event_id = $1 AND r.resident_id = $2`,
    [eventId, residentId],
  );
  return row ?? null;
}

/**
 * The first accepted check-in: a going RSVP checked in, or a walk-in's RSVP made going. checked_in_at
 * is the one record of attendance (rsvp.attended is computed from it, migration 020): the moment of
 * the tap (tapTimeSql), with the server's receipt time beside it (migration 025).
 */
export async function markCheckedIn(
  tx: Queryable,
  eventId: number,
  residentId: number,
  accountId: number | null,
  walkIn: boolean,
  tappedAt: string | null = null,
): Promise<void> {
  await tx.query(
    `INSERT INTO rsvp (event_id, resident_id, status, checked_in_at, checked_in_received_at, checked_in_by, walk_in, joined_at, source)
     VALUES ($1, $2, 'going', ${tapTimeSql('$5')}, now(), $3, $4, ${tapTimeSql('$5')}, 'desk')
     ON CONFLICT (event_id, resident_id) DO UPDATE SET status = 'going', checked_in_at = EXCLUDED.checked_in_at,
       checked_in_received_at = now(), checked_in_by = $3, checked_in_by_import = false, walk_in = $4, cancelled_at = NULL,
       joined_at = CASE WHEN $4 THEN EXCLUDED.joined_at ELSE rsvp.joined_at END`,
    [eventId, residentId, accountId, walkIn, tappedAt],
  );
}

/** Undoes a check-in; a walk-in's RSVP (made by the check-in) is cancelled with it. */
export async function unmarkCheckedIn(tx: Queryable, eventId: number, residentId: number): Promise<void> {
  await tx.query(
    `UPDATE rsvp SET checked_in_at = NULL, checked_in_received_at = NULL, checked_in_by = NULL, checked_in_by_import = false,
       status = CASE WHEN walk_in THEN 'cancelled' ELSE status END, cancelled_at = CASE WHEN walk_in THEN now() ELSE cancelled_at END
     WHERE event_id = $1 AND resident_id = $2 AND checked_in_at IS NOT NULL`,
    [eventId, residentId],
  );
}
