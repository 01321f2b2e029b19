/**
 * A resident's page, as a caller sees the server (`npm run bench:resident-events`): the median time
 * of the residents' events/ and my-events/ calls through app.inject (routing, the resident's session
 * read, schema, SQL, serialisation) on the demo data at --scale 20 (a scratch database created and
 * dropped), on PostgreSQL by default (--engine pglite for the embedded one), for the resident of the
 * most buildings with the most RSVPs. The target: events/ under 20 ms. Prints figures.
 *
 *   node --import tsx bench/resident-events-bench.ts [--runs 25] [--scale 20] [--engine postgres|pglite]
 */
import { parseArgs } from 'node:util';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { signResidentToken } from '../server/residents/resident-session.ts';
import { listResidentEvents } from '../server/routes/resident-events/resident-events-repository.ts';
import { createTestApp } from '../tests/support/test-app.ts';

const TARGET_MS = 20;
const WARMUP_RUNS = 3;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

async function timed(runs: number, call: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  for (let i = 0; i < WARMUP_RUNS; i++) await call();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const begun = performance.now();
    const response = await call();
    samples.push(performance.now() - begun);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  }
  return median(samples);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, scale: { type: 'string' }, engine: { type: 'string' } } });
  const runs = Number(values.runs ?? 25);
  const scale = Number(values.scale ?? 20);
  const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
  process.env.TEST_DB = engine;
  const testApp = await createTestApp();
  try {
    await importDataset(testApp.db, generateDemoDataset({ scale }), { replace: true });
    await testApp.db.query('ANALYZE');
    const [resident] = await testApp.db.query<{ id: number; buildingIds: number[] }>(
      `SELECT m.resident_id AS id, array_agg(DISTINCT m.building_id) AS "buildingIds"
       FROM membership m LEFT JOIN rsvp r ON r.resident_id = m.resident_id
       GROUP BY m.resident_id ORDER BY count(DISTINCT m.building_id) DESC, count(r.id) DESC LIMIT 1`,
    );
    if (!resident) throw new Error('no resident in the demo data');
    const authorization = `JWT ${signResidentToken(testApp.app, { id: resident.id, tokenVersion: 0 })}`;
    const post = (path: string) => testApp.app.inject({ method: 'POST', url: `/api/residents/${path}`, headers: { authorization }, payload: {} });
    const listed = (await post('events/')).json<{ events: unknown[] }>().events.length;
    console.log(`\nMedian server time per call (${engine}, scale ${scale}, app.inject, ${runs} runs; a resident of ${resident.buildingIds.length} building(s), ${listed} events listed)`);
    const eventsMs = await timed(runs, () => post('events/'));
    console.log(`  events/ (8 weeks)        ${eventsMs.toFixed(1).padStart(7)} ms   (target ${TARGET_MS} ms${eventsMs > TARGET_MS ? ': OVER' : ''})`);
    const sqlMs = await timed(runs, async () => {
      await listResidentEvents(testApp.db, { residentId: resident.id, buildingIds: resident.buildingIds, from: null, to: null });
      return { statusCode: 200, body: '' };
    });
    console.log(`    of which its query     ${sqlMs.toFixed(1).padStart(7)} ms`);
    console.log(`  my-events/               ${(await timed(runs, () => post('my-events/'))).toFixed(1).padStart(7)} ms`);
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
