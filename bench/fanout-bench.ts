/**
 * bench:fanout: live refresh at portfolio scale. Two server processes on one PostgreSQL (an
 * embedded one of its own, or a throwaway database on `--database-url`) behind Debian's HAProxy;
 * a load generator (this process: plain HTTP/1.1, one connection per stream, no browser) holds the
 * tablets' live-change streams (GET /api/changes) and makes changes through the real API (a task
 * toggled by the building's manager). Two scenarios, each on freshly started processes:
 *
 *   (a) --streams streams over --buildings buildings (10 tablets each), --rate changes a second;
 *   (b) --streams streams on one building, --shared-rate changes a second;
 *
 * for --seconds each, a tenth of the streams cut halfway and reopened with Last-Event-ID. Prints,
 * per scenario: commit (the write's answer) to arrival on each stream, p50/p95/p99 and the last
 * stream; the delivery ratio and the changes missed (must be 0); each process's memory per stream
 * and CPU time; the machine.
 *
 *   npm run bench:fanout -- [--streams 10000] [--buildings 1000] [--rate 100] [--shared-rate 1]
 *     [--seconds 30] [--scenario a|b|both] [--database-url postgres://…/postgres]
 *
 * Holds about 3 files per stream (its socket here, two in HAProxy): it raises its open-file limit
 * (ulimit -n) for itself and its children up to the hard limit, and where one HAProxy process would
 * need more than that, the streams go through several (each in front of both servers).
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { startFanoutCluster } from './fanout/fanout-cluster.ts';
import { printScenario } from './fanout/fanout-report.ts';
import { runScenario, type ScenarioSpec } from './fanout/fanout-scenario.ts';
import { openFileLimit } from './fanout/process-stats.ts';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '10000' },
    buildings: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    'shared-rate': { type: 'string', default: '1' },
    seconds: { type: 'string', default: '30' },
    scenario: { type: 'string', default: 'both' },
    'database-url': { type: 'string' },
  },
});
const STREAMS = Number(values.streams);
/**
 * Tablets signed in to one account. The server holds at most 10 streams of an account per process,
 * and HAProxy's round robin may put all of an account's streams on one: 5, and their 5 reopened.
 */
const TABLETS_PER_ACCOUNT = 5;
const RAISED_ENV = 'FANOUT_BENCH_FILES_RAISED';
/** Files beside the streams' (listeners, database connections, HAProxy's own). */
const SPARE_FILES = 1_000;
// This process holds one file per stream, HAProxy two; the servers half a stream's each.
const filesWanted = STREAMS * 2 + SPARE_FILES;

if (openFileLimit().soft < Math.min(filesWanted, openFileLimit().hard) && !process.env[RAISED_ENV]) {
  // Node cannot raise its own limit: the bench starts again under a shell that does (up to the hard limit).
  const files = Math.min(filesWanted, openFileLimit().hard);
  const again = spawnSync('sh', ['-c', `ulimit -n ${files} && exec "$@"`, 'sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [RAISED_ENV]: '1' },
  });
  process.exit(again.status ?? 1);
}
const files = openFileLimit().soft;
if (files < STREAMS + SPARE_FILES) throw new Error(`bench:fanout holds ${STREAMS} streams: it needs ulimit -n of at least ${STREAMS + SPARE_FILES} (it is ${files})`);
const BALANCERS = Math.ceil((STREAMS * 2 + SPARE_FILES) / files);

const scenarios: ScenarioSpec[] = [];
if (values.scenario !== 'b') {
  scenarios.push({
    label: 'a',
    streams: STREAMS,
    buildings: Number(values.buildings),
    perSecond: Number(values.rate),
    seconds: Number(values.seconds),
    tabletsPerAccount: TABLETS_PER_ACCOUNT,
  });
}
if (values.scenario !== 'a') {
  scenarios.push({ label: 'b', streams: STREAMS, buildings: 1, perSecond: Number(values['shared-rate']), seconds: Number(values.seconds), tabletsPerAccount: TABLETS_PER_ACCOUNT });
}

const cores = cpus();
console.log(
  `machine: ${cores[0]?.model ?? 'unknown CPU'}, ${cores.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, ` +
    `load ${loadavg().map((value) => value.toFixed(2)).join(' ')}, open files ${files}`,
);
if (BALANCERS > 1) console.log(`HAProxy holds 2 files per stream: ${BALANCERS} HAProxy processes (each in front of both servers) share the streams`);
console.log('the load generator (this process), HAProxy, both server processes and PostgreSQL share these cores');

const cluster = await startFanoutCluster({
  adminUrl: values['database-url'],
  balancers: BALANCERS,
  maxconn: Math.ceil(STREAMS / BALANCERS) + SPARE_FILES,
});
// Interrupted (Ctrl-C): the servers, HAProxy and the database go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cluster.stop().finally(() => process.exit(130));
  });
}
try {
  for (const [i, spec] of scenarios.entries()) {
    if (i > 0) {
      await cluster.restart();
      // HAProxy's health checks (every 500 ms) see the processes up again.
      await new Promise((done) => setTimeout(done, 2_000));
    }
    printScenario(await runScenario(cluster, spec));
  }
} finally {
  await cluster.stop();
}
