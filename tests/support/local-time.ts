import type { Queryable } from '../../server/db/database.ts';

/** 'YYYY-MM-DD HH:mm' of an instant in a time zone: what a building's wall clock reads then. */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Inserts an event from building-local wall-clock times ('YYYY-MM-DD HH:mm'); returns its id. */
export async function insertLocalEvent(
  db: Queryable,
  input: { buildingId: number; name: string; start: string; end: string; venueId?: number | null; cancelled?: boolean },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO event (building_id, venue_id, name, event_type, starts_at, ends_at, capacity, cancelled)
     SELECT b.id, $2, $3, 'social', $4::timestamp AT TIME ZONE b.time_zone, $5::timestamp AT TIME ZONE b.time_zone, 10, $6
       FROM building b WHERE b.id = $1
     RETURNING id`,
    [input.buildingId, input.venueId ?? null, input.name, input.start, input.end, input.cancelled ?? false],
  );
  return row!.id;
}
