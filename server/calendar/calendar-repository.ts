import type { Queryable } from '../db/database.ts';
import {
  CAPACITY_PERCENTAGE_SQL,
  EVENT_FIGURES_LATERAL,
  MEAN_RATING_SQL,
  RSVPD_AND_ATTENDED_SQL,
  localDateSql,
  localDaysRangeSql,
  localTimeSql,
} from '../figures/event-figures-sql.ts';
import { NO_SHOW_AFTER_HOURS } from '../front-desk/check-in-window.ts';

/** A holiday as the calendar and the event popup show it. */
export interface HolidayEntry {
  id: number;
  name: string;
  date: string;
  image: string | null;
  description: string;
  isHoliday: true;
}

export interface CalendarEventEntry {
  id: number;
  name: string;
  date: string;
  time: string;
  endTime: string;
  rsvps: number;
  image: string | null;
  isHoliday: false;
  buildingId: number;
  buildingName: string;
  /** The building's IANA zone, which `time`, `endTime` and `date` are local to. */
  timeZone: string;
}

export interface DayEventEntry {
  id: number;
  name: string;
  image: string | null;
  teacher: { firstName: string; lastName: string } | null;
  buildingName: string;
  venue: { name: string } | null;
  time: string;
  endTime: string;
  capacityPercentage: number | null;
  rsvpdAndAttended: number | null;
  injuriesReported: number;
  userRatings: number | null;
  countOfRatings: number;
  teacherComment: string | null;
  isHoliday: false;
  start: string;
  date: string;
  /** The building's IANA zone, which `time`, `endTime` and `date` are local to. */
  timeZone: string;
  /** Going RSVPs not checked in, once the event ended more than 2 h ago (front-desk.md); null before. */
  noShows: NoShow[] | null;
}

export interface NoShow {
  userId: number;
  firstName: string;
  lastName: string;
}

export type CalendarEntry = CalendarEventEntry | HolidayEntry;
export type DayEntry = DayEventEntry | HolidayEntry;

/**
 * Holidays on local days `fromDay`..`toDay` (SQL date expressions) that apply to at least one of
 * the buildings in `$1`, shaped like the event rows of the same UNION (`extraNulls` pads the columns).
 */
function holidaysSql(fromDay: string, toDay: string, extraNulls: string): string {
  return `
    SELECT h.id, h.name, to_char(h.day, 'YYYY-MM-DD') AS date, NULL::text AS time, h.image,
           true AS is_holiday, coalesce(h.description, '') AS description, ${extraNulls}
    FROM holiday h
    WHERE h.day BETWEEN ${fromDay} AND ${toDay}
      AND cardinality($1::int[]) > 0
      AND (h.all_buildings OR EXISTS (
        SELECT 1 FROM holiday_building hb WHERE hb.holiday_id = h.id AND hb.building_id = ANY($1::int[])))`;
}

function toHoliday(row: { id: number; name: string; date: string; image: string | null; description: string | null }): HolidayEntry {
  return { id: row.id, name: row.name, date: row.date, image: row.image, description: row.description ?? '', isHoliday: true };
}

/** One row of a calendar query as the app reads it (an event or a holiday). */
export function toCalendarEntry(row: CalendarRow): CalendarEntry {
  if (row.is_holiday) return toHoliday(row);
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    time: row.time ?? '',
    endTime: row.end_time ?? '',
    rsvps: row.rsvps ?? 0,
    image: row.image,
    isHoliday: false,
    buildingId: row.building_id ?? 0,
    buildingName: row.building_name ?? '',
    timeZone: row.time_zone ?? '',
  };
}

/** A month-grid row as both calendars select it (dashboard and a user's calendar). */
export interface CalendarRow {
  id: number;
  name: string;
  date: string;
  time: string | null;
  image: string | null;
  is_holiday: boolean;
  description: string | null;
  end_time: string | null;
  rsvps: number | null;
  building_id: number | null;
  building_name: string | null;
  time_zone: string | null;
}

/**
 * Events (not cancelled) and holidays of the month grid around `date`: the six weeks from the Sunday
 * on or before the 1st of its month (the calendar always shows six, so the month's grid keeps its height), in local
 * dates of each building. Ordered by date; a day's holidays first, then its events by local time. `rsvps` is the
 * trigger-kept event.rsvp_count (non-cancelled RSVPs; migration 002), so a month of many buildings
 * reads no RSVP rows.
 */
export async function calendarMonth(db: Queryable, buildingIds: number[], date: string): Promise<CalendarEntry[]> {
  const rows = await db.query<CalendarRow>(
    `WITH month AS (
       SELECT date_trunc('month', $2::date)::date AS first_day,
              (date_trunc('month', $2::date) + interval '1 month')::date - 1 AS last_day
     ), grid AS (
       SELECT first_day - extract(dow FROM first_day)::int AS from_day,
              first_day - extract(dow FROM first_day)::int + 41 AS to_day
       FROM month
     )
     SELECT * FROM (
       SELECT e.id, e.name, ${localDateSql('e.starts_at')} AS date, ${localTimeSql('e.starts_at')} AS time, e.image,
              false AS is_holiday, NULL::text AS description,
              ${localTimeSql('e.ends_at')} AS end_time, e.rsvp_count AS rsvps, b.id AS building_id, b.name AS building_name,
              b.time_zone
       FROM building b
       JOIN event e ON e.building_id = b.id AND NOT e.cancelled
         AND ${localDaysRangeSql('(SELECT from_day FROM grid)', '(SELECT to_day FROM grid)')}
       WHERE b.id = ANY($1::int[])
       UNION ALL
       ${holidaysSql('(SELECT from_day FROM grid)', '(SELECT to_day FROM grid)', 'NULL::text, NULL::int, NULL::int, NULL::text, NULL::text')}
     ) entries
     -- 'YYYY-MM-DD' and 'HH:mm' sort right byte by byte; the database's language-aware collation took
     -- a third of the query's time on a month of 2,400 events.
     ORDER BY date COLLATE "C", is_holiday DESC, time COLLATE "C", id`,
    [buildingIds, date],
  );
  return rows.map(toCalendarEntry);
}

interface DayRow {
  id: number;
  name: string;
  date: string;
  time: string | null;
  image: string | null;
  is_holiday: boolean;
  description: string | null;
  end_time: string | null;
  start: string | null;
  building_name: string | null;
  time_zone: string | null;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
  venue_name: string | null;
  capacity_percentage: number | null;
  rsvpd_and_attended: number | null;
  injuries: number | null;
  user_ratings: number | null;
  ratings: number | null;
  teacher_comment: string | null;
  no_shows: NoShow[] | null;
}

/** An event's no-shows are known once it ended more than NO_SHOW_AFTER_HOURS (2) ago (front-desk.md). */
const NO_SHOW_CLOSED = `e.ends_at < now() - make_interval(hours => ${NO_SHOW_AFTER_HOURS})`;

export interface DayQuery {
  buildingIds: number[];
  /** Local 'YYYY-MM-DD'. */
  date: string;
  /** Only events this resident holds a (non-cancelled) RSVP to. */
  residentId?: number;
}

/**
 * Every event (not cancelled) and holiday of one local day, with the event-level figures of
 * metrics.md. Holidays first, then events by local start time.
 */
export async function dayEntries(db: Queryable, query: DayQuery): Promise<DayEntry[]> {
  const rows = await db.query<DayRow>(
    `SELECT e.id, e.name, ${localDateSql('e.starts_at')} AS date, ${localTimeSql('e.starts_at')} AS time, e.image,
            false AS is_holiday, NULL::text AS description,
            ${localTimeSql('e.ends_at')} AS end_time,
            to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS start,
            b.name AS building_name, b.time_zone, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name,
            v.name AS venue_name,
            ${CAPACITY_PERCENTAGE_SQL} AS capacity_percentage,
            -- An event still to come has no attendance yet: blank (a dash), not 0%, which would read as nobody came.
            CASE WHEN e.starts_at <= now() THEN ${RSVPD_AND_ATTENDED_SQL} END AS rsvpd_and_attended,
            f.injuries, ${MEAN_RATING_SQL} AS user_ratings, f.ratings, e.teacher_comment,
            CASE WHEN ${NO_SHOW_CLOSED} THEN coalesce(ns.list, '[]'::json) END AS no_shows
     FROM building b
     JOIN event e ON e.building_id = b.id AND NOT e.cancelled AND ${localDaysRangeSql('$2::date', '$2::date')}
     LEFT JOIN teacher t ON t.id = e.teacher_id
     LEFT JOIN venue v ON v.id = e.venue_id
     ${EVENT_FIGURES_LATERAL}
     LEFT JOIN LATERAL (
       SELECT json_agg(json_build_object('userId', p.id, 'firstName', p.first_name, 'lastName', p.last_name)
                       ORDER BY lower(p.last_name), lower(p.first_name), p.id) AS list
       FROM rsvp r JOIN resident p ON p.id = r.resident_id
       WHERE r.event_id = e.id AND NOT r.cancelled AND NOT r.attended
     ) ns ON ${NO_SHOW_CLOSED}
     WHERE b.id = ANY($1::int[])
       AND ($3::int IS NULL OR EXISTS (
         SELECT 1 FROM rsvp mine WHERE mine.event_id = e.id AND mine.resident_id = $3 AND NOT mine.cancelled))
     UNION ALL
     ${holidaysSql(
       '$2::date',
       '$2::date',
       'NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::float8, NULL::float8, ' +
         'NULL::int, NULL::float8, NULL::int, NULL::text, NULL::json',
     )}
     ORDER BY is_holiday DESC, time, start, id`,
    [query.buildingIds, query.date, query.residentId ?? null],
  );
  return rows.map((row): DayEntry => {
    if (row.is_holiday) return toHoliday(row);
    return {
      id: row.id,
      name: row.name,
      image: row.image,
      teacher:
        row.teacher_first_name === null ? null : { firstName: row.teacher_first_name, lastName: row.teacher_last_name ?? '' },
      buildingName: row.building_name ?? '',
      venue: row.venue_name === null ? null : { name: row.venue_name },
      time: row.time ?? '',
      endTime: row.end_time ?? '',
      capacityPercentage: row.capacity_percentage,
      rsvpdAndAttended: row.rsvpd_and_attended,
      injuriesReported: row.injuries ?? 0,
      userRatings: row.user_ratings,
      countOfRatings: row.ratings ?? 0,
      teacherComment: row.teacher_comment,
      isHoliday: false,
      start: row.start ?? '',
      date: row.date,
      timeZone: row.time_zone ?? '',
      noShows: row.no_shows,
    };
  });
}
