/**
 * What an idle server costs: CPU time, database queries and memory of a server left alone with no
 * requests, on PGlite and on PostgreSQL, after start-up with demo data.
 *
 *   npm run bench:idle                 60 s per engine
 *   npm run bench:idle -- --seconds 20
 *
 * The app is built and listening in this process (as `npm start` does), so its background work (the
 * mail queue) runs; every statement it sends is counted through a wrapper on the database module.
 * CPU is this process's user + system time over the window, so it includes PGlite's WASM engine
 * (on PostgreSQL the database server's own CPU is not in it; its transactions are counted instead).
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { prepareDatabase } from '../server/db/prepare-database.ts';
import { countQueries } from '../tests/support/counting-database.ts';
import { createMemoryMailer, testConfig } from '../tests/support/test-app.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } });
const WINDOW_S = Number(values.seconds);
const MB = 1024 * 1024;

interface IdleFigures {
  engine: string;
  cpuMs: number;
  queries: number;
  rssMb: number;
}

async function measure(engine: 'pglite' | 'postgres'): Promise<IdleFigures> {
  process.env.TEST_DB = engine;
  const testDb = await createTestDatabase({ migrated: false });
  await prepareDatabase(testDb.db, { seedDemo: true, log: () => {} });
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
  };
  await app.close();
  await testDb.dispose();
  return figures;
}

console.log(`Idle server over ${WINDOW_S} s (no requests, demo data):`);
console.log('engine     CPU ms   CPU %   queries   queries/min   RSS MB');
// PostgreSQL first: PGlite's WASM heap, once loaded, would stay in this process's RSS.
for (const engine of ['postgres', 'pglite'] as const) {
  const f = await measure(engine);
  const cpuPercent = (100 * f.cpuMs) / (WINDOW_S * 1000);
  console.log(
    `${f.engine.padEnd(9)} ${f.cpuMs.toFixed(0).padStart(7)} ${cpuPercent.toFixed(2).padStart(7)} ${String(f.queries).padStart(9)} ${((f.queries * 60) / WINDOW_S).toFixed(1).padStart(13)} ${f.rssMb.toFixed(0).padStart(8)}`,
  );
}
