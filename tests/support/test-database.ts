import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';

/** Where server tests find PostgreSQL; TEST_POSTGRES_URL overrides the machine's default. */
export const TEST_POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Set by the server-pglite global setup (tests/support/pglite-global-setup.ts): a folder holding
 * PGlite data directories to copy, so a test database skips PGlite's initdb (and the migrations).
 * Unset (a bench, a script), each test database is a new in-memory PGlite.
 */
export const PGLITE_TEMPLATES_ENV = 'TEST_PGLITE_TEMPLATES';
/** The template data directories in that folder. */
export const PGLITE_TEMPLATE = { empty: 'empty', migrated: 'migrated' } as const;

/** A copy of a template in a new temporary folder, or a new in-memory PGlite without templates. */
async function openPgliteTestDatabase(migrated: boolean): Promise<{ db: Database; remove(): void }> {
  const templates = process.env[PGLITE_TEMPLATES_ENV];
  if (!templates) {
    const db = await openDatabase({});
    if (migrated) await migrate(db);
    return { db, remove: () => {} };
  }
  const folder = mkdtempSync(join(tmpdir(), 'hom-pglite-test-'));
  const remove = (): void => rmSync(folder, { recursive: true, force: true });
  try {
    const dataDir = join(folder, 'pglite');
    cpSync(join(templates, migrated ? PGLITE_TEMPLATE.migrated : PGLITE_TEMPLATE.empty), dataDir, { recursive: true });
    return { db: await openDatabase({ dataDir }), remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export interface TestDatabase {
  db: Database;
  /** Opens another handle on the same database (on PostgreSQL its own pool, like another process). */
  openAnother(): Promise<Database>;
  /** Closes the connection and, on PostgreSQL, drops the database this run created. */
  dispose(): Promise<void>;
}

/**
 * An empty database for one test file, migrated unless `migrated: false`: PGlite when TEST_DB=pglite
 * (the default; a copy of a template, see PGLITE_TEMPLATES_ENV), a freshly created PostgreSQL
 * database when TEST_DB=postgres. Never skips: an unreachable PostgreSQL fails the run with a message
 * saying so.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    const { db, remove } = await openPgliteTestDatabase(migrated);
    // One process owns a PGlite database; a second handle is the same one, closed by dispose().
    return {
      db,
      openAnother: async () => ({ ...db, close: async () => {} }),
      dispose: async () => {
        await db.close();
        remove();
      },
    };
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
