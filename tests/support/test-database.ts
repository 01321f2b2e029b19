import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';

/** Where server tests find PostgreSQL; TEST_POSTGRES_URL overrides the machine's default. */
export const TEST_POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  db: Database;
  /** Opens another handle on the same database (on PostgreSQL its own pool, like another process). */
  openAnother(): Promise<Database>;
  /** Closes the connection and, on PostgreSQL, drops the database this run created. */
  dispose(): Promise<void>;
}

/**
 * An empty database for one test file, migrated unless `migrated: false`: in-memory PGlite when
 * TEST_DB=pglite (the default), a freshly created PostgreSQL database when TEST_DB=postgres. Never
 * skips: an unreachable PostgreSQL fails the run with a message saying so.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    const db = await openDatabase({});
    if (migrated) await migrate(db);
    // One process owns a PGlite database; a second handle is the same one, closed by dispose().
    return { db, openAnother: async () => ({ ...db, close: async () => {} }), dispose: () => db.close() };
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
  if (migrated) await migrate(db);
  const others: Database[] = [];
  return {
    db,
    async openAnother() {
      const other = await openDatabase({ databaseUrl: url.toString() });
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([db, ...others].map((handle) => handle.close().catch(() => {})));
      const dropper = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
