// Runs once before the e2e project: the browser must exist and dist/ must match the sources, since
// the server under test serves the built app, not Vite's dev server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from '../support/e2e-browser.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The e2e tests need Debian's Chromium at ${CHROMIUM_PATH}, which is missing. ` +
        'Install it with `bash scripts/install-chromium.sh` (apt-get; never `npx playwright install`).',
    );
  }
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // vitest sets NODE_ENV=test, under which Vite would bundle React's development build.
  // E2E_DIST_DIR builds elsewhere than dist/ (so two e2e runs on one tree do not overwrite each other).
  const outDir = process.env.E2E_DIST_DIR;
  const build = spawnSync('npx', ['vite', 'build', ...(outDir ? ['--outDir', resolve(outDir), '--emptyOutDir'] : [])], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    throw new Error(
      `\`npx vite build\` failed (exit ${String(build.status)}), so the e2e tests cannot run:\n` +
        `${build.stdout}\n${build.stderr}`,
    );
  }
}
