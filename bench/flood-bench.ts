/**
 * bench:flood: what anonymous large bodies cost everyone else. A server process (PGlite, demo data,
 * on 127.0.0.1) answers GET /api/health alone, then while 10 senders without a session each post
 * 1.4 MB bodies (under the 1.5 MB limit) to a call that needs one, one after another over a
 * keep-alive connection (a new one when the server closes it). Prints the median and p95 latency of
 * /api/health both ways, and how many bodies the senders started and the server refused.
 *
 *   npm run bench:flood -- [--senders 10] [--bodies 300] [--seconds 20]
 *
 * Bounded: each sender stops after --bodies bodies, and everything after --seconds. Loopback only.
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { startServer } from '../tests/support/e2e-server.ts';

const { values } = parseArgs({
  options: {
    senders: { type: 'string', default: '10' },
    bodies: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '20' },
  },
});
const SENDERS = Number(values.senders);
const BODIES_PER_SENDER = Number(values.bodies);
const FLOOD_MS = Number(values.seconds) * 1000;
const IDLE_SAMPLES = 200;
const BODY = Buffer.alloc(1_400_000, 'x');
const FLOODED_PATH = '/api/building-manager/tasks/';

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

/** One GET /api/health over `agent`, in milliseconds. */
function timeHealth(origin: URL, agent: Agent): Promise<number> {
  const startedAt = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: origin.hostname, port: origin.port, path: '/api/health', agent }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - startedAt));
    });
    req.on('error', reject);
    req.end();
  });
}

/** One anonymous body posted over `agent`: resolves with the status, or 0 when the connection broke first. */
function postBody(origin: URL, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: origin.hostname, port: origin.port, path: FLOODED_PATH, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': BODY.length } },
      (res: IncomingMessage) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    // The server may close the connection while the body is still going out (that is the point).
    req.on('error', () => resolve(0));
    req.end(BODY);
  });
}

async function main(): Promise<void> {
  const server = await startServer({ emptyDataDir: true });
  const origin = new URL(server.url);
  if (origin.hostname !== '127.0.0.1') throw new Error(`not loopback: ${server.url}`);
  const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 20; i++) await timeHealth(origin, healthAgent);
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i++) idle.push(await timeHealth(origin, healthAgent));

    const deadline = Date.now() + FLOOD_MS;
    const statuses = new Map<number, number>();
    let started = 0;
    let flooding = true;
    const senders = Array.from({ length: SENDERS }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < BODIES_PER_SENDER && Date.now() < deadline; i++) {
        started += 1;
        const status = await postBody(origin, agent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      agent.destroy();
    });
    const underFlood: number[] = [];
    const floodStartedAt = Date.now();
    void Promise.all(senders).then(() => (flooding = false));
    while (flooding && Date.now() < deadline) underFlood.push(await timeHealth(origin, healthAgent));
    await Promise.all(senders);
    const floodSeconds = (Date.now() - floodStartedAt) / 1000;

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`/api/health, idle:              median ${ms(median(idle))}, p95 ${ms(percentile(idle, 0.95))} (${idle.length} requests)`);
    console.log(
      `/api/health, ${SENDERS} senders of 1.4 MB: median ${ms(median(underFlood))}, p95 ${ms(percentile(underFlood, 0.95))} (${underFlood.length} requests in ${floodSeconds.toFixed(1)} s)`,
    );
    const answered = [...statuses].map(([status, count]) => `${status === 0 ? 'connection closed first' : status}: ${count}`).join(', ');
    console.log(`bodies started: ${started} (${answered})`);
  } finally {
    healthAgent.destroy();
    await server.stop();
  }
}

await main();
