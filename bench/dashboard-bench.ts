/**
 * Times the dashboard queries on the configured database (DATABASE_URL, else the PGlite directory
 * DATA_DIR/pglite, as the server and `npm run import` find it).
 *
 *   node --import tsx bench/dashboard-bench.ts [--runs 30] [--load-demo SCALE]
 *
 * --load-demo replaces the database's data with the demo dataset at that scale first (target: every
 * call under 50 ms median at --load-demo 20 on PostgreSQL). Parameters are realistic: the demo
 * manager's buildings (or every building), today's month, the busiest recent day, the current year.
 */
import { parseArgs } from 'node:util';
import { openCliDatabase } from '../server/cli/cli-database.ts';
import type { Database } from '../server/db/database.ts';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { buildingDetails, listBuildings } from '../server/routes/buildings/buildings-repository.ts';
import {
  calendarMonth,
  dayEntries,
  heroChart,
  residentBuildingsInScope,
  topNumbers,
} from '../server/routes/dashboard/dashboard-repository.ts';

const DEFAULT_RUNS = 30;
const WARMUP_RUNS = 3;
const TARGET_MEDIAN_MS = 50;

interface BenchCase {
  name: string;
  run: () => Promise<unknown>;
}

function percentile(sortedMs: number[], fraction: number): number {
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)] ?? Number.NaN;
}

async function time(benchCase: BenchCase, runs: number): Promise<{ medianMs: number; p95Ms: number; rows: number }> {
  let rows = 0;
  for (let i = 0; i < WARMUP_RUNS; i++) await benchCase.run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = await benchCase.run();
    samples.push(performance.now() - started);
    rows = Array.isArray(result) ? result.length : 1;
  }
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), rows };
}

/** The demo manager's buildings, else every building. */
async function managerBuildings(db: Database): Promise<number[]> {
  const rows = await db.query<{ building_id: number }>(
    `SELECT ab.building_id FROM account_building ab JOIN account a ON a.id = ab.account_id
     WHERE lower(a.email) = lower($1) ORDER BY 1`,
    [DEMO_MANAGER.email],
  );
  if (rows.length > 0) return rows.map((r) => r.building_id);
  return (await db.query<{ id: number }>('SELECT id FROM building ORDER BY id')).map((r) => r.id);
}

/** The local day with the most events in the last 30 days, and the user with the most RSVPs. */
async function busyParameters(db: Database, buildingIds: number[]) {
  const [day] = await db.query<{ day: string }>(
    `SELECT to_char(e.starts_at AT TIME ZONE b.time_zone, 'YYYY-MM-DD') AS day
     FROM event e JOIN building b ON b.id = e.building_id
     WHERE e.building_id = ANY($1::int[]) AND NOT e.cancelled AND e.starts_at BETWEEN now() - interval '30 days' AND now()
     GROUP BY 1 ORDER BY count(*) DESC, 1 DESC LIMIT 1`,
    [buildingIds],
  );
  const [user] = await db.query<{ resident_id: number }>(
    `SELECT r.resident_id FROM rsvp r JOIN event e ON e.id = r.event_id
     WHERE e.building_id = ANY($1::int[]) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [buildingIds],
  );
  return { busyDay: day?.day ?? new Date().toISOString().slice(0, 10), residentId: user?.resident_id ?? 0 };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, 'load-demo': { type: 'string' } } });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
  const db = await openCliDatabase();
  try {
    if (values['load-demo'] !== undefined) {
      const scale = Number(values['load-demo']);
      const started = performance.now();
      await importDataset(db, generateDemoDataset({ scale }), { replace: true });
      console.log(`Loaded demo data at scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    // Fresh statistics, as autovacuum would have them on a server that has been running.
    await db.query('ANALYZE');
    const all = await managerBuildings(db);
    const one = all.slice(0, 1);
    const { busyDay, residentId } = await busyParameters(db, all);
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const year = now.getUTCFullYear();
    const userBuildings = await residentBuildingsInScope(db, residentId, all);
    const [counts] = await db.query<{ events: number; rsvps: number; users: number }>(
      'SELECT (SELECT count(*) FROM event) AS events, (SELECT count(*) FROM rsvp) AS rsvps, (SELECT count(*) FROM resident) AS users',
    );
    console.log(
      `${db.kind}: ${counts?.events} events, ${counts?.rsvps} RSVPs, ${counts?.users} users; ` +
        `scope ${all.length} buildings; busy day ${busyDay}; ${runs} runs each`,
    );

    const cases: BenchCase[] = [
      { name: 'calendar-events (all)', run: () => calendarMonth(db, all, today) },
      { name: 'calendar-events (one)', run: () => calendarMonth(db, one, today) },
      { name: 'calendar-event-details (all)', run: () => dayEntries(db, { buildingIds: all, date: busyDay }) },
      {
        name: 'user-event-details (userId)',
        run: () => dayEntries(db, { buildingIds: userBuildings, date: busyDay, residentId }),
      },
      { name: 'hero-chart 20 (all)', run: () => heroChart(db, { buildingIds: all, eventCount: 20, year, now }) },
      { name: 'hero-chart 10 (one)', run: () => heroChart(db, { buildingIds: one, eventCount: 10, year, now }) },
      { name: 'top-numbers (all)', run: () => topNumbers(db, all, now) },
      { name: 'top-numbers (one)', run: () => topNumbers(db, one, now) },
      { name: 'buildings (all)', run: () => listBuildings(db, all) },
      { name: 'building-details', run: () => buildingDetails(db, one[0] ?? 0) },
    ];
    console.log(`${'call'.padEnd(32)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'rows'.padStart(7)}`);
    let slow = 0;
    for (const benchCase of cases) {
      const { medianMs, p95Ms, rows } = await time(benchCase, runs);
      if (medianMs > TARGET_MEDIAN_MS) slow++;
      const flag = medianMs > TARGET_MEDIAN_MS ? `  over ${TARGET_MEDIAN_MS} ms` : '';
      console.log(`${benchCase.name.padEnd(32)}${medianMs.toFixed(1).padStart(11)}${p95Ms.toFixed(1).padStart(9)}${String(rows).padStart(7)}${flag}`);
    }
    if (slow > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
