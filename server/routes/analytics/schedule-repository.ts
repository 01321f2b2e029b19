import type { Queryable } from '../../db/database.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { capacityPercentageSql, SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import type { DateRow, WeekdayRow } from './analytics-schemas.ts';

/**
 * Weekday schedule (metrics.md): seven rows, 1 = Sunday … 7 = Saturday in each building's zone;
 * specific = events in scope starting that weekday, cPercent = their Capacity %.
 */
export async function weekdaySchedule(db: Queryable, scope: AnalyticsScope): Promise<WeekdayRow[]> {
  return db.query<WeekdayRow>(
    `WITH ${SCOPE_CTES}
     SELECT w.weekday, count(se.id)::int AS specific, ${capacityPercentageSql()} AS "cPercent"
     FROM generate_series(1, 7) AS w(weekday)
     LEFT JOIN scope_events se ON se.local_weekday = w.weekday
     GROUP BY w.weekday
     ORDER BY w.weekday`,
    scopeParams(scope),
  );
}

/** Weekday per-date (metrics.md): each building-local date of the period on `weekday` with an event in scope. */
export async function weekdayDates(db: Queryable, scope: AnalyticsScope, weekday: number): Promise<DateRow[]> {
  return db.query<DateRow>(
    `WITH ${SCOPE_CTES}
     SELECT to_char(se.local_date, 'YYYY-MM-DD') AS date, count(*)::int AS specific,
            ${capacityPercentageSql()} AS "cPercent"
     FROM scope_events se
     WHERE se.local_weekday = $7::int
     GROUP BY se.local_date
     ORDER BY se.local_date`,
    [...scopeParams(scope), weekday],
  );
}
