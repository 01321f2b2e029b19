import type { Queryable } from '../../db/database.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { insertOccurrences } from '../../schedule/event-writes.ts';
import { insertSeries } from '../../schedule/series-repository.ts';
import { nameKey } from './import-rows.ts';
import { eventKey, type EventRow } from './event-rows.ts';

/** The building's venues by lower-cased name. */
export async function venuesByName(db: Queryable, buildingId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM venue WHERE building_id = $1 ORDER BY id DESC', [buildingId]);
  return new Map(rows.map((row) => [nameKey(row.name), row.id]));
}

export async function createVenues(tx: Queryable, buildingId: number, names: readonly string[]): Promise<Map<string, number>> {
  const venues = await venuesByName(tx, buildingId);
  const missing = names.filter((name) => !venues.has(nameKey(name)));
  if (missing.length === 0) return venues;
  await tx.query('INSERT INTO venue (building_id, name) SELECT $1, n FROM unnest($2::text[]) AS n', [buildingId, missing]);
  return venuesByName(tx, buildingId);
}

/** Which rows' events the building already has (not cancelled, same name, starting at the row's first day and time). */
export async function scheduledKeys(db: Queryable, buildingId: number, rows: readonly EventRow[]): Promise<Set<string>> {
  const found = await db.query<{ name: string; date: string; startTime: string }>(
    `SELECT u.name, u.d AS date, u.t AS "startTime"
       FROM unnest($2::text[], $3::text[], $4::text[]) AS u(name, d, t)
       JOIN building b ON b.id = $1
      WHERE EXISTS (SELECT 1 FROM event e WHERE e.building_id = b.id AND NOT e.cancelled AND lower(e.name) = lower(u.name)
                      AND e.starts_at = (u.d::date + u.t::time) AT TIME ZONE b.time_zone)`,
    [buildingId, rows.map((row) => row.name), rows.map((row) => row.date), rows.map((row) => row.startTime)],
  );
  return new Set(found.map(eventKey));
}

/** Schedules each row as create-event/ does (a weekly series gets its rule), announcing the events made. Answers how many. */
export async function writeEvents(tx: Queryable, buildingId: number, accountId: number, rows: readonly EventRow[], venues: ReadonlyMap<string, number>): Promise<number> {
  const ids: number[] = [];
  for (const row of rows) {
    const seriesId = row.repeat
      ? await insertSeries(tx, {
          buildingId,
          weekdays: row.repeat.weekdays,
          startTime: row.startTime,
          durationMinutes: row.durationMinutes,
          firstDate: row.date,
          untilDate: row.repeat.until ?? null,
          count: row.repeat.count ?? null,
          createdBy: accountId,
        })
      : null;
    const written = await insertOccurrences(tx, {
      buildingId,
      seriesId,
      name: row.name,
      eventType: row.eventType,
      venueId: row.venueKey === null ? null : (venues.get(row.venueKey) ?? null),
      teacherId: null,
      studioId: null,
      capacity: row.capacity,
      image: null,
      imageId: null,
      dates: row.dates,
      startTime: row.startTime,
      durationMinutes: row.durationMinutes,
    });
    ids.push(...written.map((o) => o.id));
  }
  if (ids.length > 0) await announceChange(tx, { kind: 'event', buildingIds: [buildingId], eventIds: ids });
  return ids.length;
}
