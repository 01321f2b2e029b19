/**
 * The residents' app (`npm run bench:residents`): what a resident's first visit of /r/events
 * downloads, and the server time of the residents' events/ and rsvp/ calls.
 *
 * - First visit: the JavaScript of the built r/index.html's module graph (its entry script, its
 *   modulepreloads, and every chunk they import statically; dynamic imports are left out, as the
 *   browser only fetches them when asked), in gzip bytes (the precompressed .gz the server sends, else
 *   gzip -9 of the file). Target: at most 70 kB.
 * - Server: the median time of POST /api/residents/events/ and rsvp/ (with its cancel-rsvp/, so each
 *   run finds the place free) through app.inject on the demo data at --scale 20, for a resident of
 *   the demo's first building. A call that does not exist yet (404) prints "n/a".
 *
 *   node --import tsx bench/residents-bench.ts [--use-dist] [--runs 15] [--scale 20] [--engine postgres|pglite]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { signResidentToken } from '../server/residents/resident-session.ts';
import { authHeader, createTestApp } from '../tests/support/test-app.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const RESIDENTS_HTML = join(DIST, 'r', 'index.html');
const TARGET_JS_GZIP_BYTES = 70 * 1024;
const DEFAULT_RUNS = 15;
const WARMUP_RUNS = 2;

/** Gzip bytes of a built file as the server sends it (its .gz twin when the build wrote one). */
function gzipBytes(path: string): number {
  return existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The static imports of a built chunk: `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
function staticImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g)) found.add(match[1]!);
  for (const match of source.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g)) found.add(match[1]!);
  return [...found];
}

/** Every JS file a first visit of the residents' page downloads, from its HTML and static imports. */
function firstVisitScripts(html: string): string[] {
  const roots = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map(
    (match) => join(DIST, match[1]!.replace(/^\//, '')),
  );
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of staticImports(readFileSync(file, 'utf8'))) queue.push(resolve(file, '..', imported));
  }
  return [...seen];
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function reportDownload(): void {
  const html = readFileSync(RESIDENTS_HTML, 'utf8');
  const scripts = firstVisitScripts(html);
  let total = 0;
  console.log('\nFirst visit of /r/events: JavaScript downloaded (gzip)');
  for (const file of scripts) {
    const bytes = gzipBytes(file);
    total += bytes;
    console.log(`  ${file.slice(DIST.length + 1).padEnd(48)}${(bytes / 1024).toFixed(1).padStart(8)} kB`);
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].reduce((sum, match) => sum + gzipBytes(join(DIST, match[1]!.replace(/^\//, ''))), 0);
  const over = total > TARGET_JS_GZIP_BYTES;
  console.log(`  ${'total JS'.padEnd(48)}${(total / 1024).toFixed(1).padStart(8)} kB   (target ${TARGET_JS_GZIP_BYTES / 1024} kB${over ? ': OVER' : ''})`);
  console.log(`  ${'CSS'.padEnd(48)}${(css / 1024).toFixed(1).padStart(8)} kB`);
}

async function timedCall(runs: number, call: () => Promise<{ statusCode: number; body: string }>): Promise<number | null> {
  for (let i = 0; i < WARMUP_RUNS; i++) {
    const answer = await call();
    if (answer.statusCode === 404) return null;
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
  }
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const begun = performance.now();
    const answer = await call();
    samples.push(performance.now() - begun);
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
  }
  return median(samples);
}

function reportMs(name: string, ms: number | null): void {
  console.log(`  ${name.padEnd(48)}${(ms === null ? 'n/a' : `${ms.toFixed(1)} ms`).padStart(11)}${ms === null ? '   (the call answers 404: not on this server yet)' : ''}`);
}

async function reportServer(runs: number, scale: number, engine: 'postgres' | 'pglite'): Promise<void> {
  process.env.TEST_DB = engine;
  const testApp = await createTestApp();
  try {
    const started = performance.now();
    await importDataset(testApp.db, generateDemoDataset({ scale }), { replace: true });
    await testApp.db.query('ANALYZE');
    console.error(`  ${engine} scale ${scale}: data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [resident] = await testApp.db.query<{ id: number; tokenVersion: number; buildingId: number }>(
      `SELECT r.id, r.token_version AS "tokenVersion", m.building_id AS "buildingId"
         FROM resident r JOIN membership m ON m.resident_id = r.id ORDER BY m.building_id, r.id LIMIT 1`,
    );
    if (!resident) throw new Error('the demo data has no resident with a building');
    const token = signResidentToken(testApp.app, resident);
    const post = (path: string, body: object) =>
      testApp.app.inject({ method: 'POST', url: `/api/residents/${path}`, headers: authHeader(token), payload: body });
    const [event] = await testApp.db.query<{ id: number }>(
      `SELECT id FROM event WHERE building_id = $1 AND NOT cancelled AND starts_at > now() + interval '1 day' ORDER BY starts_at LIMIT 1`,
      [resident.buildingId],
    );
    console.log(`\nMedian server time per call (${engine}, scale ${scale}, app.inject, ${runs} runs after ${WARMUP_RUNS} warm-ups)`);
    reportMs('events/: my buildings, now to 8 weeks', await timedCall(runs, () => post('events/', {})));
    if (!event) return reportMs('rsvp/ (no coming event in the demo data)', null);
    reportMs('rsvp/ then cancel-rsvp/', await timedCall(runs, async () => {
      const taken = await post('rsvp/', { eventId: event.id });
      if (taken.statusCode >= 300) return taken;
      return post('cancel-rsvp/', { eventId: event.id });
    }));
  } finally {
    await testApp.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'use-dist': { type: 'boolean' }, runs: { type: 'string' }, scale: { type: 'string' }, engine: { type: 'string' } },
  });
  if (!values['use-dist'] || !existsSync(RESIDENTS_HTML)) {
    console.error('  building the app (vite build)…');
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  reportDownload();
  await reportServer(Number(values.runs ?? DEFAULT_RUNS), Number(values.scale ?? 20), values.engine === 'pglite' ? 'pglite' : 'postgres');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
