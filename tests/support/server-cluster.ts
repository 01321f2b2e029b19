// Two (or more) server processes on one PostgreSQL behind HAProxy (issue 27 §2), as a building
// company would run them: tablets use the balancer's URL; a process may be SIGKILLed and restarted
// on its port, and HAProxy moves its streams and requests to the others meanwhile.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { startServer, type TestServer } from './e2e-server.ts';
import { startLoadBalancer, type LoadBalancer } from './haproxy.ts';

export interface ServerCluster {
  /** The balancer's origin. */
  url: string;
  /** The database every process uses (for the invariants' reads). */
  databaseUrl: string;
  processes: number;
  /** SIGKILLs process `index` (its streams and in-flight requests are cut). */
  kill(index: number): Promise<void>;
  /** Starts process `index` again on its port (after kill). */
  restart(index: number): Promise<void>;
  isUp(index: number): boolean;
  stop(): Promise<void>;
}

export async function startServerCluster(options: { processes?: number; smtpUrl?: string } = {}): Promise<ServerCluster> {
  const count = options.processes ?? 2;
  const postgres: EmbeddedPostgres = await startEmbeddedPostgres();
  const servers: Array<TestServer | null> = [];
  let balancer: LoadBalancer | undefined;
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE portal');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/portal');
    // Every process signs and checks the same tokens, as behind any load balancer.
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    };
    const ports: number[] = [];
    // One after the other: the first migrates and seeds (the others would wait on its lock anyway).
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      ports.push(port);
      servers.push(await startServer({ env: { ...env, PORT: String(port) } }));
    }
    balancer = await startLoadBalancer(ports.map((port, i) => ({ name: `app${i}`, port })));
    const lb = balancer;
    return {
      url: lb.url,
      databaseUrl,
      processes: count,
      async kill(index) {
        const server = servers[index];
        servers[index] = null;
        await server?.kill();
        await server?.stop();
      },
      async restart(index) {
        if (servers[index]) return;
        servers[index] = await startServer({ env: { ...env, PORT: String(ports[index]) } });
      },
      isUp: (index) => servers[index] !== null,
      async stop() {
        await lb.stop();
        await Promise.all(servers.map((server) => server?.stop()));
        await postgres.stop();
      },
    };
  } catch (error) {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server?.stop()));
    await postgres.stop();
    throw error;
  }
}
