/**
 * The dashboard's cost as a user and a caller see it (`npm run bench:dashboard`):
 *   (a) the JavaScript (gzip) a fresh, signed-in load of /dashboard downloads: dist/ is built, the
 *       real server started, and every JS response Chromium receives is gzipped with zlib and summed
 *       (service workers blocked, so only what the page itself asks for counts);
 *   (b) the median server time of each dashboard call through app.inject (routing, auth, schema,
 *       SQL, serialisation) on the demo data on PGlite and PostgreSQL, and at --scale 20 on
 *       PostgreSQL (a scratch database created and dropped; generation + import take ~30-60 s).
 *
 *   node --import tsx bench/dashboard-http-bench.ts [--runs 30] [--scale 20] [--skip-js] [--skip-build]
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { launchBrowser, signIn, trackNetworkQuiet } from '../tests/support/e2e-browser.ts';
import { startServer } from '../tests/support/e2e-server.ts';
import { authHeader, createTestApp, login, type TestApp } from '../tests/support/test-app.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_RUNS = 30;
const WARMUP_RUNS = 3;
const TARGET_MEDIAN_MS = 50;
const BASE = '/api/building-manager';

interface JsFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

async function dashboardJavaScript(skipBuild: boolean): Promise<JsFile[]> {
  if (!skipBuild) {
    const build = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const [server, browser] = await Promise.all([startServer(), launchBrowser({ full: true })]);
  try {
    // Sign in once to get a token, then load /dashboard in a fresh context holding only that token.
    const login = await browser.newContext({ serviceWorkers: 'block' });
    const loginPage = await login.newPage();
    await signIn(loginPage, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const stored = await loginPage.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('hom.session'));
    await login.close();

    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });
    await context.addInitScript((session) => {
      (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage.setItem('hom.session', session ?? '');
    }, stored);
    const page = await context.newPage();
    const network = trackNetworkQuiet(page);
    const pending: Promise<JsFile | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') && !url.pathname.endsWith('.mjs')) return;
      pending.push(
        response.body().then(
          (body) => ({ url: url.pathname, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await page.goto(`${server.url}/dashboard`);
    await page.locator('.dash-ec-entry, .dash-chart__message').first().waitFor({ timeout: 30_000 });
    await page.locator('.dash-tile__figure').first().waitFor();
    await network.wait();
    await context.close();
    return (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
  } finally {
    await browser.close();
    await server.stop();
  }
}

interface CallCase {
  name: string;
  path: string;
  body: unknown;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

async function callCases(testApp: TestApp, token: string): Promise<CallCase[]> {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const post = async <T>(path: string, body: unknown) =>
    (await testApp.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: authHeader(token), payload: body as object })).json() as T;
  // The busiest day of today's month and one of its events, as a popup would ask for them.
  const month = await post<{ id: number; date: string; isHoliday: boolean }[]>('/calendar-events/', { date: today });
  const perDay = new Map<string, number[]>();
  for (const entry of month) if (!entry.isHoliday) perDay.set(entry.date, [...(perDay.get(entry.date) ?? []), entry.id]);
  const [busyDay, busyIds] = [...perDay.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [today, [1]];
  const buildings = await post<{ id: number }[]>('/buildings/', {});
  const first = buildings[0]?.id ?? 1;
  return [
    { name: 'calendar-events (month)', path: '/calendar-events/', body: { date: today } },
    { name: 'calendar-event-details (day)', path: '/calendar-event-details/', body: { date: busyDay } },
    { name: 'calendar-event-details (eventId)', path: '/calendar-event-details/', body: { eventId: busyIds[0] } },
    { name: 'hero-chart (10)', path: '/hero-chart/', body: { event: 10, year: now.getFullYear() } },
    { name: 'hero-chart (20)', path: '/hero-chart/', body: { event: 20, year: now.getFullYear() } },
    { name: 'top-numbers', path: '/top-numbers/', body: {} },
    { name: 'top-numbers (one building)', path: '/top-numbers/', body: { buildingId: first } },
    { name: 'buildings', path: '/buildings/', body: {} },
    { name: 'building-details', path: '/building-details/', body: { id: first } },
  ];
}

async function timeCalls(engine: 'pglite' | 'postgres', scale: number, runs: number): Promise<Map<string, number>> {
  process.env.TEST_DB = engine;
  const testApp = await createTestApp();
  try {
    const started = performance.now();
    await importDataset(testApp.db, generateDemoDataset({ scale }), { replace: true });
    await testApp.db.query('ANALYZE');
    console.error(`  ${engine} scale ${scale}: data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const token = await login(testApp.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const results = new Map<string, number>();
    for (const call of await callCases(testApp, token)) {
      const inject = () => testApp.app.inject({ method: 'POST', url: `${BASE}${call.path}`, headers: authHeader(token), payload: call.body as object });
      for (let i = 0; i < WARMUP_RUNS; i++) await inject();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        const begun = performance.now();
        const response = await inject();
        samples.push(performance.now() - begun);
        if (response.statusCode !== 200) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
      }
      results.set(call.name, median(samples));
    }
    return results;
  } finally {
    await testApp.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, scale: { type: 'string' }, 'skip-js': { type: 'boolean' }, 'skip-build': { type: 'boolean' } },
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  const scale = Number(values.scale ?? 20);

  if (!values['skip-js']) {
    const files = await dashboardJavaScript(values['skip-build'] ?? false);
    const gzip = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const raw = files.reduce((sum, file) => sum + file.rawBytes, 0);
    console.log(`\n(a) JavaScript loaded for a fresh signed-in /dashboard: ${files.length} files`);
    for (const file of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${file.url.padEnd(48)}${(file.gzipBytes / 1024).toFixed(1).padStart(8)} kB gzip`);
    }
    console.log(`  ${'total'.padEnd(48)}${(gzip / 1024).toFixed(1).padStart(8)} kB gzip (${(raw / 1024).toFixed(1)} kB raw)`);
  }

  console.log(`\n(b) Median server time per call (app.inject, ${runs} runs after ${WARMUP_RUNS} warm-ups), ms`);
  const columns: [string, Map<string, number>][] = [
    ['PGlite demo', await timeCalls('pglite', 1, runs)],
    ['PostgreSQL demo', await timeCalls('postgres', 1, runs)],
    [`PostgreSQL x${scale}`, await timeCalls('postgres', scale, runs)],
  ];
  const names = [...(columns[0]?.[1].keys() ?? [])];
  console.log(`${'call'.padEnd(36)}${columns.map(([title]) => title.padStart(18)).join('')}`);
  let slow = 0;
  for (const name of names) {
    const cells = columns.map(([, results]) => results.get(name) ?? NaN);
    const last = cells[cells.length - 1] ?? NaN;
    if (last > TARGET_MEDIAN_MS) slow++;
    console.log(`${name.padEnd(36)}${cells.map((ms) => ms.toFixed(1).padStart(18)).join('')}${last > TARGET_MEDIAN_MS ? `  over ${TARGET_MEDIAN_MS} ms` : ''}`);
  }
  console.log(slow === 0 ? `\nEvery call under ${TARGET_MEDIAN_MS} ms median at scale ${scale}.` : `\n${slow} call(s) over ${TARGET_MEDIAN_MS} ms at scale ${scale}.`);
  if (slow > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
