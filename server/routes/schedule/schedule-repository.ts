import type { Queryable } from '../../db/database.ts';
import { CHECK_IN_OPEN_SQL } from '../../front-desk/check-in-window.ts';
import { MAIL_DAY_TIME_SQL, MAIL_RECIPIENT_SQL, type MailOccurrence, type MailRecipient } from '../../front-desk/event-mail.ts';
import type { EventSummary } from '../../front-desk/event-summary-schema.ts';
import { EVENT_SUMMARY_COLUMNS, EVENT_SUMMARY_FROM } from '../../front-desk/event-summary-sql.ts';

export interface ListedEvent extends EventSummary {
  checkInOpen: boolean;
}

/**
 * The events of the buildings whose start falls on `days` building-local days from `date` (each
 * building's today when null, with what started the day before and is still running), first to last.
 */
export async function listEventDays(
  db: Queryable,
  query: { buildingIds: readonly number[]; date: string | null; days: number; includeCancelled: boolean },
): Promise<ListedEvent[]> {
  // NOT e.cancelled written as such, so the partial index event_building_start serves the usual list.
  const cancelled = query.includeCancelled ? '' : 'AND NOT e.cancelled';
  return db.query<ListedEvent>(
    `WITH day AS (SELECT b.id, b.time_zone, coalesce($2::date, (now() AT TIME ZONE b.time_zone)::date) AS first
                  FROM building b WHERE b.id = ANY($1::int[]))
     SELECT ${EVENT_SUMMARY_COLUMNS}, ${CHECK_IN_OPEN_SQL} AS "checkInOpen"
     FROM day JOIN ${EVENT_SUMMARY_FROM} ON e.building_id = day.id
     WHERE e.starts_at < ((day.first + $3::int)::timestamp AT TIME ZONE day.time_zone) ${cancelled}
       -- From today, also what is still running from the day before (a party past midnight is open
       -- for check-in at 00:05, and the kiosk lists it): one more day of starts, the index's range.
       AND e.starts_at >= CASE WHEN $2::date IS NULL THEN least(day.first::timestamp AT TIME ZONE day.time_zone, now() - interval '1 day')
                               ELSE day.first::timestamp AT TIME ZONE day.time_zone END
       AND (e.starts_at >= (day.first::timestamp AT TIME ZONE day.time_zone) OR e.ends_at > now())
     ORDER BY e.starts_at, e.id`,
    [query.buildingIds, query.date, query.days],
  );
}

export type CancelledRsvp = MailRecipient & MailOccurrence;

/** The residents going or waitlisted at the events, one row per (resident, event), by resident then start. */
export async function goingOrWaiting(db: Queryable, eventIds: readonly number[]): Promise<CancelledRsvp[]> {
  return db.query<CancelledRsvp>(
    `SELECT ${MAIL_RECIPIENT_SQL}, e.building_id AS "buildingId",
            e.name AS "eventName", b.name AS "buildingName", ${MAIL_DAY_TIME_SQL}
     FROM rsvp r JOIN event e ON e.id = r.event_id JOIN building b ON b.id = e.building_id JOIN resident p ON p.id = r.resident_id
     WHERE r.event_id = ANY($1::int[]) AND r.status IN ('going', 'waitlisted')
     ORDER BY p.id, e.starts_at`,
    [eventIds],
  );
}
