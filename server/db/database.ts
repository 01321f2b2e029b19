/**
 * One SQL dialect (PostgreSQL) on two engines: embedded PGlite by default, a pooled
 * PostgreSQL server when DATABASE_URL is set. Everything else talks to `Database` only.
 */
import type { Database } from './database-types.ts';

export type { Database, ListenOptions, NotificationHandler, Queryable, Transaction, Unlisten } from './database-types.ts';

interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in-memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite-database.ts');
  return openPglite(options.dataDir);
}
