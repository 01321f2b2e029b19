import type { Queryable } from '../../db/database.ts';
import { localDateSql, localTimeSql } from '../dashboard/event-figures-sql.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { CLOSED_SQL, eventsInDaysSql } from './check-in-scope-sql.ts';
import type { NoShowEvent, NoShowRates } from './check-in-figures-schemas.ts';
import { percent } from './figure-math.ts';

type EventRow = Omit<NoShowEvent, 'noShows' | 'noShowRate' | 'lateCancelRate'>;

/**
 * No-show rate, late-cancel rate, walk-ins and waitlist promotions (metrics.md, "Figures that
 * check-in data makes possible") over the events in scope, and per event by start. Every count is an
 * event's own, kept by triggers (migrations 002, 007, 013), so no RSVP is read. Like attended of
 * RSVPed, these are figures of events: a unit filter does not narrow them.
 */
export async function noShowRates(db: Queryable, scope: AnalyticsScope, asOf: string | null): Promise<NoShowRates> {
  const rows = await db.query<EventRow>(
    `WITH ${SCOPE_CTES}
     SELECT e.id AS "eventId", e.building_id AS "buildingId", e.name, ${localDateSql('e.starts_at')} AS date,
            ${localTimeSql('e.starts_at')} AS "startTime", ${CLOSED_SQL} AS closed,
            e.rsvp_count AS going, e.attended_count AS "checkedIn", e.cancelled_count AS cancelled,
            e.late_cancel_count AS "lateCancels", e.walk_in_count AS "walkIns", e.promoted_count AS "waitlistPromoted"
     FROM building b JOIN event e ON e.building_id = b.id
     WHERE ${eventsInDaysSql('$2::date', '$3::date')}
     ORDER BY e.starts_at, e.id`,
    [...scopeParams(scope), asOf],
  );
  const totals = { noShows: 0, goingClosed: 0, lateCancels: 0, goingAndCancelled: 0, walkIns: 0, waitlistPromoted: 0 };
  const events = rows.map((row): NoShowEvent => {
    const noShows = row.closed ? row.going - row.checkedIn : null;
    if (noShows !== null) {
      totals.noShows += noShows;
      totals.goingClosed += row.going;
    }
    totals.lateCancels += row.lateCancels;
    totals.goingAndCancelled += row.going + row.cancelled;
    totals.walkIns += row.walkIns;
    totals.waitlistPromoted += row.waitlistPromoted;
    return {
      ...row,
      noShows,
      noShowRate: noShows === null ? null : percent(noShows, row.going),
      lateCancelRate: percent(row.lateCancels, row.going + row.cancelled),
    };
  });
  return {
    noShowRate: percent(totals.noShows, totals.goingClosed),
    lateCancelRate: percent(totals.lateCancels, totals.goingAndCancelled),
    ...totals,
    events,
  };
}
