// What the benchmarks share around the browser: the production build and the worker's control.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Builds dist/ with production React, as users get it (the e2e global setup builds the same way). */
export function buildApp(): void {
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The worker active and controlling the page; shared with the e2e tests that need it outside a test. */
export { waitForServiceWorkerControl } from '../../tests/support/e2e-browser.ts';
