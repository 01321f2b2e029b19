import type { Queryable } from '../db/database.ts';
import { isoSql } from '../db/iso-sql.ts';
import { CHECK_IN_WINDOW } from '../../src/contract/limits.ts';

export { CHECK_IN_WINDOW };

/** front-desk.md's no-show: a going RSVP not checked in, of an event that ended more than this many hours ago. */
export const NO_SHOW_AFTER_HOURS = 2 as const;

/** Whether event `e`'s check-in is open now (a cancelled event's never is), as SQL. */
export const CHECK_IN_OPEN_SQL = `(NOT e.cancelled AND now() >= e.starts_at - make_interval(mins => ${CHECK_IN_WINDOW.opensMinutesBefore})
  AND now() <= e.ends_at + make_interval(hours => ${CHECK_IN_WINDOW.closesHoursAfter}))`;

/**
 * How far ahead of the server's clock a tablet's tap may be and still be believed (two clocks never
 * agree to the second). A tap further ahead is not: the server's receipt time stands in for it.
 */
export const TAP_CLOCK_SKEW_SECONDS = 120;

/**
 * The moment a check-in happened, as SQL over the tap time parameter `$n` (timestamptz or NULL): the
 * tap's own time from the device (made offline, it is replayed later), never after now; the receipt
 * time when the tablet sent none, or one too far ahead. The lower bound is the check-in window: a tap
 * before it opened is refused as outside it, like any check-in at that moment.
 */
export function tapTimeSql(param: string): string {
  return `(CASE WHEN ${param}::timestamptz IS NULL OR ${param}::timestamptz > now() + make_interval(secs => ${TAP_CLOCK_SKEW_SECONDS})
                THEN now() ELSE least(${param}::timestamptz, now()) END)`;
}

/**
 * When the check-in window opens and closes, and from when the event's no-shows are known, as
 * instants: a roster kept on a tablet (the offline warm-up takes tomorrow's) tells by the clock.
 */
export async function checkInTimes(db: Queryable, eventId: number): Promise<{ checkInOpensAt: string; checkInClosesAt: string; noShowsFrom: string }> {
  const [row] = await db.query<{ checkInOpensAt: string; checkInClosesAt: string; noShowsFrom: string }>(
    `SELECT ${isoSql(`(e.starts_at - make_interval(mins => ${CHECK_IN_WINDOW.opensMinutesBefore}))`)} AS "checkInOpensAt",
            ${isoSql(`(e.ends_at + make_interval(hours => ${CHECK_IN_WINDOW.closesHoursAfter}))`)} AS "checkInClosesAt",
            ${isoSql(`(e.ends_at + make_interval(hours => ${NO_SHOW_AFTER_HOURS}))`)} AS "noShowsFrom"
     FROM event e WHERE e.id = $1`,
    [eventId],
  );
  if (!row) throw new Error(`event ${eventId} vanished`);
  return row;
}
