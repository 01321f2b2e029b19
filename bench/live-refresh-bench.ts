/**
 * The spec's live refresh, as a person sees it: what one tablet does shows on the other within 2 s.
 * Two signed-in tablets of the demo manager on /my-task (the real server, demo data, loopback, the
 * service worker in control); a task is toggled through the API again and again, and the time from
 * the write's answer to the watching tablet's badge changing is taken for each, with the watching
 * tablet's CPU slowed (as a tablet's, 4x by default).
 *
 *   npm run bench:live -- [--changes 30] [--cpu-slowdown 4] [--skip-build]
 *
 * The page reports the moment itself (a MutationObserver on the row, performance.timeOrigin +
 * performance.now()), so the bench's own polling does not add to the figure. Prints each change's
 * time, then p50, p95 and the worst, and how many took longer than the promise.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { STORAGE_KEYS } from '../src/config/web-storage.ts';
import { TASK_STRINGS } from '../src/features/tasks/tasks-strings.ts';
import { launchBrowser, openPage, signIn, waitForServiceWorkerControl } from '../tests/support/e2e-browser.ts';
import { startServer } from '../tests/support/e2e-server.ts';
import { percentile } from './fanout/fanout-stats.ts';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const PROMISE_MS = 2_000;
/** A change not shown after this is counted as lost, and the run goes on. */
const GIVE_UP_MS = 15_000;
/** Between changes: the last one's refresh settled, as between two taps at a desk. */
const PAUSE_MS = 300;

function build(): void {
  // Production React, as users get it (the e2e global setup builds the same way).
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

const rowSelector = (id: number) => `[data-testid="task-row"][data-task-id="${id}"] .task-badge`;

/**
 * Resolves, in the page, with the epoch time at which the badge first reads `wanted`. A string, not a
 * function: tsx's transform adds helpers to named functions that the page does not have.
 */
function whenBadgeReads(page: Page, id: number, wanted: string): Promise<number> {
  return page.evaluate(`new Promise((done, fail) => {
    const selector = ${JSON.stringify(rowSelector(id))};
    const reads = () => document.querySelector(selector)?.textContent?.trim() === ${JSON.stringify(wanted)};
    const now = () => performance.timeOrigin + performance.now();
    if (reads()) return done(now());
    const observer = new MutationObserver(() => {
      if (!reads()) return;
      observer.disconnect();
      done(now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(() => { observer.disconnect(); fail(new Error('not shown')); }, ${GIVE_UP_MS});
  })`) as Promise<number>;
}

async function openTasks(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string): Promise<Page> {
  const { page } = await openPage(browser);
  await signIn(page, url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  await waitForServiceWorkerControl(page);
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/changes' && response.status() === 200);
  await page.goto(`${url}/my-task`);
  await streamOpen;
  await page.getByTestId('task-row').first().waitFor();
  return page;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { changes: { type: 'string' }, 'cpu-slowdown': { type: 'string' }, 'skip-build': { type: 'boolean' } } });
  const changes = Number(values.changes ?? 30);
  const slowdown = Number(values['cpu-slowdown'] ?? 4);
  if (!values['skip-build']) build();
  const [server, browser] = await Promise.all([startServer(), launchBrowser({ full: true })]);
  try {
    const watching = await openTasks(browser, server.url);
    const cdp = await watching.context().newCDPSession(watching);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // The tablet's own session makes the changes, as its other tab would.
    const stored = (await watching.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session.key)})`)) as string | null;
    const { token } = JSON.parse(stored ?? '{}') as { token: string };
    const id = Number(await watching.getByTestId('task-row').first().getAttribute('data-task-id'));
    let completed = (await watching.locator(rowSelector(id)).innerText()).trim() === TASK_STRINGS.completed;
    const times: number[] = [];
    let lost = 0;
    for (let change = 0; change < changes; change++) {
      completed = !completed;
      const shown = whenBadgeReads(watching, id, completed ? TASK_STRINGS.completed : TASK_STRINGS.pending);
      const answer = await fetch(`${server.url}/api/building-manager/tasks/`, {
        method: 'PUT',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id, is_completed: completed }),
      });
      const answeredAt = Date.now();
      if (answer.status !== 200) throw new Error(`the toggle was answered ${answer.status}`);
      try {
        const ms = Math.max(0, (await shown) - answeredAt);
        times.push(ms);
        console.log(`change ${change + 1}: shown ${ms.toFixed(0)} ms after the write's answer`);
      } catch {
        lost++;
        console.log(`change ${change + 1}: not shown within ${GIVE_UP_MS / 1000} s`);
      }
      await new Promise((done) => setTimeout(done, PAUSE_MS));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const over = times.filter((ms) => ms > PROMISE_MS).length;
    console.log(
      `\n${changes} changes, the watching tablet's CPU slowed ${slowdown}x: p50 ${percentile(sorted, 0.5).toFixed(0)} ms, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(0)} ms, worst ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms; ` +
        `over ${PROMISE_MS / 1000} s: ${over}; not shown: ${lost}`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
