// A new app version to deploy mid-run (the service worker's update offered and accepted),
// made without a second `vite build`: a copy of a built dist/ whose sw.js gives index.html a new
// revision in its precache manifest. The worker is byte-different, so the browser installs it and
// the app offers the update; the new worker fetches index.html again under the new revision, and
// once it has taken over, its precache holds that revision: the tablet runs the new version.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_DIST_DIR } from '../../server/static/app-shell.ts';
import { precompressFile } from '../../scripts/precompress-plugin.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const INDEX_ENTRY = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/;

export interface AppVersion {
  dir: string;
  /** index.html's revision in the new worker's precache manifest. */
  indexRevision: string;
}

/** The build the test servers serve unless told otherwise (E2E_DIST_DIR, else dist/). */
export function builtDistDir(): string {
  return process.env.E2E_DIST_DIR ? resolve(REPO_ROOT, process.env.E2E_DIST_DIR) : DEFAULT_DIST_DIR;
}

/** Copies `fromDir` to a new temporary directory as app version `version`. */
export function makeAppVersion(fromDir: string, version: string): AppVersion {
  const dir = mkdtempSync(join(tmpdir(), 'hom-app-version-'));
  cpSync(fromDir, dir, { recursive: true });
  const swPath = join(dir, 'sw.js');
  const sw = readFileSync(swPath, 'utf8');
  const previous = INDEX_ENTRY.exec(sw)?.[1];
  if (previous === undefined) throw new Error(`${swPath} has no precache entry for index.html`);
  const indexRevision = createHash('md5').update(`${previous} ${version}`).digest('hex');
  writeFileSync(swPath, sw.replace(INDEX_ENTRY, `{"revision":"${indexRevision}","url":"index.html"}`));
  // The server sends the compressed copies when accepted: they must be the new worker too.
  precompressFile(swPath);
  return { dir, indexRevision };
}

/** In the page: index.html's revisions in the worker's precache (workbox keys it `index.html?__WB_REVISION__=…`). */
export const PRECACHED_INDEX_REVISIONS = `(async () => {
  const urls = [];
  for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
  return urls.flatMap((url) => { const u = new URL(url); return u.pathname === '/index.html' && u.searchParams.has('__WB_REVISION__') ? [u.searchParams.get('__WB_REVISION__')] : []; });
})()`;
