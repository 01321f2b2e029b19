// Two (or more) server processes on one PostgreSQL behind HAProxy, as a building
// company would run them: tablets use the balancer's URL; a process may be SIGKILLed and restarted
// on its port, and HAProxy moves its streams and requests to the others meanwhile.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { startServer, type TestServer } from './e2e-server.ts';
import { startLoadBalancer, type LoadBalancer } from './haproxy.ts';
import { builtDistDir } from './next-app-version.ts';

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
  /** The app build the processes serve now (dist/ at the start). */
  readonly distDir: string;
  /**
   * Deploys the app build in `distDir` to every process at once, as a release directory is
   * deployed: the processes serve a symlink, switched (atomically) to it; they keep running. The
   * cluster owns `distDir` from then on (removed after the next deploy but one, or at stop).
   */
  deploy(distDir: string): void;
  stop(): Promise<void>;
}

/** How long a health check may take (see where the load balancer starts). */
const BUSY_PROCESS_CHECK_TIMEOUT_MS = 2_000;

export async function startServerCluster(options: { processes?: number; smtpUrl?: string } = {}): Promise<ServerCluster> {
  const count = options.processes ?? 2;
  const postgres: EmbeddedPostgres = await startEmbeddedPostgres();
  const servers: Array<TestServer | null> = [];
  let balancer: LoadBalancer | undefined;
  // What the processes serve: a symlink to the current build, switched by deploy().
  const releases = mkdtempSync(join(tmpdir(), 'hom-releases-'));
  const served = join(releases, 'current');
  let current = builtDistDir();
  symlinkSync(current, served);
  const deployed: string[] = [];
  const removeReleases = (): void => {
    for (const dir of [...deployed, releases]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE portal');
    await admin.end();
    const databaseUrl = postgres.url.replace(/\/postgres$/, '/portal');
    // Every process signs and checks the same tokens, as behind any load balancer.
    const env = {
      DIST_DIR: served,
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
    // A killed process refuses the check at once, whatever this allows; a live one kept busy for over
    // HAProxy's default 500 ms by the rest of a test run (load 15 on 2 cores) was marked down, and the
    // next call answered 503 with nobody behind it.
    balancer = await startLoadBalancer(
      ports.map((port, i) => ({ name: `app${i}`, port })),
      { checkTimeoutMs: BUSY_PROCESS_CHECK_TIMEOUT_MS },
    );
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
        // Back once the balancer sends it requests: killing the other one before then left a moment
        // with no backend up in HAProxy's eyes, and a call in it had its connection closed.
        await lb.waitForBackend(`app${index}`, 'UP');
      },
      isUp: (index) => servers[index] !== null,
      get distDir() {
        return current;
      },
      deploy(distDir) {
        const next = join(releases, 'next');
        symlinkSync(distDir, next);
        renameSync(next, served);
        current = distDir;
        deployed.push(distDir);
        // The one before stays a while: a request may still be reading it.
        while (deployed.length > 2) rmSync(deployed.shift()!, { recursive: true, force: true });
      },
      async stop() {
        await lb.stop();
        await Promise.all(servers.map((server) => server?.stop()));
        await postgres.stop();
        removeReleases();
      },
    };
  } catch (error) {
    await balancer?.stop();
    await Promise.all(servers.map((server) => server?.stop()));
    await postgres.stop();
    removeReleases();
    throw error;
  }
}
