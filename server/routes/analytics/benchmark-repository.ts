import type { Queryable } from '../../db/database.ts';
import { localDaysRangeSql } from '../../figures/event-figures-sql.ts';
import type { FilterScope } from './analytics-scope.ts';
import { filterScopeParams, SCOPE_CTES } from './analytics-scope-sql.ts';
import { CLOSED_BEFORE_SQL, EVENT_FILTER_SQL, localMidnightSql } from './check-in-scope-sql.ts';
import type { Benchmark, BenchmarkBuilding, BenchmarkFigure } from './check-in-figures-schemas.ts';
import { change, percent, percentiles, ratio, wilsonInterval } from './figure-math.ts';
import { NO_RATINGS, ratingCountsByBuilding, ratingFigures } from './rating-figures-repository.ts';

const WEEKS = 12;
const DAY_MS = 86_400_000;

const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The 12 complete Monday-to-Sunday weeks before asOf's week, and the 12 before those (calendar dates). */
function benchmarkWeeks(asOf: string): Pick<Benchmark, 'from' | 'to' | 'previousFrom' | 'previousTo'> {
  const weekday = new Date(`${asOf}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(asOf, -((weekday + 6) % 7));
  const from = addDays(monday, -7 * WEEKS);
  return { from, to: addDays(monday, -1), previousFrom: addDays(from, -7 * WEEKS), previousTo: addDays(from, -1) };
}

/** One building's counts over one window. */
interface WindowCounts {
  events: number;
  rsvps: number;
  attended: number;
  capacityKnown: number;
  rsvpsKnown: number;
  closedGoing: number;
  closedAttended: number;
  attendingUsers: number;
  users: number;
}

/** The instant the current window begins in building `b`'s zone. */
const WINDOW_START_SQL = localMidnightSql('$9::date');

type Row = { buildingId: number; current: boolean } & WindowCounts;

const FIGURES = ['capture', 'capacity', 'attendedRsvpd', 'noShowRate', 'eventsPerWeek'] as const;
type FigureName = (typeof FIGURES)[number];

/** numerator and denominator of each figure; events per week has no interval. */
function parts(counts: WindowCounts | undefined): Record<FigureName, [number, number, boolean]> {
  const c = counts ?? { events: 0, rsvps: 0, attended: 0, capacityKnown: 0, rsvpsKnown: 0, closedGoing: 0, closedAttended: 0, attendingUsers: 0, users: 0 };
  return {
    capture: [c.attendingUsers, c.users, true],
    capacity: [c.rsvpsKnown, c.capacityKnown, true],
    // Over the settled events, as the no-show rate: the two add up to 100.
    attendedRsvpd: [c.closedAttended, c.closedGoing, true],
    noShowRate: [c.closedGoing - c.closedAttended, c.closedGoing, true],
    eventsPerWeek: [c.events, WEEKS, false],
  };
}

const valueOf = (name: FigureName, [numerator, denominator]: [number, number, boolean]) =>
  name === 'eventsPerWeek' ? ratio(numerator, denominator) : percent(numerator, denominator);

/**
 * attending: per building, the users of the building (members) who attended events in scope there in
 * each window (current: the 12 weeks from $9; previous: the 12 before). Without a studio filter from
 * attendance_week (migration 019: the windows are whole Monday-to-Sunday weeks); the rollup knows no
 * studios, so a studio filter reads the windows' attended RSVPs.
 */
function attendingCte(scope: FilterScope): string {
  if (scope.studioId === null) {
    return `attending AS (
         SELECT a.building_id, count(*) FILTER (WHERE a.current)::int AS current, count(*) FILTER (WHERE a.previous)::int AS previous
         FROM (
           SELECT w.building_id, w.resident_id, bool_or(w.week_start >= $9::date) AS current, bool_or(w.week_start < $9::date) AS previous
           FROM attendance_week w
           WHERE w.building_id = ANY($1::int[]) AND w.week_start BETWEEN $8::date AND $10::date AND w.events > 0
             AND ($4::text IS NULL OR w.event_type = $4::text)
           GROUP BY 1, 2
         ) a
         JOIN members m ON m.building_id = a.building_id AND m.id = a.resident_id
         GROUP BY 1
       )`;
  }
  return `attending AS (
         SELECT b.id AS building_id, count(DISTINCT r.resident_id) FILTER (WHERE e.starts_at >= w.current_at)::int AS current,
                count(DISTINCT r.resident_id) FILTER (WHERE e.starts_at < w.current_at)::int AS previous
         FROM building b JOIN event e ON e.building_id = b.id JOIN bounds w ON w.id = b.id
         JOIN rsvp r ON r.event_id = e.id AND r.attended AND NOT r.cancelled
         JOIN members m ON m.building_id = b.id AND m.id = r.resident_id
         WHERE ${EVENT_FILTER_SQL} AND ${localDaysRangeSql('$8::date', '$10::date')}
         GROUP BY 1
       )`;
}

/**
 * The portfolio benchmark (metrics.md, "Portfolio benchmark"): per building in scope, Capture %,
 * Capacity %, attended of RSVPed, no-show rate and events per week over the 12 weeks, each with its
 * numerator, denominator, Wilson interval, percentile among the buildings and change from the 12
 * weeks before; and each building's ratings over the 12 weeks (rating-figures-repository.ts). asOf
 * null: today in the zone of the first building in scope.
 */
export async function benchmark(db: Queryable, scope: FilterScope, asOf: string | null): Promise<Benchmark> {
  const day = asOf ?? (await todayOfFirstBuilding(db, scope.buildingIds));
  const weeks = benchmarkWeeks(day);
  const params = [...filterScopeParams(scope), day, weeks.previousFrom, weeks.from, weeks.to];
  const [rows, names, ratings] = await Promise.all([
    db.query<Row>(
      `WITH ${SCOPE_CTES},
       -- Each building's instants once (not once per event): where the current window begins, and the
       -- end before which an event is closed for no-shows.
       bounds AS MATERIALIZED (
         SELECT b.id, ${WINDOW_START_SQL} AS current_at, ${CLOSED_BEFORE_SQL} AS closed_before
         FROM building b WHERE b.id = ANY($1::int[])
       ),
       events AS (
         SELECT w.id AS building_id, e.starts_at >= w.current_at AS current,
                count(*)::int AS events, sum(e.rsvp_count)::int AS rsvps, sum(e.attended_count)::int AS attended,
                coalesce(sum(e.capacity) FILTER (WHERE e.capacity > 0), 0)::int AS capacity_known,
                coalesce(sum(e.rsvp_count) FILTER (WHERE e.capacity > 0), 0)::int AS rsvps_known,
                coalesce(sum(e.rsvp_count) FILTER (WHERE e.ends_at < w.closed_before), 0)::int AS closed_going,
                coalesce(sum(e.attended_count) FILTER (WHERE e.ends_at < w.closed_before), 0)::int AS closed_attended
         FROM building b JOIN event e ON e.building_id = b.id JOIN bounds w ON w.id = b.id
         WHERE ${EVENT_FILTER_SQL} AND ${localDaysRangeSql('$8::date', '$10::date')}
         GROUP BY 1, 2
       ),
       -- The members of each building in scope (of the unit when filtered): users in scope, each with each building of theirs in scope.
       members AS (
         SELECT m.building_id, u.id, u.joining_date FROM membership m JOIN resident u ON u.id = m.resident_id
         WHERE m.building_id = ANY($1::int[]) AND ($6::int IS NULL OR m.unit_id = $6::int)
       ),
${attendingCte(scope)},
       member_counts AS (
         SELECT building_id, count(*) FILTER (WHERE joining_date <= $10::date)::int AS current,
                count(*) FILTER (WHERE joining_date <= $9::date - 1)::int AS previous
         FROM members GROUP BY 1
       ),
       windows AS (SELECT b.id AS building_id, w.current FROM building b CROSS JOIN (VALUES (true), (false)) AS w(current) WHERE b.id = ANY($1::int[]))
       SELECT w.building_id AS "buildingId", w.current, coalesce(ev.events, 0) AS events, coalesce(ev.rsvps, 0) AS rsvps,
              coalesce(ev.attended, 0) AS attended, coalesce(ev.capacity_known, 0) AS "capacityKnown",
              coalesce(ev.rsvps_known, 0) AS "rsvpsKnown", coalesce(ev.closed_going, 0) AS "closedGoing",
              coalesce(ev.closed_attended, 0) AS "closedAttended", coalesce(CASE WHEN w.current THEN a.current ELSE a.previous END, 0) AS "attendingUsers",
              coalesce(CASE WHEN w.current THEN mc.current ELSE mc.previous END, 0) AS users
       FROM windows w
       LEFT JOIN events ev ON ev.building_id = w.building_id AND ev.current = w.current
       LEFT JOIN attending a ON a.building_id = w.building_id
       LEFT JOIN member_counts mc ON mc.building_id = w.building_id`,
      params,
    ),
    db.query<{ id: number; name: string }>('SELECT id, name FROM building WHERE id = ANY($1::int[]) ORDER BY name COLLATE "C", id', [
      scope.buildingIds,
    ]),
    ratingCountsByBuilding(db, scope, { from: weeks.from, to: weeks.to }, day),
  ]);
  const counts = (buildingId: number, current: boolean) => rows.find((row) => row.buildingId === buildingId && row.current === current);
  const figures = names.map(({ id }) => {
    const now = parts(counts(id, true));
    const before = parts(counts(id, false));
    return Object.fromEntries(
      FIGURES.map((name) => {
        const [numerator, denominator, interval] = now[name];
        const value = valueOf(name, now[name]);
        const previous = valueOf(name, before[name]);
        const wilson = interval ? wilsonInterval(numerator, denominator) : null;
        const figure: BenchmarkFigure = {
          value, numerator, denominator, low: wilson?.low ?? null, high: wilson?.high ?? null, percentile: null, previous, change: change(value, previous),
        };
        return [name, figure];
      }),
    ) as Record<FigureName, BenchmarkFigure>;
  });
  for (const name of FIGURES) {
    const ranks = percentiles(figures.map((building) => building[name].value), name === 'noShowRate');
    figures.forEach((building, i) => (building[name].percentile = ranks[i] ?? null));
  }
  const buildings: BenchmarkBuilding[] = names.map(({ id, name }, i) => ({
    buildingId: id,
    name,
    ...figures[i]!,
    ratings: ratingFigures(ratings.get(id) ?? NO_RATINGS),
  }));
  return { ...weeks, buildings };
}

async function todayOfFirstBuilding(db: Queryable, buildingIds: number[]): Promise<string> {
  const [row] = await db.query<{ today: string }>(
    `SELECT to_char(now() AT TIME ZONE coalesce((SELECT time_zone FROM building WHERE id = ANY($1::int[]) ORDER BY id LIMIT 1), 'UTC'), 'YYYY-MM-DD') AS today`,
    [buildingIds],
  );
  return row!.today;
}
