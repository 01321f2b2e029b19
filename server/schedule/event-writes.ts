import type { Queryable } from '../db/database.ts';

export const EVENT_TYPE_NAMES = { 1: 'social', 2: 'fitness' } as const;

/** An occurrence as stored, its times read back in the building's zone (to tell what the zone moved). */
export interface WrittenOccurrence {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
}

export interface NewOccurrences {
  buildingId: number;
  seriesId: number | null;
  name: string;
  eventType: 'social' | 'fitness';
  venueId: number | null;
  teacherId: number | null;
  studioId: number | null;
  capacity: number | null;
  image: string | null;
  imageId: number | null;
  /** Building-local days. */
  dates: readonly string[];
  startTime: string;
  durationMinutes: number;
}

/** An event's local day, start and end time (columns of WrittenOccurrence); `e` is the event's alias, if any. */
const LOCAL_TIMES_SQL = (tz: string, e = '') => `to_char(${e}starts_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS date,
  to_char(${e}starts_at AT TIME ZONE ${tz}, 'HH24:MI') AS "startTime", to_char(${e}ends_at AT TIME ZONE ${tz}, 'HH24:MI') AS "endTime"`;

/**
 * One INSERT for every occurrence: the building-local day and start time become a time in the zone
 * (a time in a spring-forward gap is read with the offset before the change, so 02:30 is 03:30, as
 * the zone's clocks do), and the end is the start plus the duration (a daylight-saving night keeps
 * the class as long as it is).
 */
export async function insertOccurrences(tx: Queryable, o: NewOccurrences): Promise<WrittenOccurrence[]> {
  const rows = await tx.query<WrittenOccurrence>(
    `INSERT INTO event (building_id, series_id, name, event_type, venue_id, teacher_id, studio_id, capacity, image, image_id, starts_at, ends_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, s.starts_at, s.starts_at + make_interval(mins => $12)
     FROM (SELECT d, (d + $11::time) AT TIME ZONE b.time_zone AS starts_at FROM unnest($13::date[]) AS d, building b WHERE b.id = $1) s
     ORDER BY s.d
     RETURNING id, ${LOCAL_TIMES_SQL('(SELECT time_zone FROM building WHERE id = $1)')}`,
    [o.buildingId, o.seriesId, o.name, o.eventType, o.venueId, o.teacherId, o.studioId, o.capacity, o.image, o.imageId, o.startTime, o.durationMinutes, o.dates],
  );
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

/** An event about to change, locked; its times building-local. */
export interface TargetEvent {
  id: number;
  buildingId: number;
  timeZone: string;
  seriesId: number | null;
  cancelled: boolean;
  ended: boolean;
  date: string;
  startTime: string;
  endTime: string;
  going: number;
}

const TARGET_COLUMNS = `e.id, e.building_id AS "buildingId", b.time_zone AS "timeZone", e.series_id AS "seriesId", e.cancelled,
  e.ends_at <= now() AS ended, to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS date,
  to_char(e.starts_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "startTime", to_char(e.ends_at AT TIME ZONE b.time_zone, 'HH24:MI') AS "endTime",
  e.rsvp_count AS going`;

/** The event, locked (FOR UPDATE), when it is one of `buildingIds`'; else null, like a missing one. */
export async function lockTarget(tx: Queryable, eventId: number, buildingIds: readonly number[]): Promise<TargetEvent | null> {
  const [row] = await tx.query<TargetEvent>(
    `SELECT ${TARGET_COLUMNS} FROM event e JOIN building b ON b.id = e.building_id
     WHERE e.id = $1 AND e.building_id = ANY($2::int[]) FOR UPDATE OF e`,
    [eventId, buildingIds],
  );
  return row ?? null;
}

/** The occurrences of the target's series from it on that are not cancelled, locked, first to last. */
export async function lockFollowing(tx: Queryable, target: TargetEvent): Promise<TargetEvent[]> {
  if (target.seriesId === null) return target.cancelled ? [] : [target];
  return tx.query<TargetEvent>(
    `SELECT ${TARGET_COLUMNS} FROM event e JOIN building b ON b.id = e.building_id
     WHERE e.series_id = $1 AND NOT e.cancelled AND e.starts_at >= (SELECT starts_at FROM event WHERE id = $2)
     ORDER BY e.starts_at, e.id FOR UPDATE OF e`,
    [target.seriesId, target.id],
  );
}

/** What update-event/ changes; undefined keeps the column. */
export interface EventChanges {
  name?: string;
  eventType?: 'social' | 'fitness';
  venueId?: number | null;
  teacherId?: number | null;
  studioId?: number | null;
  capacity?: number | null;
  picture?: { image: string | null; imageId: number | null };
  /** Per event: its new building-local day, start time and duration; absent keeps its times. */
  times?: { ids: number[]; dates: string[]; startTimes: string[]; durations: number[] };
  seriesId?: number;
}

const given = (value: unknown) => value !== undefined;

export async function updateEvents(tx: Queryable, ids: readonly number[], c: EventChanges): Promise<WrittenOccurrence[]> {
  const times = c.times ?? { ids: [...ids], dates: ids.map(() => '2000-01-01'), startTimes: ids.map(() => '00:00'), durations: ids.map(() => 1) };
  return tx.query<WrittenOccurrence>(
    `UPDATE event e SET
       name = coalesce($2, e.name), event_type = coalesce($3, e.event_type),
       venue_id = CASE WHEN $4 THEN $5::int ELSE e.venue_id END,
       teacher_id = CASE WHEN $6 THEN $7::int ELSE e.teacher_id END,
       studio_id = CASE WHEN $8 THEN $9::int ELSE e.studio_id END,
       capacity = CASE WHEN $10 THEN $11::int ELSE e.capacity END,
       image = CASE WHEN $12 THEN $13::text ELSE e.image END,
       image_id = CASE WHEN $12 THEN $14::int ELSE e.image_id END,
       starts_at = CASE WHEN $15 THEN (u.day + u.start_time) AT TIME ZONE b.time_zone ELSE e.starts_at END,
       ends_at = CASE WHEN $15 THEN ((u.day + u.start_time) AT TIME ZONE b.time_zone) + make_interval(mins => u.duration) ELSE e.ends_at END,
       series_id = coalesce($16, e.series_id)
     FROM unnest($1::int[], $17::date[], $18::time[], $19::int[]) AS u(id, day, start_time, duration), building b
     WHERE e.id = u.id AND b.id = e.building_id
     RETURNING e.id, ${LOCAL_TIMES_SQL('b.time_zone', 'e.')}`,
    [
      times.ids, c.name ?? null, c.eventType ?? null,
      given(c.venueId), c.venueId ?? null, given(c.teacherId), c.teacherId ?? null, given(c.studioId), c.studioId ?? null,
      given(c.capacity), c.capacity ?? null, given(c.picture), c.picture?.image ?? null, c.picture?.imageId ?? null,
      given(c.times), c.seriesId ?? null, times.dates, times.startTimes, times.durations,
    ],
  );
}

export async function cancelEvents(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query('UPDATE event SET cancelled = true, cancelled_at = now() WHERE id = ANY($1::int[]) AND NOT cancelled', [ids]);
}
