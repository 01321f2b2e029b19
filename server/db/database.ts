/**
 * One SQL dialect (PostgreSQL) on two engines: embedded PGlite by default, a pooled
 * PostgreSQL server when DATABASE_URL is set. Everything else talks to `Database` only.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; a thrown error rolls everything back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the lock called `name`, which every process using this database
   * (PostgreSQL: a session-level advisory lock) or this handle (PGlite) takes in turn; `work`
   * uses the database as usual.
   */
  withExclusiveLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
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
