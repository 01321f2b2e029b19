import { localDaysRangeSql } from '../../figures/event-figures-sql.ts';
import { NO_SHOW_AFTER_HOURS } from '../../front-desk/check-in-window.ts';

/**
 * SQL shared by the check-in figures. Their queries start `WITH ${SCOPE_CTES}` (parameters $1-$6 of
 * scopeParams(), so every parameter has a type even when a query reads few of them) and take asOf
 * as $7: a building-local date, or NULL for each building's own today.
 */

/** asOf in building `b`'s zone: the date given, or that building's today. */
export const AS_OF_SQL = 'coalesce($7::date, (now() AT TIME ZONE b.time_zone)::date)';

/** The instant local day `day` (a SQL date expression) begins in building `b`'s zone. */
export const localMidnightSql = (day: string): string => `((${day})::timestamp AT TIME ZONE b.time_zone)`;

/** Events `e` of building `b` in scope, apart from the days: buildings $1, type $4, studio $5, not cancelled. */
export const EVENT_FILTER_SQL = `b.id = ANY($1::int[]) AND NOT e.cancelled
  AND ($4::text IS NULL OR e.event_type = $4::text) AND ($5::int IS NULL OR e.studio_id = $5::int)`;

/** Events in scope starting on local days fromDay..toDay (SQL date expressions). */
export const eventsInDaysSql = (fromDay: string, toDay: string): string => `${EVENT_FILTER_SQL} AND ${localDaysRangeSql(fromDay, toDay)}`;

/**
 * An event of building `b` is settled (closed for no-shows, counted by attended of RSVPed) when it
 * ended before this instant: NO_SHOW_AFTER_HOURS (2) before the end of asOf's day, or before now when
 * no asOf is given (front-desk.md, "No-show"; metrics.md, attended of RSVPed). Not the end of today:
 * an event later today has no attendance yet, and would read as all no-shows.
 */
export const CLOSED_BEFORE_SQL = `(CASE WHEN $7::date IS NULL THEN now() ELSE ${localMidnightSql('$7::date + 1')} END - make_interval(hours => ${NO_SHOW_AFTER_HOURS}))`;

/** Whether an event `e` of building `b` is settled (CLOSED_BEFORE_SQL). */
export const CLOSED_SQL = `e.ends_at < ${CLOSED_BEFORE_SQL}`;
