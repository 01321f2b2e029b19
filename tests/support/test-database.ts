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
 * Set by the server-postgres global setup (tests/support/postgres-global-setup.ts): a database it
 * created and migrated once, which migrated test databases are created from (CREATE DATABASE …
 * TEMPLATE) instead of running the migrations on each. Unset, each one is migrated in place.
 */
export const POSTGRES_TEMPLATE_ENV = 'TEST_POSTGRES_TEMPLATE';

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL cannot be reached at ${adminUrl} (set TEST_POSTGRES_URL): ${String(error)}`);
  }
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates and migrates the template database on the server at `adminUrl`; drop() removes it. */
export async function createPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `hom_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const db = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
    try {
      await migrate(db);
    } finally {
      // No connection may stay: CREATE DATABASE … TEMPLATE refuses a template in use.
      await db.close();
    }
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { name, drop };
}

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
  const template = migrated ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  await adminQuery(TEST_POSTGRES_ADMIN_URL, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(TEST_POSTGRES_ADMIN_URL, name);
  const db = await openDatabase({ databaseUrl: url });
  if (migrated && !template) await migrate(db);
  const others: Database[] = [];
  return {
    db,
    async openAnother() {
      const other = await openDatabase({ databaseUrl: url });
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([db, ...others].map((handle) => handle.close().catch(() => {})));
      await adminQuery(TEST_POSTGRES_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
