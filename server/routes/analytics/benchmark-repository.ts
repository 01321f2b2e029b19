import type { Queryable } from '../../db/database.ts';
import { localDaysRangeSql } from '../dashboard/event-figures-sql.ts';
import type { AnalyticsScope } from './analytics-scope.ts';
import { SCOPE_CTES, scopeParams } from './analytics-scope-sql.ts';
import { CLOSED_SQL, EVENT_FILTER_SQL } from './check-in-scope-sql.ts';
import type { Benchmark, BenchmarkBuilding, BenchmarkFigure } from './check-in-figures-schemas.ts';
import { change, percent, percentiles, ratio, wilsonInterval } from './figure-math.ts';

const WEEKS = 12;
const DAY_MS = 86_400_000;

const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The 12 complete Monday-to-Sunday weeks before asOf's week, and the 12 before those (calendar dates). */
export function benchmarkWeeks(asOf: string): Pick<Benchmark, 'from' | 'to' | 'previousFrom' | 'previousTo'> {
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

type Row = { buildingId: number; current: boolean } & WindowCounts;

const FIGURES = ['capture', 'capacity', 'attendedRsvpd', 'noShowRate', 'eventsPerWeek'] as const;
type FigureName = (typeof FIGURES)[number];

/** numerator and denominator of each figure; events per week has no interval. */
function parts(counts: WindowCounts | undefined): Record<FigureName, [number, number, boolean]> {
  const c = counts ?? { events: 0, rsvps: 0, attended: 0, capacityKnown: 0, rsvpsKnown: 0, closedGoing: 0, closedAttended: 0, attendingUsers: 0, users: 0 };
  return {
    capture: [c.attendingUsers, c.users, true],
    capacity: [c.rsvpsKnown, c.capacityKnown, true],
    attendedRsvpd: [c.attended, c.rsvps, true],
    noShowRate: [c.closedGoing - c.closedAttended, c.closedGoing, true],
    eventsPerWeek: [c.events, WEEKS, false],
  };
}

const valueOf = (name: FigureName, [numerator, denominator]: [number, number, boolean]) =>
  name === 'eventsPerWeek' ? ratio(numerator, denominator) : percent(numerator, denominator);

/**
 * The portfolio benchmark (metrics.md, "Portfolio benchmark"): per building in scope, Capture %,
 * Capacity %, attended of RSVPed, no-show rate and events per week over the 12 weeks, each with its
 * numerator, denominator, Wilson interval, percentile among the buildings and change from the 12
 * weeks before. asOf null: today in the zone of the first building in scope.
 */
export async function benchmark(db: Queryable, scope: AnalyticsScope, asOf: string | null): Promise<Benchmark> {
  const day = asOf ?? (await todayOfFirstBuilding(db, scope.buildingIds));
  const weeks = benchmarkWeeks(day);
  const params = [...scopeParams(scope), day, weeks.previousFrom, weeks.from, weeks.to];
  const [rows, names] = await Promise.all([
    db.query<Row>(
      `WITH ${SCOPE_CTES},
       events AS (
         SELECT b.id AS building_id, e.starts_at >= ${'(($9::date)::timestamp AT TIME ZONE b.time_zone)'} AS current,
                count(*)::int AS events, sum(e.rsvp_count)::int AS rsvps, sum(e.attended_count)::int AS attended,
                coalesce(sum(e.capacity) FILTER (WHERE e.capacity > 0), 0)::int AS capacity_known,
                coalesce(sum(e.rsvp_count) FILTER (WHERE e.capacity > 0), 0)::int AS rsvps_known,
                coalesce(sum(e.rsvp_count) FILTER (WHERE ${CLOSED_SQL}), 0)::int AS closed_going,
                coalesce(sum(e.attended_count) FILTER (WHERE ${CLOSED_SQL}), 0)::int AS closed_attended,
                array_agg(e.id) AS ids
         FROM building b JOIN event e ON e.building_id = b.id
         WHERE ${EVENT_FILTER_SQL} AND ${localDaysRangeSql('$8::date', '$10::date')}
         GROUP BY 1, 2
       ),
       members AS (
         SELECT m.building_id, su.id, su.joining_date FROM scope_users su
         JOIN membership m ON m.resident_id = su.id AND m.building_id = ANY($1::int[]) AND ($6::int IS NULL OR m.unit_id = $6::int)
       ),
       attending AS (
         SELECT ev.building_id, ev.current, count(DISTINCT r.resident_id)::int AS users
         FROM events ev CROSS JOIN LATERAL unnest(ev.ids) AS x(event_id)
         JOIN rsvp r ON r.event_id = x.event_id AND r.attended AND NOT r.cancelled
         JOIN members m ON m.building_id = ev.building_id AND m.id = r.resident_id
         GROUP BY 1, 2
       ),
       windows AS (SELECT b.id AS building_id, w.current FROM building b CROSS JOIN (VALUES (true), (false)) AS w(current) WHERE b.id = ANY($1::int[]))
       SELECT w.building_id AS "buildingId", w.current, coalesce(ev.events, 0) AS events, coalesce(ev.rsvps, 0) AS rsvps,
              coalesce(ev.attended, 0) AS attended, coalesce(ev.capacity_known, 0) AS "capacityKnown",
              coalesce(ev.rsvps_known, 0) AS "rsvpsKnown", coalesce(ev.closed_going, 0) AS "closedGoing",
              coalesce(ev.closed_attended, 0) AS "closedAttended", coalesce(a.users, 0) AS "attendingUsers",
              (SELECT count(*)::int FROM members m WHERE m.building_id = w.building_id
                 AND m.joining_date <= CASE WHEN w.current THEN $10::date ELSE $9::date - 1 END) AS users
       FROM windows w
       LEFT JOIN events ev ON ev.building_id = w.building_id AND ev.current = w.current
       LEFT JOIN attending a ON a.building_id = w.building_id AND a.current = w.current`,
      params,
    ),
    db.query<{ id: number; name: string }>('SELECT id, name FROM building WHERE id = ANY($1::int[]) ORDER BY name COLLATE "C", id', [
      scope.buildingIds,
    ]),
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
  const buildings: BenchmarkBuilding[] = names.map(({ id, name }, i) => ({ buildingId: id, name, ...figures[i]! }));
  return { ...weeks, buildings };
}

async function todayOfFirstBuilding(db: Queryable, buildingIds: number[]): Promise<string> {
  const [row] = await db.query<{ today: string }>(
    `SELECT to_char(now() AT TIME ZONE coalesce((SELECT time_zone FROM building WHERE id = ANY($1::int[]) ORDER BY id LIMIT 1), 'UTC'), 'YYYY-MM-DD') AS today`,
    [buildingIds],
  );
  return row!.today;
}
