/**
 * Repeat-visit paint times of /my-task with the service worker installed:
 * from navigation start to the bare shell (sidebar and top bar) and to the cached task list (first
 * task row), measured inside the page, online and offline, in the same browser profile.
 *
 *   npm run bench:offline -- [--runs 15] [--skip-build]
 *
 * Times are page-side: a MutationObserver installed before any app script sees the element arrive
 * (performance.now(), which counts from the navigation's timeOrigin), and the next animation frame
 * after that is taken as its paint. The server is the real one (tests/support/e2e-server.ts), on
 * loopback, with the demo data.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { launchBrowser, openPage, signIn } from '../tests/support/e2e-browser.ts';
import { startServer } from '../tests/support/e2e-server.ts';

const DEFAULT_RUNS = 15;
const WARMUP_RUNS = 2;
const PAINT_WAIT_MS = 15_000;
const POLL_MS = 20;
const REPO_ROOT = resolve(import.meta.dirname, '..');
const SHELL_SELECTOR = 'nav.sidebar, header.top-bar';
const TASK_ROW_SELECTOR = '[data-testid="task-row"]';
// The /my-task page itself, before its list: tells a slow page chunk from a slow list.

interface PaintMarks {
  shellInsertedMs?: number;
  shellPaintedMs?: number;
  tasksInsertedMs?: number;
  tasksPaintedMs?: number;
  pagePaintedMs?: number;
}

interface Sample {
  shellMs: number;
  pageMs: number;
  tasksMs: number;
}

// Runs in the page at document start, before the app's scripts.
const PAINT_RECORDER = `(() => {
  const marks = {};
  globalThis.__offlinePaint = marks;
  const watch = [
    ['shell', ${JSON.stringify(SHELL_SELECTOR)}],
    ['tasks', ${JSON.stringify(TASK_ROW_SELECTOR)}],
    ['page', '.task-page'],
  ];
  const check = () => {
    for (const [name, selector] of watch) {
      if (marks[name + 'InsertedMs'] !== undefined || !document.querySelector(selector)) continue;
      marks[name + 'InsertedMs'] = performance.now();
      requestAnimationFrame(() => { marks[name + 'PaintedMs'] = performance.now(); });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})()`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function visit(page: Page, url: string): Promise<Sample> {
  await page.goto(url, { waitUntil: 'commit' });
  await waitInPage(page, 'globalThis.__offlinePaint?.shellPaintedMs !== undefined && globalThis.__offlinePaint?.tasksPaintedMs !== undefined');
  const marks = (await page.evaluate('globalThis.__offlinePaint')) as PaintMarks;
  return {
    shellMs: marks.shellPaintedMs ?? Number.NaN,
    pageMs: marks.pagePaintedMs ?? Number.NaN,
    tasksMs: marks.tasksPaintedMs ?? Number.NaN,
  };
}

/** Polls an expression in the page (waitForFunction's string form is refused by the app's CSP). */
async function waitInPage(page: Page, expression: string): Promise<void> {
  const deadline = Date.now() + PAINT_WAIT_MS;
  while ((await page.evaluate(expression)) !== true) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

/** The worker active and controlling the page (its first visit may finish uncontrolled). */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true) await page.reload();
  await waitInPage(page, 'navigator.serviceWorker.controller !== null');
}

function build(): void {
  // Production React, as users get it (the e2e global setup builds the same way).
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, 'skip-build': { type: 'boolean' } } });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!values['skip-build']) build();

  const [server, browser] = await Promise.all([startServer(), launchBrowser({ full: true })]);
  try {
    const { context, page } = await openPage(browser);
    await context.addInitScript(PAINT_RECORDER);
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    const taskPage = `${server.url}/my-task`;
    // First visit: the worker stores the task list; every later visit is a repeat visit.
    await visit(page, taskPage);

    const results: Array<{ mode: string; shell: number; page: number; tasks: number }> = [];
    for (const mode of ['online', 'offline'] as const) {
      await context.setOffline(mode === 'offline');
      for (let i = 0; i < WARMUP_RUNS; i++) await visit(page, taskPage);
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await visit(page, taskPage));
      results.push({
        mode,
        shell: median(samples.map((sample) => sample.shellMs)),
        page: median(samples.map((sample) => sample.pageMs)),
        tasks: median(samples.map((sample) => sample.tasksMs)),
      });
    }
    await context.setOffline(false);

    console.log(`repeat visits of /my-task with the service worker installed, ${runs} runs each (median, ms from navigation start):`);
    for (const { mode, shell, page: taskPageMs, tasks } of results) {
      console.log(
        `  ${mode.padEnd(7)} shell painted ${shell.toFixed(1)}  task page ${taskPageMs.toFixed(1)}  cached task list painted ${tasks.toFixed(1)}  ` +
          `ratio ${(tasks / shell).toFixed(2)}  (+${(tasks - shell).toFixed(1)} ms after the shell)`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
