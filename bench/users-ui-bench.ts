/**
 * The /user-dashboard page as a manager sees it at demo --scale 20 (12,000 users) on PostgreSQL, in
 * Chromium against the real server (`npm run bench:users`):
 * - the first list paint after choosing the page (a click on the Users link, from /dashboard);
 * - a search keystroke to the updated list (including the list's 300 ms typing pause);
 * - the CSV of all 12,000 users: fetched in pages of 5,000 and built in the browser.
 * Median of --runs (default 7) after a warm-up. A scratch PostgreSQL database (TEST_POSTGRES_URL or
 * 127.0.0.1:5432) is created, filled and dropped; the app is built first unless --skip-build.
 *
 *   node --import tsx bench/users-ui-bench.ts [--runs 7] [--scale 20] [--skip-build]
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { launchBrowser, openPage, signIn } from '../tests/support/e2e-browser.ts';
import { startServer } from '../tests/support/e2e-server.ts';
import { TEST_POSTGRES_ADMIN_URL } from '../tests/support/test-database.ts';

const DEFAULT_RUNS = 7;
const REPO_ROOT = resolve(import.meta.dirname, '..');
const WAIT_MS = 60_000;
const SETTLE_MS = 2_000;
const LIST_ITEM = '.users-list__item';
const COUNT = '[data-testid="users-count"]';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

function build(): void {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

async function scratchDatabase(scale: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hom_bench_users_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrate(db);
    await importDataset(db, generateDemoDataset({ scale }), { replace: true });
    await db.query('ANALYZE');
  } finally {
    await db.close();
  }
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Watches (page clock) for `selector` in the DOM, with a text other than `changedFrom` and not
 * loading when that is given; paintTime reads the time of the frame painted after it.
 */
async function armPaintWatch(page: Page, selector: string, changedFrom: string | null = null): Promise<void> {
  await page.evaluate(
    ({ selector: watched, before }) => {
      const g = globalThis as unknown as {
        __paint?: number;
        __started?: number;
        document: { querySelector(s: string): { textContent: string | null } | null; documentElement: unknown };
        MutationObserver: new (cb: () => void) => { observe(n: unknown, o: object): void; disconnect(): void };
        requestAnimationFrame(cb: () => void): void;
        performance: { now(): number };
      };
      g.__paint = undefined;
      g.__started = g.performance.now();
      const observer = new g.MutationObserver(() => {
        const found = g.document.querySelector(watched);
        if (!found || (before !== null && (found.textContent === before || /Loading/.test(found.textContent ?? '')))) return;
        observer.disconnect();
        g.requestAnimationFrame(() => {
          g.__paint = g.performance.now() - (g.__started ?? 0);
        });
      });
      observer.observe(g.document.documentElement, { childList: true, subtree: true, characterData: true });
    },
    { selector, before: changedFrom },
  );
}

async function paintTime(page: Page): Promise<number> {
  await page.waitForFunction(() => (globalThis as unknown as { __paint?: number }).__paint !== undefined, undefined, { timeout: WAIT_MS });
  return (await page.evaluate(() => (globalThis as unknown as { __paint: number }).__paint)) as number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, scale: { type: 'string' }, 'skip-build': { type: 'boolean' } } });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  const scale = Number(values.scale ?? 20);
  if (!values['skip-build']) build();
  const started = performance.now();
  const database = await scratchDatabase(scale);
  console.error(`  PostgreSQL scale ${scale}: data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServer({ env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' } });
  const browser = await launchBrowser({ full: true });
  try {
    const { page } = await openPage(browser);
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);

    const firstPaint: number[] = [];
    for (let run = 0; run <= runs; run++) {
      await page.goto(`${server.url}/dashboard`);
      await page.locator('nav a[aria-label="Users"]').waitFor();
      // The manager looks at the dashboard a moment before choosing Users (the app loads ahead then).
      await page.waitForTimeout(SETTLE_MS);
      await armPaintWatch(page, LIST_ITEM);
      await page.locator('nav a[aria-label="Users"]').click();
      const ms = await paintTime(page);
      if (run > 0) firstPaint.push(ms);
    }
    const count = await page.locator(COUNT).innerText();

    const keystroke: number[] = [];
    const search = page.getByRole('searchbox');
    for (let run = 0; run <= runs; run++) {
      await search.fill('j');
      await page.waitForFunction((sel) => !/Loading/.test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector(sel)?.textContent ?? 'Loading'), COUNT);
      await page.waitForTimeout(400);
      // The count changes from the "j" list's to the "jo" list's (the rows may start alike).
      const before = await page.locator(COUNT).innerText();
      await armPaintWatch(page, COUNT, before);
      await search.press('o');
      const ms = await paintTime(page);
      if (run > 0) keystroke.push(ms);
      await search.fill('');
      await page.waitForTimeout(400);
    }

    const csv: number[] = [];
    await page.waitForFunction((sel) => !/Loading/.test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document.querySelector(sel)?.textContent ?? 'Loading'), COUNT);
    const csvRuns = Math.max(1, Math.ceil(runs / 2));
    for (let run = 0; run <= csvRuns; run++) {
      const begun = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const ms = performance.now() - begun;
      await download.delete();
      if (run > 0) csv.push(ms);
    }

    console.log(`\n/user-dashboard in Chromium (PostgreSQL, scale ${scale}: ${count}), median of ${runs} after a warm-up`);
    console.log(`  first list paint after choosing the page   ${median(firstPaint).toFixed(0).padStart(6)} ms`);
    console.log(`  search keystroke ("j" → "jo") to new list  ${median(keystroke).toFixed(0).padStart(6)} ms (300 ms of it the typing pause)`);
    console.log(`  CSV of the whole list (fetch + build)      ${median(csv).toFixed(0).padStart(6)} ms (median of ${csvRuns})`);
  } finally {
    await browser.close();
    await server.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
