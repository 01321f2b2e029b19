import type { Queryable } from '../../db/database.ts';
import { LATE_CANCEL_HOURS, RESIDENT_EVENTS_WEEKS_AHEAD, RESIDENT_PAST_EVENTS_DAYS } from '../../../src/contract/limits.ts';
import { MY_RSVP_JOIN, RESIDENT_EVENT_COLUMNS, RESIDENT_EVENT_FROM } from '../../residents/resident-event-sql.ts';
import type { PastResidentEvent, ResidentEvent } from './resident-events-schemas.ts';

/** What a row carries beyond the answer's fields: position is kept only while waitlisted. */
function withoutNullPosition<T extends { position: number | null }>(row: T): T {
  if (row.position !== null) return row;
  const { position: _unused, ...rest } = row;
  return rest as T;
}

/**
 * The events of the resident's buildings, not cancelled, not over, starting before 8 weeks from now,
 * within the building-local days from..to when given (a bound outside the window is the window's):
 * one query. `NOT e.cancelled` written as such so the partial index event_building_start serves it.
 */
export async function listResidentEvents(
  db: Queryable,
  query: { residentId: number; buildingIds: readonly number[]; from: string | null; to: string | null },
): Promise<ResidentEvent[]> {
  const rows = await db.query<ResidentEvent & { position: number | null }>(
    `SELECT ${RESIDENT_EVENT_COLUMNS}
     FROM ${RESIDENT_EVENT_FROM} ${MY_RSVP_JOIN}
     WHERE e.building_id = ANY($2::int[]) AND NOT e.cancelled
       AND e.ends_at > now() AND e.starts_at < now() + make_interval(days => $5)
       AND ($3::date IS NULL OR e.starts_at >= ($3::date::timestamp AT TIME ZONE b.time_zone))
       AND ($4::date IS NULL OR e.starts_at < (($4::date + 1)::timestamp AT TIME ZONE b.time_zone))
     ORDER BY e.starts_at, e.id`,
    [query.residentId, query.buildingIds, query.from, query.to, RESIDENT_EVENTS_WEEKS_AHEAD * 7],
  );
  return rows.map(withoutNullPosition);
}

/** The resident's coming places and waitlist places (events of their buildings, not cancelled, not over), soonest first. */
export async function upcomingOwnEvents(db: Queryable, residentId: number, buildingIds: readonly number[]): Promise<ResidentEvent[]> {
  const rows = await db.query<ResidentEvent & { position: number | null }>(
    `SELECT ${RESIDENT_EVENT_COLUMNS}
     FROM ${RESIDENT_EVENT_FROM} ${MY_RSVP_JOIN}
     WHERE my.id IS NOT NULL AND e.building_id = ANY($2::int[]) AND NOT e.cancelled AND e.ends_at > now()
     ORDER BY e.starts_at, e.id`,
    [residentId, buildingIds],
  );
  return rows.map(withoutNullPosition);
}

/**
 * The events of the last 90 days the resident had an RSVP to that they did not cancel, newest
 * first: attended (checked in) or not, and whether they rated it. No place or waitlist is open
 * any more, so myStatus is the RSVP's last status.
 */
export async function pastOwnEvents(db: Queryable, residentId: number, buildingIds: readonly number[]): Promise<PastResidentEvent[]> {
  const rows = await db.query<PastResidentEvent & { position: number | null }>(
    `SELECT ${RESIDENT_EVENT_COLUMNS}, r.checked_in_at IS NOT NULL AS attended, r.rating IS NOT NULL AS rated
     FROM ${RESIDENT_EVENT_FROM}
     JOIN rsvp r ON r.event_id = e.id AND r.resident_id = $1 AND r.status <> 'cancelled'
     LEFT JOIN LATERAL (SELECT r.id, r.status, r.joined_at) my ON true
     WHERE e.building_id = ANY($2::int[]) AND NOT e.cancelled
       AND e.ends_at <= now() AND e.starts_at > now() - make_interval(days => $3)
     ORDER BY e.starts_at DESC, e.id DESC`,
    [residentId, buildingIds, RESIDENT_PAST_EVENTS_DAYS],
  );
  return rows.map(withoutNullPosition);
}

/** Whether the resident's cancel of their RSVP (made now, or earlier) came less than LATE_CANCEL_HOURS before the start. */
export async function wasLateCancel(db: Queryable, eventId: number, residentId: number): Promise<boolean> {
  const [row] = await db.query<{ late: boolean }>(
    `SELECT coalesce(r.cancelled_at, now()) > e.starts_at - make_interval(hours => $3) AS late
     FROM rsvp r JOIN event e ON e.id = r.event_id WHERE r.event_id = $1 AND r.resident_id = $2`,
    [eventId, residentId, LATE_CANCEL_HOURS],
  );
  return row?.late ?? false;
}
