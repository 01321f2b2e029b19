// What the rest of the server talks to (server/db/database.ts opens one): the two engines implement it.
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
