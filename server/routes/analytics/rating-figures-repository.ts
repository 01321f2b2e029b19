import type { Queryable } from '../../db/database.ts';
import { RATING_LIMITS } from '../../../src/contract/limits.ts';
import type { FilterScope } from './analytics-scope.ts';
import { EVENT_FILTER_SQL, localMidnightSql } from './check-in-scope-sql.ts';
import { localDaysRangeSql } from '../../figures/event-figures-sql.ts';
import { NO_SHOW_AFTER_HOURS } from '../../front-desk/check-in-window.ts';
import { percent, ratio, wilsonInterval } from './figure-math.ts';
import type { RatingFigures } from './rating-figures-schema.ts';

/**
 * The ratings figures (docs/design/metrics.md, "Ratings"), computed here once for the Analytics
 * page (a period: no-show-rates/) and for the Portfolio page (per building over the benchmark's
 * weeks): both read ratingCountsByBuilding and turn counts into figures with ratingFigures.
 */

/** One building's counts over some days. */
export interface RatingCounts {
  /** Ratings of the events that count for the response rate. */
  responded: number;
  /** Attendees (checked in) of those events. */
  attendees: number;
  /** Ratings of every event in scope, and their stars summed, for the mean. */
  ratings: number;
  stars: number;
}

export const NO_RATINGS: Readonly<RatingCounts> = { responded: 0, attendees: 0, ratings: 0, stars: 0 };

export function addRatingCounts(a: RatingCounts, b: RatingCounts): RatingCounts {
  return { responded: a.responded + b.responded, attendees: a.attendees + b.attendees, ratings: a.ratings + b.ratings, stars: a.stars + b.stars };
}

/** Response rate with its Wilson interval, and the mean stars (two decimals, half away from zero) with the count. */
export function ratingFigures(counts: RatingCounts): RatingFigures {
  const wilson = wilsonInterval(counts.responded, counts.attendees);
  return {
    responseRate: percent(counts.responded, counts.attendees),
    responded: counts.responded,
    attendees: counts.attendees,
    low: wilson?.low ?? null,
    high: wilson?.high ?? null,
    meanRating: ratio(counts.stars, counts.ratings),
    ratings: counts.ratings,
  };
}

/**
 * "Now" of building `b` for these figures: the end of asOf's day ($7) in its zone, or now without
 * asOf, as the no-show rate takes it (check-in-scope-sql.ts).
 */
const REFERENCE_SQL = `(CASE WHEN $7::date IS NULL THEN now() ELSE ${localMidnightSql('$7::date + 1')} END)`;

/**
 * Per building in scope, over events in scope starting on local days from..to: for the response
 * rate the settled events (ended more than NO_SHOW_AFTER_HOURS before now) that ended more than
 * 7 days ago (every rater has had their week) or already have a rating, their ratings over their
 * attendees; for the mean, every rating of the events in scope. Only attendees' ratings count (an
 * imported rating of a no-show is refused by the import anyway), so the rate is a proportion.
 */
export async function ratingCountsByBuilding(
  db: Queryable,
  scope: Pick<FilterScope, 'buildingIds' | 'eventType' | 'studioId'>,
  days: { from: string; to: string },
  asOf: string | null,
): Promise<Map<number, RatingCounts>> {
  const rows = await db.query<RatingCounts & { buildingId: number }>(
    `WITH events AS (
       SELECT e.building_id, e.attended_count, f.ratings, f.stars,
              e.ends_at < ${REFERENCE_SQL} - make_interval(hours => $6)
                AND (e.ends_at < ${REFERENCE_SQL} - make_interval(days => $8) OR f.ratings > 0) AS counted
       FROM building b JOIN event e ON e.building_id = b.id
       CROSS JOIN LATERAL (
         SELECT count(r.rating)::int AS ratings, coalesce(sum(r.rating), 0)::int AS stars
         FROM rsvp r WHERE r.event_id = e.id AND NOT r.cancelled AND r.attended
       ) f
       WHERE ${EVENT_FILTER_SQL} AND ${localDaysRangeSql('$2::date', '$3::date')}
     )
     SELECT building_id AS "buildingId",
            coalesce(sum(ratings) FILTER (WHERE counted), 0)::int AS responded,
            coalesce(sum(attended_count) FILTER (WHERE counted), 0)::int AS attendees,
            coalesce(sum(ratings), 0)::int AS ratings, coalesce(sum(stars), 0)::int AS stars
     FROM events GROUP BY building_id`,
    [scope.buildingIds, days.from, days.to, scope.eventType, scope.studioId, NO_SHOW_AFTER_HOURS, asOf, RATING_LIMITS.changeableDays],
  );
  return new Map(rows.map(({ buildingId, ...counts }) => [buildingId, counts]));
}

/** The figures of all buildings in scope together. */
export async function ratingFiguresOfScope(
  db: Queryable,
  scope: Pick<FilterScope, 'buildingIds' | 'eventType' | 'studioId'>,
  days: { from: string; to: string },
  asOf: string | null,
): Promise<RatingFigures> {
  const byBuilding = await ratingCountsByBuilding(db, scope, days, asOf);
  return ratingFigures([...byBuilding.values()].reduce(addRatingCounts, { ...NO_RATINGS }));
}
