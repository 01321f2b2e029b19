// What the benchmarks share around the browser: the production build and the worker's control.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Builds dist/ with production React, as users get it (the e2e global setup builds the same way). */
export function buildApp(): void {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

const CONTROL_WAIT_MS = 20_000;

/** The worker active and controlling the page (its first visit may finish uncontrolled); no vitest here. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true) await page.reload();
  const deadline = Date.now() + CONTROL_WAIT_MS;
  while ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true) {
    if (Date.now() > deadline) throw new Error('the service worker never took control');
    await new Promise((done) => setTimeout(done, 100));
  }
}
