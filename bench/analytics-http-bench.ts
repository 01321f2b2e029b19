/**
 * The analytics calls' cost as a caller sees it (`npm run bench:analytics`): the median server time
 * of each call through app.inject (routing, auth, schema, SQL, serialisation) for the demo manager
 * (all buildings), by month and by quarter, on PostgreSQL with the demo data at --scale 20 and 100
 * (scratch databases created and dropped; generating and importing ×100 takes minutes). Beside each
 * figure: the ratio to the time the same call's SQL took (every query it ran, timed at the database
 * handle), so the overhead outside the database shows. Data is VACUUM ANALYZEd after the import.
 *
 *   node --import tsx bench/analytics-http-bench.ts [--runs 30] [--scales 20,100] [--engine postgres|pglite] [--keep-db NAME] [--calls TEXT]
 *
 * --keep-db NAME (PostgreSQL only) keeps the data between runs in a database NAME_x<scale> (e.g.
 * bench_analytics_x100): the first run creates and fills it, later runs only migrate it (a new
 * migration is applied to the kept data, its time printed) and skip the minutes of generating and
 * importing. Never dropped: `psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE bench_analytics_x100'`.
 * --calls TEXT times only the calls whose name contains TEXT (e.g. `--calls quarter`); several, comma-separated
 * (the check-in figures: `--calls no-show,retention,at-risk,benchmark`).
 *
 * Targets: every call under 50 ms at ×20 and under 100 ms at ×100; the check-in figures' calls
 * (no-show-rates, retention, at-risk, benchmark: asOf left out, so each building's today) under
 * 100 ms at ×20 and 300 ms at ×100. The app's JavaScript
 * for /client-dashboard is not measured here: the screen is built separately (bench:dashboard shows how).
 */
import { parseArgs } from 'node:util';
import type { Database } from '../server/db/database.ts';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { authHeader, buildTestApp, createTestApp, login, type TestApp } from '../tests/support/test-app.ts';
import { openKeptDatabase } from './kept-database.ts';

const DEFAULT_RUNS = 30;
const WARMUP_RUNS = 3;
const TARGET_MEDIAN_MS: Record<number, number> = { 20: 50, 100: 100 };
/** The calls of the figures that check-in data makes possible (docs/design/metrics.md). */
const CHECK_IN_TARGET_MEDIAN_MS: Record<number, number> = { 20: 100, 100: 300 };
const BASE = '/api/building-manager';

interface CallCase {
  name: string;
  path: string;
  body: object;
  /** Median targets by scale, when not TARGET_MEDIAN_MS. */
  targets?: Record<number, number>;
}

interface Timing {
  callMs: number;
  sqlMs: number;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function callCases(only = ''): CallCase[] {
  const now = new Date();
  const year = now.getFullYear();
  const month = { year, month: now.getMonth() + 1 };
  const quarter = { year, quarterly: Math.floor(now.getMonth() / 3) + 1 };
  const cases: CallCase[] = [
    { name: 'cluster-type', path: '/cluster-type/', body: {} },
    { name: 'companies', path: '/companies/', body: {} },
    { name: 'studios', path: '/studios/', body: {} },
  ];
  for (const [label, period] of [['month', month], ['quarter', quarter]] as const) {
    for (const call of ['user-analysis-numbers', 'user-analysis', 'capture-percentage', 'capture-growth', 'attended-rsvpd', 'schedule-analysis']) {
      cases.push({ name: `${call} (${label})`, path: `/${call}/`, body: period });
    }
    cases.push({ name: `weekday-analysis (${label})`, path: '/weekday-analysis/', body: { ...period, weekday: 3 } });
    for (const call of ['no-show-rates', 'retention']) {
      cases.push({ name: `${call} (${label})`, path: `/${call}/`, body: period, targets: CHECK_IN_TARGET_MEDIAN_MS });
    }
  }
  // Not of the period: the 120 days up to asOf, and the 24 weeks before its week.
  for (const call of ['at-risk', 'benchmark']) {
    cases.push({ name: call, path: `/${call}/`, body: {}, targets: CHECK_IN_TARGET_MEDIAN_MS });
  }
  const wanted = only.split(',');
  return cases.filter((call) => wanted.some((text) => call.name.includes(text)));
}

/** Sums the time spent in db.query while `work` runs (the handle the app was built with). */
function sqlTimer(db: Database): { measure<T>(work: () => Promise<T>): Promise<{ value: T; sqlMs: number }> } {
  let spent = 0;
  const original = db.query.bind(db);
  db.query = (async (sql: string, params?: unknown[]) => {
    const begun = performance.now();
    try {
      return await original(sql, params);
    } finally {
      spent += performance.now() - begun;
    }
  }) as Database['query'];
  return {
    async measure(work) {
      spent = 0;
      const value = await work();
      return { value, sqlMs: spent };
    },
  };
}

/** The app on a scratch database (dropped on close), or on the kept database `keepDb` (see the header). */
async function benchApp(keepDb: string | undefined): Promise<{ testApp: Pick<TestApp, 'app' | 'db' | 'close'>; filled: boolean }> {
  if (keepDb === undefined) return { testApp: await createTestApp(), filled: false };
  const { db, filled } = await openKeptDatabase(keepDb);
  const app = await buildTestApp(db);
  const close = async () => {
    await app.close();
    await db.close();
  };
  return { testApp: { app, db, close }, filled };
}

interface BenchOptions {
  engine: 'pglite' | 'postgres';
  runs: number;
  keepDb: string | undefined;
  only: string;
}

async function timeCalls(scale: number, { engine, runs, keepDb, only }: BenchOptions): Promise<Map<string, Timing>> {
  process.env.TEST_DB = engine;
  const { testApp, filled } = await benchApp(keepDb === undefined ? undefined : `${keepDb}_x${scale}`);
  try {
    const started = performance.now();
    if (!filled) await importDataset(testApp.db, generateDemoDataset({ scale }), { replace: true });
    // The steady state autovacuum reaches: statistics, and visibility maps for index-only scans.
    await testApp.db.query('VACUUM ANALYZE');
    const [counts] = await testApp.db.query<{ events: number; rsvps: number; users: number; buildings: number }>(
      `SELECT (SELECT count(*) FROM event)::int AS events, (SELECT count(*) FROM rsvp)::int AS rsvps,
              (SELECT count(*) FROM resident)::int AS users, (SELECT count(*) FROM building)::int AS buildings`,
    );
    console.error(
      `  ${engine} ×${scale}: ${JSON.stringify(counts)} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const token = await login(testApp.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const timer = sqlTimer(testApp.db);
    const results = new Map<string, Timing>();
    for (const call of callCases(only)) {
      const inject = () => testApp.app.inject({ method: 'POST', url: `${BASE}${call.path}`, headers: authHeader(token), payload: call.body });
      for (let i = 0; i < WARMUP_RUNS; i++) await inject();
      const callSamples: number[] = [];
      const sqlSamples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const begun = performance.now();
        const { value: response, sqlMs } = await timer.measure(inject);
        callSamples.push(performance.now() - begun);
        sqlSamples.push(sqlMs);
        if (response.statusCode !== 200) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
      }
      results.set(call.name, { callMs: median(callSamples), sqlMs: median(sqlSamples) });
    }
    return results;
  } finally {
    await testApp.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      scales: { type: 'string' },
      engine: { type: 'string' },
      'keep-db': { type: 'string' },
      calls: { type: 'string' },
    },
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  const scales = (values.scales ?? '20,100').split(',').map(Number);
  const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
  const keepDb = values['keep-db'];
  if (keepDb !== undefined && engine !== 'postgres') throw new Error('--keep-db needs --engine postgres');

  const only = values.calls ?? '';
  const columns: [number, Map<string, Timing>][] = [];
  for (const scale of scales) columns.push([scale, await timeCalls(scale, { engine, runs, keepDb, only })]);

  console.log(`\nMedian server time per call on ${engine} (app.inject, ${runs} runs after ${WARMUP_RUNS} warm-ups), ms; ×SQL = call / its SQL time`);
  console.log(`${'call'.padEnd(34)}${columns.map(([scale]) => `×${scale} ms`.padStart(12) + '×SQL'.padStart(7)).join('')}`);
  let slow = 0;
  for (const { name, targets } of callCases(only)) {
    const cells = columns.map(([scale, results]) => {
      const timing = results.get(name) ?? { callMs: NaN, sqlMs: NaN };
      const target = (targets ?? TARGET_MEDIAN_MS)[scale];
      const over = target !== undefined && timing.callMs > target;
      if (over) slow++;
      return `${timing.callMs.toFixed(1).padStart(11)}${over ? '!' : ' '}${(timing.callMs / timing.sqlMs).toFixed(2).padStart(7)}`;
    });
    console.log(`${name.padEnd(34)}${cells.join('')}`);
  }
  const targets = [TARGET_MEDIAN_MS, CHECK_IN_TARGET_MEDIAN_MS]
    .map((table) => scales.map((scale) => `${table[scale] ?? '—'} ms at ×${scale}`).join(', '))
    .join('; the check-in figures: ');
  console.log(slow === 0 ? `\nEvery call within its target (${targets}).` : `\n${slow} figure(s) over target (${targets}), marked !.`);
  if (slow > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
