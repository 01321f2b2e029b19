import type { Queryable } from '../../db/database.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { CLOSED_SQL, eventsInDaysSql } from './check-in-scope-sql.ts';
import type { NoShowEvent, NoShowRates } from './check-in-figures-schemas.ts';
import { percent } from './figure-math.ts';
import { ratingFiguresOfScope } from './rating-figures-repository.ts';

type EventRow = Omit<NoShowEvent, 'noShows' | 'noShowRate' | 'lateCancelRate'>;
type Totals = Pick<NoShowRates, 'noShows' | 'goingClosed' | 'lateCancels' | 'goingAndCancelled' | 'walkIns' | 'waitlistPromoted' | 'eventsTotal'>;

/** The per-event list holds the period's last events (by start) up to this many; the totals count all. */
const NO_SHOW_EVENTS_MAX = 200;

/**
 * No-show rate, late-cancel rate, walk-ins and waitlist promotions (metrics.md, "Figures that
 * check-in data makes possible") over the events in scope, and per event by start (the last
 * NO_SHOW_EVENTS_MAX). Every count is an event's own, kept by triggers (migrations 002, 007, 013), so
 * no RSVP is read; one pass over the period's events. Like attended of RSVPed, these are figures of
 * events: a unit filter does not narrow them.
 */
export async function noShowRates(db: Queryable, scope: AnalyticsScope, asOf: string | null): Promise<NoShowRates> {
  const ratings = ratingFiguresOfScope(db, scope, { from: scope.firstDay, to: scope.lastDay }, asOf);
  const rows = await db.query<Totals & { e: EventRow | null }>(
    `WITH ${SCOPE_CTES},
     events AS (
       SELECT e.id, e.building_id, e.name, e.starts_at, b.time_zone, ${CLOSED_SQL} AS closed, e.rsvp_count, e.attended_count,
              e.cancelled_count, e.late_cancel_count, e.walk_in_count, e.promoted_count
       FROM building b JOIN event e ON e.building_id = b.id
       WHERE ${eventsInDaysSql('$2::date', '$3::date')}
     ),
     totals AS (
       SELECT coalesce(sum(rsvp_count - attended_count) FILTER (WHERE closed), 0)::int AS "noShows",
              coalesce(sum(rsvp_count) FILTER (WHERE closed), 0)::int AS "goingClosed",
              coalesce(sum(late_cancel_count), 0)::int AS "lateCancels",
              coalesce(sum(rsvp_count + cancelled_count), 0)::int AS "goingAndCancelled",
              coalesce(sum(walk_in_count), 0)::int AS "walkIns", coalesce(sum(promoted_count), 0)::int AS "waitlistPromoted",
              count(*)::int AS "eventsTotal"
       FROM events
     ),
     last AS (SELECT * FROM events ORDER BY starts_at DESC, id DESC LIMIT ${NO_SHOW_EVENTS_MAX})
     SELECT t.*, CASE WHEN l.id IS NOT NULL THEN json_build_object(
              'eventId', l.id, 'buildingId', l.building_id, 'name', l.name,
              'date', to_char(l.starts_at AT TIME ZONE l.time_zone, 'YYYY-MM-DD'), 'startTime', to_char(l.starts_at AT TIME ZONE l.time_zone, 'HH24:MI'),
              'closed', l.closed, 'going', l.rsvp_count, 'checkedIn', l.attended_count, 'cancelled', l.cancelled_count,
              'lateCancels', l.late_cancel_count, 'walkIns', l.walk_in_count, 'waitlistPromoted', l.promoted_count) END AS e
     FROM totals t LEFT JOIN last l ON true
     ORDER BY l.starts_at, l.id`,
    [...scopeParams(scope), asOf],
  );
  const first = rows[0];
  if (!first) throw new Error('no-show-rates: no row');
  const { e: _e, ...totals } = first;
  const events = rows.flatMap(({ e }): NoShowEvent[] => {
    if (e === null) return [];
    const row = e;
    const noShows = row.closed ? row.going - row.checkedIn : null;
    return [{
      ...row,
      noShows,
      noShowRate: noShows === null ? null : percent(noShows, row.going),
      lateCancelRate: percent(row.lateCancels, row.going + row.cancelled),
    }];
  });
  return {
    noShowRate: percent(totals.noShows, totals.goingClosed),
    lateCancelRate: percent(totals.lateCancels, totals.goingAndCancelled),
    ...totals,
    events,
    ratings: await ratings,
  };
}
