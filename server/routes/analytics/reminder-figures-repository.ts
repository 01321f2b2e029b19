import type { Queryable } from '../../db/database.ts';
import type { FilterScope } from './analytics-scope.ts';
import { filterScopeParams } from './analytics-scope-sql.ts';
import { CLOSED_BEFORE_SQL, CLOSED_SQL, EVENT_FILTER_SQL } from './check-in-scope-sql.ts';
import type { ReminderFigures } from './reminder-figures-schemas.ts';
import { percent, wilsonInterval } from './figure-math.ts';

/** The figure looks back this far from asOf (or now): long enough to count, short enough to be now. */
export const REMINDER_FIGURE_WEEKS = 12;

/**
 * What reminders do (a manager's question): the no-show rate of going RSVPs that were reminded (a
 * reminder mail of theirs was sent) against those that were not, over the settled events in scope
 * of the last 12 weeks, each with its 95 % Wilson interval. Not an experiment: residents who turned
 * reminders off, and RSVPs made inside the offset, are among the not reminded, so the intervals say
 * how sure each rate is, not why they differ.
 */
export async function reminderFigures(db: Queryable, scope: FilterScope, asOf: string | null): Promise<ReminderFigures> {
  const rows = await db.query<{ reminded: boolean; going: number; noShows: number }>(
    `WITH sent AS (
       SELECT DISTINCT (j.payload ->> 'rsvpId')::int AS rsvp_id FROM mail_job j WHERE j.kind = 'reminder' AND j.state = 'sent'
     )
     SELECT (s.rsvp_id IS NOT NULL) AS reminded, count(*)::int AS going, count(*) FILTER (WHERE r.checked_in_at IS NULL)::int AS "noShows"
       FROM building b
       JOIN event e ON e.building_id = b.id
       JOIN rsvp r ON r.event_id = e.id AND r.status = 'going' AND NOT r.walk_in
       LEFT JOIN sent s ON s.rsvp_id = r.id
      WHERE ${EVENT_FILTER_SQL} AND ${CLOSED_SQL}
        AND e.starts_at >= ${CLOSED_BEFORE_SQL} - make_interval(days => $8)
        AND ($6::int IS NULL OR EXISTS (SELECT 1 FROM membership m WHERE m.resident_id = r.resident_id AND m.unit_id = $6::int))
        -- $2 and $3, a period's days, are null for a call without a period: named so each has a type.
        AND $2::date IS NULL AND $3::date IS NULL
      GROUP BY 1`,
    [...filterScopeParams(scope), asOf, REMINDER_FIGURE_WEEKS * 7],
  );
  const group = (reminded: boolean) => {
    const row = rows.find((each) => each.reminded === reminded);
    const going = row?.going ?? 0;
    const noShows = row?.noShows ?? 0;
    const interval = wilsonInterval(noShows, going);
    return { going, noShows, noShowRate: percent(noShows, going), low: interval?.low ?? null, high: interval?.high ?? null };
  };
  return { weeks: REMINDER_FIGURE_WEEKS, reminded: group(true), notReminded: group(false) };
}
