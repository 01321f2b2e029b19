// Runs once before the e2e project: the browser must exist and dist/ must match the sources, since
// the server under test serves the built app, not Vite's dev server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHROMIUM_PATH } from '../support/e2e-browser.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Root, or sudo without a password prompt: apt-get can run without asking anyone. */
function canInstallPackages(): boolean {
  if (process.getuid?.() === 0) return true;
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian's Chromium where this user may; otherwise stops at once saying what to run. */
function installChromium(): void {
  if (!canInstallPackages()) {
    throw new Error(
      `The e2e tests need Debian's Chromium at ${CHROMIUM_PATH}; install it with \`sudo bash scripts/install-chromium.sh\` and run the tests again.`,
    );
  }
  console.log(`[e2e] ${CHROMIUM_PATH} is missing: installing Debian's chromium package (scripts/install-chromium.sh)`);
  const install = spawnSync('bash', ['scripts/install-chromium.sh'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Installing Chromium failed (exit ${String(install.status)}); run \`bash scripts/install-chromium.sh\` to see why.`,
    );
  }
}

/** pdftoppm and pdftotext (Debian's poppler-utils): the analytics test reads the downloaded PDF. */
const PDFTOPPM_PATH = '/usr/bin/pdftoppm';

function installPoppler(): void {
  if (!canInstallPackages()) {
    throw new Error(
      `The e2e tests need Debian's poppler-utils at ${PDFTOPPM_PATH}; install it with \`sudo bash scripts/install-poppler.sh\` and run the tests again.`,
    );
  }
  console.log(`[e2e] ${PDFTOPPM_PATH} is missing: installing Debian's poppler-utils package (scripts/install-poppler.sh)`);
  const install = spawnSync('bash', ['scripts/install-poppler.sh'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(PDFTOPPM_PATH)) {
    throw new Error(`Installing poppler-utils failed (exit ${String(install.status)}); run \`bash scripts/install-poppler.sh\` to see why.`);
  }
}

export default function setup(): void {
  if (!existsSync(CHROMIUM_PATH)) installChromium();
  if (!existsSync(PDFTOPPM_PATH)) installPoppler();
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
