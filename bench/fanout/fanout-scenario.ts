// One scenario of bench:fanout: its portfolio seeded, its streams opened through HAProxy, changes
// made at its rate with a tenth of the streams cut and reopened halfway, then every figure read.
import pg from 'pg';
import type { FanoutCluster } from './fanout-cluster.ts';
import { seedPortfolio, type SeededBuilding } from './fanout-seed.ts';
import { tallyDeliveries, type Delivery } from './fanout-stats.ts';
import { acceptedWrites, makeChanges, type WriteLog } from './fanout-writes.ts';
import { cpuSeconds, rssBytes, socketCount } from './process-stats.ts';
import { SseStream, StreamRefused, type StreamTarget } from './sse-stream.ts';

export interface ScenarioSpec {
  label: string;
  streams: number;
  buildings: number;
  perSecond: number;
  seconds: number;
  /** Streams an account holds (the server caps an account's streams per process). */
  tabletsPerAccount: number;
}

export interface ProcessFigures {
  streams: number;
  rssBeforeBytes: number;
  rssAfterBytes: number;
  cpuSeconds: number;
}

export interface ScenarioResult {
  spec: ScenarioSpec;
  openSeconds: number;
  processes: ProcessFigures[];
  writes: WriteLog;
  delivery: Delivery;
  reconnects: { count: number; failed: number; durations: number[] };
  /** Opens and reopens refused (each tried again), by status (0: connection failed). */
  refusals: Map<number, number>;
  outOfOrder: number;
  foreign: number;
  unexpectedEnds: number;
  loadGeneratorCpuSeconds: number;
  runSeconds: number;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const OPEN_AT_ONCE = 100;
const OPEN_TRIES = 5;
const RETRY_OPEN_MS = 500;

/** Opens the stream, trying again (as the app does) when refused; counts each refusal by status. */
async function openWithRetries(stream: SseStream, refusals: Map<number, number>, reopen = false): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await (reopen && attempt === 1 ? stream.reconnect() : stream.open());
      return;
    } catch (error) {
      const status = error instanceof StreamRefused ? error.status : -1;
      refusals.set(status, (refusals.get(status) ?? 0) + 1);
      if (attempt >= OPEN_TRIES) throw error;
      await new Promise((done) => setTimeout(done, RETRY_OPEN_MS));
    }
  }
}
/** How long arrivals may still come in after the last write's answer. */
const SETTLE_MS = 20_000;

async function readChanges(databaseUrl: string, sql: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost while idle would otherwise throw out of the bench, leaving its processes running.
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

/** A progress line on stderr (the figures go to stdout). */
function progress(spec: ScenarioSpec, text: string): void {
  process.stderr.write(`  [${spec.label} ${new Date().toISOString().slice(11, 19)}] ${text}\n`);
}

export async function runScenario(cluster: FanoutCluster, spec: ScenarioSpec): Promise<ScenarioResult> {
  const accountsPerBuilding = Math.max(1, Math.ceil(spec.streams / spec.buildings / spec.tabletsPerAccount));
  const buildings: SeededBuilding[] = await seedPortfolio(cluster.databaseUrl, cluster.jwtSecret, spec.label, {
    buildings: spec.buildings,
    accountsPerBuilding,
  });
  const targets: StreamTarget[] = cluster.urls.map((url) => {
    const origin = new URL(url);
    return { host: origin.hostname, port: Number(origin.port) };
  });
  const pids = cluster.pids();
  const rssBefore = pids.map(rssBytes);
  const socketsBefore = pids.map(socketCount);

  // Stream i belongs to building i mod n, and within it to its accounts in turn.
  const streamsOf: SseStream[][] = buildings.map(() => []);
  const all: SseStream[] = [];
  for (let i = 0; i < spec.streams; i++) {
    const index = i % buildings.length;
    const building = buildings[index]!;
    const nth = streamsOf[index]!.length;
    const stream = new SseStream(targets[i % targets.length]!, building.authorizations[nth % building.authorizations.length]!, new Set([building.id]));
    streamsOf[index]!.push(stream);
    all.push(stream);
  }
  progress(spec, `opening ${all.length} streams`);
  const openStart = performance.now();
  const refusals = new Map<number, number>();
  await eachLimited(all, OPEN_AT_ONCE, (stream) => openWithRetries(stream, refusals));
  const openSeconds = (performance.now() - openStart) / 1000;
  // Let the opening's garbage go before memory is read.
  await new Promise((done) => setTimeout(done, 2_000));
  const rssAfter = pids.map(rssBytes);
  const streamsPerProcess = pids.map((pid, i) => socketCount(pid) - socketsBefore[i]!);

  progress(spec, `opened in ${openSeconds.toFixed(1)} s; changes for ${spec.seconds} s`);
  const [{ head }] = (await readChanges(cluster.databaseUrl, 'SELECT coalesce(max(id), 0)::int AS head FROM change_log', [])) as [{ head: number }];
  const cpuStart = pids.map(cpuSeconds);
  const ownCpuStart = process.cpuUsage();
  const runStart = performance.now();
  const reconnected = new Set<SseStream>();
  const reconnects = { count: 0, failed: 0, durations: [] as number[] };
  // A tenth of the streams cut at once and reopened with Last-Event-ID, as when a process or a
  // proxy drops them.
  const cutTenth = async () => {
    const cut = all.filter((_, i) => i % 10 === 5);
    await Promise.all(
      cut.map(async (stream) => {
        reconnected.add(stream);
        reconnects.count++;
        const startedAt = performance.now();
        try {
          await openWithRetries(stream, refusals, true);
          reconnects.durations.push(performance.now() - startedAt);
        } catch {
          reconnects.failed++;
        }
      }),
    );
  };
  const { log, half } = await makeChanges(targets[0]!, buildings, { perSecond: spec.perSecond, seconds: spec.seconds, atHalf: cutTenth });
  await half;
  const accepted = acceptedWrites(log);
  const expectedTotal = log.outcomes.reduce((sum, outcomes, i) => sum + outcomes.filter((o) => typeof o === 'number').length * streamsOf[i]!.length, 0);
  const heardTotal = () => all.reduce((sum, stream) => sum + stream.tally.ids.length, 0);
  progress(spec, 'changes made; waiting for the last arrivals');
  const settleUntil = performance.now() + SETTLE_MS;
  while (heardTotal() < expectedTotal && performance.now() < settleUntil) await new Promise((done) => setTimeout(done, 200));
  const runSeconds = (performance.now() - runStart) / 1000;
  const cpuEnd = pids.map(cpuSeconds);
  const ownCpu = process.cpuUsage(ownCpuStart);

  const indexOf = new Map(buildings.map((building, i) => [building.id, i]));
  const rows = await readChanges(cluster.databaseUrl, 'SELECT id::int AS id, building_ids FROM change_log WHERE id > $1 ORDER BY id', [head]);
  const changes = rows.flatMap((row) => {
    const ids = row.building_ids as number[] | null;
    const index = ids?.length === 1 ? indexOf.get(Number(ids[0])) : undefined;
    return index === undefined ? [] : [{ id: Number(row.id), building: index }];
  });
  if (changes.length !== accepted) progress(spec, `${accepted} writes accepted, ${changes.length} changes logged for the scenario's buildings`);
  const delivery = tallyDeliveries(changes, log, streamsOf, reconnected);
  for (const stream of all) stream.close();
  return {
    spec,
    openSeconds,
    processes: pids.map((_, i) => ({
      streams: streamsPerProcess[i]!,
      rssBeforeBytes: rssBefore[i]!,
      rssAfterBytes: rssAfter[i]!,
      cpuSeconds: cpuEnd[i]! - cpuStart[i]!,
    })),
    writes: log,
    delivery,
    reconnects,
    refusals,
    outOfOrder: all.reduce((sum, stream) => sum + stream.tally.outOfOrder, 0),
    foreign: all.reduce((sum, stream) => sum + stream.tally.foreign, 0),
    unexpectedEnds: all.reduce((sum, stream) => sum + stream.tally.unexpectedEnds, 0),
    loadGeneratorCpuSeconds: (ownCpu.user + ownCpu.system) / 1e6,
    runSeconds,
  };
}
