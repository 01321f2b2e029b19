/**
 * Running events from the portal, as a caller sees the server (`npm run bench:events`):
 * the median time of each call through app.inject (routing, auth, schema, SQL with its triggers,
 * serialisation) on the demo data at --scale 20 (a scratch database created and dropped), on
 * PostgreSQL by default (--engine pglite for the embedded one). The targets: a 52-week series
 * created under 200 ms and the roster of an event with 500 RSVPs under 50 ms. Prints figures; it
 * holds nothing to them beyond saying which are over.
 *
 *   node --import tsx bench/events-server-bench.ts [--runs 15] [--scale 20] [--engine postgres|pglite]
 */
import { parseArgs } from 'node:util';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../server/demo/demo-accounts.ts';
import { generateDemoDataset } from '../server/demo/generate-demo-dataset.ts';
import { importDataset } from '../server/import/import-dataset.ts';
import { rosterEntries } from '../server/front-desk/roster-repository.ts';
import { findEventSummary } from '../server/front-desk/event-summary-sql.ts';
import { authHeader, createTestApp, login, type TestApp } from '../tests/support/test-app.ts';

const DEFAULT_RUNS = 15;
const WARMUP_RUNS = 2;
const BASE = '/api/building-manager';
const TARGETS_MS = { series: 200, roster: 50 } as const;
const ROSTER_RSVPS = 500;
const ROSTER_CAPACITY = 400;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

async function timed(runs: number, call: (run: number) => Promise<{ statusCode: number; body: string }>): Promise<number> {
  for (let i = 0; i < WARMUP_RUNS; i++) await call(-1 - i);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const begun = performance.now();
    const response = await call(run);
    samples.push(performance.now() - begun);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  }
  return median(samples);
}

function report(name: string, ms: number, targetMs?: number): boolean {
  const over = targetMs !== undefined && ms > targetMs;
  console.log(`  ${name.padEnd(52)}${ms.toFixed(1).padStart(8)} ms${targetMs === undefined ? '' : `   (target ${targetMs} ms${over ? ': OVER' : ''})`}`);
  return over;
}

/** An event of the building on a far future day with ROSTER_RSVPS residents of it: the first ROSTER_CAPACITY going, the rest waitlisted. */
async function bigRoster(testApp: TestApp, post: (path: string, body: object) => Promise<{ json(): unknown }>, buildingId: number): Promise<number> {
  const created = (await post('/create-event/', {
    buildingId, name: 'Bench open day', eventType: 1, date: '2037-05-04', startTime: '10:00', endTime: '16:00', capacity: ROSTER_CAPACITY,
  })).json() as { ids: number[] };
  const eventId = created.ids[0] ?? 0;
  // Residents of the demo buildings number ~150 each at scale 20: others join this one for the bench.
  await testApp.db.query(
    `INSERT INTO membership (resident_id, building_id) SELECT id, $1 FROM resident ORDER BY id LIMIT $2 ON CONFLICT DO NOTHING`,
    [buildingId, ROSTER_RSVPS],
  );
  await testApp.db.query(
    `INSERT INTO rsvp (event_id, resident_id, status, joined_at)
     SELECT $1, m.resident_id, CASE WHEN row_number() OVER (ORDER BY m.resident_id) <= $3 THEN 'going' ELSE 'waitlisted' END,
            now() + make_interval(secs => row_number() OVER (ORDER BY m.resident_id))
     FROM (SELECT resident_id FROM membership WHERE building_id = $2 ORDER BY resident_id LIMIT $4) m`,
    [eventId, buildingId, ROSTER_CAPACITY, ROSTER_RSVPS],
  );
  await testApp.db.query('ANALYZE rsvp');
  return eventId;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' }, scale: { type: 'string' }, engine: { type: 'string' } } });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  const scale = Number(values.scale ?? 20);
  const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
  process.env.TEST_DB = engine;
  const testApp = await createTestApp();
  try {
    const started = performance.now();
    await importDataset(testApp.db, generateDemoDataset({ scale }), { replace: true });
    await testApp.db.query('ANALYZE');
    console.error(`  ${engine} scale ${scale}: data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const manager = await login(testApp.app, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const desk = await login(testApp.app, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
    const inject = (token: string, path: string, body: object) =>
      testApp.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: authHeader(token), payload: body });
    const post = (path: string, body: object) => inject(manager, path, body);
    const [building] = await testApp.db.query<{ id: number }>(
      'SELECT ab.building_id AS id FROM account_building ab JOIN account a ON a.id = ab.account_id WHERE a.email = $1 ORDER BY 1 LIMIT 1',
      [DEMO_BUILDING_ADMIN.email],
    );
    const buildingId = building?.id ?? 0;

    console.log(`\nMedian server time per call (${engine}, scale ${scale}, app.inject, ${runs} runs after ${WARMUP_RUNS} warm-ups)`);
    let over = 0;
    // Each run a new Monday class of 52 weeks at its own time, so no run finds another's rows.
    const seriesMs = await timed(runs, (run) =>
      post('/create-event/', {
        buildingId, name: `Bench class ${run}`, eventType: 2, date: '2036-01-05', startTime: `${String(6 + ((run + 10) % 14)).padStart(2, '0')}:00`,
        endTime: `${String(7 + ((run + 10) % 14)).padStart(2, '0')}:00`, capacity: 20, repeat: { weekdays: [2], count: 52 },
      }),
    );
    if (report('create-event/: a 52-week series', seriesMs, TARGETS_MS.series)) over++;
    const month = (await post('/calendar-events/', { buildingId, date: '2036-01-15' })).json() as { name: string }[];
    console.log(`  the calendar of January 2036 shows ${month.filter((e) => e.name === 'Bench class 0').length} occurrences of the first series at once`);

    const eventId = await bigRoster(testApp, post, buildingId);
    const rosterMs = await timed(runs, () => post('/event-roster/', { eventId }));
    if (report(`event-roster/: ${ROSTER_RSVPS} RSVPs (${ROSTER_RSVPS - ROSTER_CAPACITY} waitlisted)`, rosterMs, TARGETS_MS.roster)) over++;
    // The roster's two queries alone, to tell SQL from routing and serialisation.
    const sqlMs = await timed(runs, async () => {
      await findEventSummary(testApp.db, eventId, [buildingId]);
      await rosterEntries(testApp.db, eventId);
      return { statusCode: 200, body: '' };
    });
    report('  of which its SQL (summary + roster queries)', sqlMs);
    report('events-today/: one building, 31 days', await timed(runs, () => post('/events-today/', { buildingId, date: '2037-05-01', days: 31 })));
    const [extra] = await testApp.db.query<{ id: number }>(
      'SELECT m.resident_id AS id FROM membership m WHERE m.building_id = $1 AND NOT EXISTS (SELECT 1 FROM rsvp r WHERE r.event_id = $2 AND r.resident_id = m.resident_id) LIMIT 1',
      [buildingId, eventId],
    );
    const [goingOne] = await testApp.db.query<{ id: number }>("SELECT resident_id AS id FROM rsvp WHERE event_id = $1 AND status = 'going' LIMIT 1", [eventId]);
    report('rsvp/ then cancel-rsvp/ (a desk, full event)', await timed(runs, async () => {
      const taken = await inject(desk, '/rsvp/', { eventId, userId: extra?.id ?? 0 });
      if (taken.statusCode !== 200) return taken;
      return inject(desk, '/cancel-rsvp/', { eventId, userId: extra?.id ?? 0 });
    }));
    const begun = performance.now();
    const promoted = await inject(desk, '/cancel-rsvp/', { eventId, userId: goingOne?.id ?? 0 });
    if (promoted.statusCode !== 200) throw new Error(`cancel-rsvp/: ${promoted.statusCode} ${promoted.body}`);
    report('cancel-rsvp/ of a going place (promotes, e-mails; one run)', performance.now() - begun);
    console.log(over === 0 ? '\nBoth targets met.' : `\n${over} call(s) over target.`);
  } finally {
    await testApp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
