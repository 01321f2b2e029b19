// The e2e run's server as one file: server/main.ts bundled once (esbuild, the packages left to
// node_modules) and started with plain node. Through tsx each of the run's ~35 server starts
// compiled and resolved ~300 modules through a loader thread, about 3 s of CPU each; the bundle
// is the same code, loaded at once. `npm start` and the benches still run the sources through tsx.
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** Set by the e2e global setup: the bundle every startServer() runs (unset: the sources through tsx). */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';
/**
 * Inside server/, one folder below it as server/main.ts's own modules are, so the paths the server
 * finds from its own file (the built app at ../../dist/, the migrations at ../db/migrations/) are
 * the same from the bundle.
 */
const BUNDLE_PARENT = join(REPO_ROOT, 'server');
const BUNDLE_FOLDER_PREFIX = '.e2e-bundle-';

/** Bundles the server into a new folder and returns the entry file and how to remove it. */
export async function bundleServer(): Promise<{ entry: string; remove(): void }> {
  const folder = mkdtempSync(join(BUNDLE_PARENT, BUNDLE_FOLDER_PREFIX));
  const entry = join(folder, 'main.js');
  try {
    await build({
      entryPoints: [join(REPO_ROOT, 'server/main.ts')],
      outfile: entry,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // A failing test shows the server's stack in the sources' lines (node --enable-source-maps).
      sourcemap: true,
      logLevel: 'warning',
    });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return { entry, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
