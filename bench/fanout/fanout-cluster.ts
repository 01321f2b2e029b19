// Two server processes on one PostgreSQL behind HAProxy, as tests/support/server-cluster.ts runs
// them, but with what the bench reads: each process's id (its CPU time and memory), HAProxy's
// connection limit raised for 10,000 streams, and a restart of both between scenarios. HAProxy holds
// two files per stream (the tablet's connection and the server's): where the open-file limit is
// below that, the streams go through more than one HAProxy process, each in front of both servers.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from '../../tests/support/embedded-postgres.ts';
import { startServer, type TestServer } from '../../tests/support/e2e-server.ts';
import { startLoadBalancer, type LoadBalancer } from '../../tests/support/haproxy.ts';

export interface FanoutCluster {
  /** The HAProxy processes' origins, each in front of both server processes. */
  urls: string[];
  databaseUrl: string;
  jwtSecret: string;
  /** The server processes' ids (they change at restart). */
  pids(): number[];
  /** Stops both processes and starts them again on their ports (fresh memory for a scenario). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const PROCESSES = 2;
/**
 * With HAProxy's default (the 500 ms between checks), a process busy for longer opening thousands
 * of streams at once is marked down and loses them all: the bench would measure that, not fan-out.
 */
const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/** `adminUrl`: a PostgreSQL to make the throwaway database on; without it, an embedded one of its own. */
export async function startFanoutCluster(options: { adminUrl?: string; balancers: number; maxconn: number }): Promise<FanoutCluster> {
  const embedded: EmbeddedPostgres | null = options.adminUrl ? null : await startEmbeddedPostgres();
  const adminUrl = options.adminUrl ?? embedded!.url;
  const name = `hom_fanout_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    // A connection lost while idle would otherwise throw out of the bench, leaving its processes running.
    client.on('error', () => {});
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const jwtSecret = randomBytes(48).toString('base64url');
  // Requests are not logged one by one: at 10,000 streams that would be the bench's main cost.
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, LOG_LEVEL: 'warn' };
  const ports: number[] = [];
  const servers: TestServer[] = [];
  const balancers: LoadBalancer[] = [];
  const stopServers = async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  };
  const startServers = async () => {
    // One after the other: the first migrates and seeds the demo data.
    for (let i = 0; i < PROCESSES; i++) servers.push(await startServer({ env: { ...env, PORT: String(ports[i]) }, emptyDataDir: true }));
  };
  const teardown = async () => {
    await Promise.all(balancers.map((balancer) => balancer.stop()));
    await stopServers();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await embedded?.stop();
  };
  try {
    for (let i = 0; i < PROCESSES; i++) ports.push(await freePort());
    await startServers();
    for (let i = 0; i < options.balancers; i++) {
      balancers.push(
        await startLoadBalancer(
          ports.map((port, j) => ({ name: `app${j}`, port })),
          { maxconn: options.maxconn, checkTimeoutMs: HEALTH_CHECK_TIMEOUT_MS },
        ),
      );
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return {
    urls: balancers.map((balancer) => balancer.url),
    databaseUrl,
    jwtSecret,
    pids: () => servers.map((server) => server.pid),
    async restart() {
      await stopServers();
      await startServers();
    },
    stop: teardown,
  };
}
