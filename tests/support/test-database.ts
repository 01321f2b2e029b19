import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';

/** Where server tests find PostgreSQL; TEST_POSTGRES_URL overrides the machine's default. */
export const TEST_POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the database this run created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: in-memory PGlite when TEST_DB=pglite (the default),
 * a freshly created PostgreSQL database when TEST_DB=postgres. Never skips: an unreachable
 * PostgreSQL fails the run with a message saying so.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    const db = await openDatabase({});
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const name = `hom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL cannot be reached at ${TEST_POSTGRES_ADMIN_URL} (set TEST_POSTGRES_URL): ${String(error)}`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
