/**
 * What an idle server costs: CPU time, database queries and memory of a server left alone with no
 * requests, on PGlite and on PostgreSQL, after start-up with demo data.
 *
 *   npm run bench:idle                 60 s per engine
 *   npm run bench:idle -- --seconds 20
 *   npm run bench:idle -- --pglite-settings       PGlite's RSS under several start settings
 *
 * The app is built and listening in this process (as `npm start` does), so its background work (the
 * mail queue) runs; every statement it sends is counted through a wrapper on the database module.
 * CPU is this process's user + system time over the window, so it includes PGlite's WASM engine
 * (on PostgreSQL the database server's own CPU is not in it; its transactions are counted instead).
 *
 * --pglite-settings runs PGlite alone, once per setting in a process of its own (a WASM heap never
 * shrinks, so one process cannot measure two), with the demo data loaded and idle for --seconds:
 * PostgreSQL's defaults (shared_buffers 128MB, work_mem 4MB), smaller shared_buffers and work_mem,
 * and the setting the server uses (PGLITE_SETTINGS in server/db/pglite-database.ts).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import type { Database } from '../server/db/database.ts';
import { openPglite, PGLITE_SETTINGS, type PgliteSettings } from '../server/db/pglite-database.ts';
import { prepareDatabase } from '../server/startup/prepare-database.ts';
import { countQueries } from '../tests/support/counting-database.ts';
import { createMemoryMailer, testConfig } from '../tests/support/test-app.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'pglite-settings': { type: 'boolean' },
    // Internal: one PGlite measurement with these settings (JSON), printed as one line.
    'pglite-child': { type: 'string' },
  },
});
const WINDOW_S = Number(values.seconds);
const MB = 1024 * 1024;

interface IdleFigures {
  engine: string;
  cpuMs: number;
  queries: number;
  rssMb: number;
  sharedBuffers: string;
}

async function measure(engine: 'pglite' | 'postgres', settings?: PgliteSettings): Promise<IdleFigures> {
  process.env.TEST_DB = engine;
  let testDb: { db: Database; dispose(): Promise<void> };
  if (settings) {
    const db = await openPglite(undefined, settings);
    testDb = { db, dispose: () => db.close() };
  } else {
    testDb = await createTestDatabase({ migrated: false });
  }
  await prepareDatabase(testDb.db, { seedDemo: true, log: () => {} });
  const [shown] = await testDb.db.query<{ shared_buffers: string }>('SHOW shared_buffers');
  const counting = countQueries(testDb.db);
  const app = await buildApp({ db: counting.db, config: testConfig(), mailer: createMemoryMailer(), distDir: '/nonexistent/dist' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Start-up work (the queue's first look) is not idling: measure from a settled state.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const queriesBefore = counting.count;
  const cpuBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, WINDOW_S * 1000));
  const cpu = process.cpuUsage(cpuBefore);
  const figures: IdleFigures = {
    engine,
    cpuMs: (cpu.user + cpu.system) / 1000,
    queries: counting.count - queriesBefore,
    rssMb: process.memoryUsage().rss / MB,
    sharedBuffers: shown?.shared_buffers ?? '?',
  };
  await app.close();
  await testDb.dispose();
  return figures;
}

const SETTINGS_TRIED: ReadonlyArray<{ name: string; settings: PgliteSettings }> = [
  { name: 'PostgreSQL defaults', settings: {} },
  { name: 'work_mem 1MB', settings: { work_mem: '1MB' } },
  { name: 'shared_buffers 32MB', settings: { shared_buffers: '32MB' } },
  { name: 'shared_buffers 8MB', settings: { shared_buffers: '8MB' } },
  { name: 'shared_buffers 8MB, work_mem 1MB', settings: { shared_buffers: '8MB', work_mem: '1MB' } },
  { name: `server's (${Object.entries(PGLITE_SETTINGS).map(([k, v]) => `${k} ${v}`).join(', ')})`, settings: PGLITE_SETTINGS },
];

if (values['pglite-child'] !== undefined) {
  const f = await measure('pglite', JSON.parse(values['pglite-child']) as PgliteSettings);
  console.log(JSON.stringify(f));
} else if (values['pglite-settings']) {
  console.log(`PGlite with the demo data, idle ${WINDOW_S} s, one process per setting:`);
  console.log('settings                                   shared_buffers   RSS MB   CPU ms');
  for (const { name, settings } of SETTINGS_TRIED) {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, '--seconds', String(WINDOW_S), '--pglite-child', JSON.stringify(settings)],
      { encoding: 'utf8' },
    );
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) throw new Error(`${name}: ${child.stderr}`);
    const f = JSON.parse(line) as IdleFigures;
    console.log(`${name.padEnd(42)} ${f.sharedBuffers.padStart(14)} ${f.rssMb.toFixed(0).padStart(8)} ${f.cpuMs.toFixed(0).padStart(8)}`);
  }
} else {
  console.log(`Idle server over ${WINDOW_S} s (no requests, demo data):`);
  console.log('engine     CPU ms   CPU %   queries   queries/min   RSS MB   shared_buffers');
  // PostgreSQL first: PGlite's WASM heap, once loaded, would stay in this process's RSS.
  for (const engine of ['postgres', 'pglite'] as const) {
    const f = await measure(engine);
    const cpuPercent = (100 * f.cpuMs) / (WINDOW_S * 1000);
    console.log(
      `${f.engine.padEnd(9)} ${f.cpuMs.toFixed(0).padStart(7)} ${cpuPercent.toFixed(2).padStart(7)} ${String(f.queries).padStart(9)} ${((f.queries * 60) / WINDOW_S).toFixed(1).padStart(13)} ${f.rssMb.toFixed(0).padStart(8)}   ${f.sharedBuffers}`,
    );
  }
}
