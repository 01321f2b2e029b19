// The database of a server process a test starts (tests/support/e2e-server.ts) on the engine of the
// test project: PGlite in the process's own data directory, or a new PostgreSQL database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_POSTGRES_ADMIN_URL } from './test-database.ts';

export interface ProcessDatabase {
  /** The server's environment for it (DATABASE_URL on PostgreSQL; nothing on PGlite). */
  env: Record<string, string>;
  /** On PostgreSQL, the database's URL (for the test's own reads). */
  url: string | undefined;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function processDatabase(): Promise<ProcessDatabase> {
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') return { env: {}, url: undefined, drop: async () => {} };
  const name = `hom_process_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
