import type { Queryable } from '../db/database.ts';

/** An event locked for a change of its RSVPs: every desk changing them waits here, one at a time. */
export interface LockedEvent {
  id: number;
  buildingId: number;
  /** null: unlimited (imported 0 is unknown, so unlimited too). */
  capacity: number | null;
  going: number;
  cancelled: boolean;
  ended: boolean;
  /** Whether it has started (residents' own RSVPs close then). */
  started: boolean;
}

/**
 * Locks the event row (FOR UPDATE) so two desks giving its last place at once are served one after
 * the other: the second sees the first's RSVP in `going` (the row's rsvp_count, kept by the RSVP
 * triggers in the first one's transaction). Another building's event answers null, like a missing one.
 * Every write that gives or takes a place (the desk, the kiosk, and the residents' own calls) locks here.
 */
export async function lockEvent(tx: Queryable, eventId: number, buildingIds: readonly number[]): Promise<LockedEvent | null> {
  const [row] = await tx.query<LockedEvent>(
    `SELECT id, building_id AS "buildingId", NULLIF(capacity, 0) AS capacity, rsvp_count AS going, cancelled, ends_at <= now() AS ended, starts_at <= now() AS started
     FROM event WHERE id = $1 AND building_id = ANY($2::int[]) FOR UPDATE`,
    [eventId, buildingIds],
  );
  return row ?? null;
}

/** Whether a new RSVP goes on the waitlist: every place of a limited capacity is taken. */
export function isFull(event: Pick<LockedEvent, 'capacity' | 'going'>): boolean {
  return event.capacity !== null && event.going >= event.capacity;
}

/** The going RSVPs now (kept on the event row by the RSVP triggers). */
export async function goingCount(db: Queryable, eventId: number): Promise<number> {
  const [row] = await db.query<{ going: number }>('SELECT rsvp_count AS going FROM event WHERE id = $1', [eventId]);
  return row?.going ?? 0;
}

/** Whether `residentId` lives in `buildingId` (a resident of another building is answered as unknown). */
export async function isResidentOf(db: Queryable, residentId: number, buildingId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM membership WHERE resident_id = $1 AND building_id = $2', [residentId, buildingId]);
  return rows.length > 0;
}
