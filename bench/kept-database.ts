/**
 * A PostgreSQL database a bench keeps between runs (`--keep-db NAME`), so a large demo dataset is
 * generated and imported once: created when missing, migrated on every open (a new migration is
 * applied to the kept data, and the time it took is printed), never dropped. Drop it by hand when
 * done: `psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE name'`.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { TEST_POSTGRES_ADMIN_URL } from '../tests/support/test-database.ts';

export interface KeptDatabase {
  db: Database;
  /** Whether the database already held data (a resident) when opened. */
  filled: boolean;
}

export async function openKeptDatabase(name: string): Promise<KeptDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--keep-db: "${name}" is not a plain lower-case database name`);
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  const begun = performance.now();
  const applied = await migrate(db);
  if (applied.length > 0) {
    console.error(`  ${name}: applied ${applied.join(', ')} in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
  }
  const [row] = await db.query<{ filled: boolean }>('SELECT EXISTS (SELECT 1 FROM resident) AS filled');
  return { db, filled: row?.filled === true };
}
