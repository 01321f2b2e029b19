// Runs once before the e2e project: the browser must exist and dist/ must match the sources, since
// the server under test serves the built app, not Vite's dev server. Meanwhile (the build is one
// process, the seeding another) a server seeds a data directory once, which every e2e file's server
// then copies (tests/support/e2e-server.ts) instead of seeding its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../support/e2e-browser.ts';
import { SEEDED_DATA_DIR_ENV, seedDataDir } from '../support/e2e-server.ts';
import { SERVER_BUNDLE_ENV, bundleServer } from '../support/server-bundle.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Root, or sudo without a password prompt: apt-get can run without asking anyone. */
function canInstallPackages(): boolean {
  if (process.getuid?.() === 0) return true;
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/** The tests' headless shell, and the full browser the installability check asks. */
const BROWSER_PATHS = [HEADLESS_SHELL_PATH, CHROMIUM_PATH];

/** Installs Debian's Chromium where this user may; otherwise stops at once saying what to run. */
function installChromium(): void {
  if (!canInstallPackages()) {
    throw new Error(
      `The e2e tests need Debian's Chromium at ${BROWSER_PATHS.join(' and ')}; install it with \`sudo bash scripts/install-chromium.sh\` and run the tests again.`,
    );
  }
  console.log(`[e2e] ${BROWSER_PATHS.filter((path) => !existsSync(path)).join(', ')} missing: installing Debian's Chromium (scripts/install-chromium.sh)`);
  const install = spawnSync('bash', ['scripts/install-chromium.sh'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (install.status !== 0 || !BROWSER_PATHS.every((path) => existsSync(path))) {
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

/** `npx vite build` into dist/ (or E2E_DIST_DIR); rejects with its output when it fails. */
function buildApp(): Promise<void> {
  // vitest sets NODE_ENV=test, under which Vite would bundle React's development build.
  // E2E_DIST_DIR builds elsewhere than dist/ (so two e2e runs on one tree do not overwrite each other).
  const outDir = process.env.E2E_DIST_DIR;
  const build = spawn('npx', ['vite', 'build', ...(outDir ? ['--outDir', resolve(outDir), '--emptyOutDir'] : [])], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((done, fail) => {
    build.once('error', fail);
    build.once('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`\`npx vite build\` failed (exit ${String(code)}), so the e2e tests cannot run:\n${output}`));
    });
  });
}

export default async function setup(): Promise<() => void> {
  if (!BROWSER_PATHS.every((path) => existsSync(path))) installChromium();
  if (!existsSync(PDFTOPPM_PATH)) installPoppler();
  // Before the seeding: the seeding server is the bundle too.
  const bundle = await bundleServer();
  const seeded = mkdtempSync(join(tmpdir(), 'hom-e2e-seeded-'));
  const removeAll = (): void => {
    rmSync(seeded, { recursive: true, force: true });
    bundle.remove();
  };
  // Read by startServer (here and in the test files' workers, which inherit this process's environment).
  process.env[SERVER_BUNDLE_ENV] = bundle.entry;
  try {
    await Promise.all([process.env.E2E_SKIP_BUILD === '1' ? undefined : buildApp(), seedDataDir(seeded)]);
  } catch (error) {
    removeAll();
    throw error;
  }
  process.env[SEEDED_DATA_DIR_ENV] = seeded;
  return removeAll;
}
