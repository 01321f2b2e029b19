import type { Queryable } from '../db/database.ts';
import { addDays } from './series-dates.ts';

export interface NewSeries {
  buildingId: number;
  weekdays: readonly number[];
  startTime: string;
  durationMinutes: number;
  firstDate: string;
  untilDate: string | null;
  count: number | null;
  createdBy: number;
}

export async function insertSeries(tx: Queryable, series: NewSeries): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO event_series (building_id, weekdays, start_time, duration_minutes, first_date, until_date, occurrence_count, created_by)
     VALUES ($1, $2::smallint[], $3::time, $4, $5::date, $6::date, $7, $8) RETURNING id`,
    [series.buildingId, series.weekdays, series.startTime, series.durationMinutes, series.firstDate, series.untilDate, series.count, series.createdBy],
  );
  if (!row) throw new Error('event_series insert returned no row');
  return row.id;
}

/** Whether an occurrence of the series (cancelled or not) starts before `startsAt`. */
async function hasEarlier(tx: Queryable, seriesId: number, eventId: number): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM event e, event t WHERE t.id = $2 AND e.series_id = $1 AND e.starts_at < t.starts_at LIMIT 1',
    [seriesId, eventId],
  );
  return rows.length > 0;
}

/**
 * "This and following": the occurrences from `eventId` on become a series of their own (a copy of
 * the rule from that date, with the new times when they changed), and the old rule ends the day
 * before. From the first occurrence the series is the same one, changed in place. Answers the series
 * the following occurrences now belong to.
 */
export async function splitSeries(
  tx: Queryable,
  seriesId: number,
  from: { eventId: number; date: string },
  times: { startTime: string; durationMinutes: number } | null,
): Promise<number> {
  if (!(await hasEarlier(tx, seriesId, from.eventId))) {
    if (times) {
      await tx.query('UPDATE event_series SET start_time = $2::time, duration_minutes = $3 WHERE id = $1', [seriesId, times.startTime, times.durationMinutes]);
    }
    return seriesId;
  }
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO event_series (building_id, weekdays, start_time, duration_minutes, first_date, until_date, occurrence_count, created_by)
     SELECT s.building_id, s.weekdays, coalesce($3::time, s.start_time), coalesce($4, s.duration_minutes), $2::date,
            (SELECT max((e.starts_at AT TIME ZONE b.time_zone)::date) FROM event e JOIN building b ON b.id = e.building_id
             WHERE e.series_id = s.id AND e.starts_at >= (SELECT starts_at FROM event WHERE id = $5)),
            NULL, s.created_by
     FROM event_series s WHERE s.id = $1 RETURNING id`,
    [seriesId, from.date, times?.startTime ?? null, times?.durationMinutes ?? null, from.eventId],
  );
  if (!row) throw new Error(`series ${seriesId} vanished`);
  await tx.query(
    `UPDATE event SET series_id = $2 WHERE series_id = $1 AND starts_at >= (SELECT starts_at FROM event WHERE id = $3)`,
    [seriesId, row.id, from.eventId],
  );
  await endSeriesBefore(tx, seriesId, from.date);
  return row.id;
}

/** The rule of the series stops the day before `date` (the rest was cancelled or split off). */
export async function endSeriesBefore(tx: Queryable, seriesId: number, date: string): Promise<void> {
  await tx.query('UPDATE event_series SET until_date = $2::date, occurrence_count = NULL WHERE id = $1', [seriesId, addDays(date, -1)]);
}

/** Whether the event is the first occurrence of its series (nothing of it starts earlier). */
export async function isFirstOccurrence(tx: Queryable, seriesId: number, eventId: number): Promise<boolean> {
  return !(await hasEarlier(tx, seriesId, eventId));
}
