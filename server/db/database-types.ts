// What the rest of the server talks to (server/db/database.ts opens one): the two engines implement it.
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** A transaction's handle: queries, and whole SQL scripts (migrations). */
export interface Transaction extends Queryable {
  /**
   * Runs a script of several statements, as written, through the database's own multi-statement
   * execution (the simple query protocol: no parameters), so a statement may span lines and hold
   * semicolons of its own (a PL/pgSQL function body).
   */
  exec(sql: string): Promise<void>;
}

/** Called with the payload of each notification on the channel listened to. */
export type NotificationHandler = (payload: string) => void;

export interface ListenOptions {
  /**
   * The link that listens was lost and is back (PostgreSQL: its connection dropped and was made
   * again): notifications sent meanwhile were missed.
   */
  onInterrupted?: () => void;
}

/** Stops that one listen. */
export type Unlisten = () => Promise<void>;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; a thrown error rolls everything back. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the lock called `name`, which every process using this database
   * (PostgreSQL: a session-level advisory lock) or this handle (PGlite) takes in turn; `work`
   * uses the database as usual.
   */
  withExclusiveLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Hears PostgreSQL notifications (`NOTIFY` / `pg_notify`) on `channel` (lower-case letters, digits
   * and `_`) from every process using this database, including this one. A notification sent inside
   * a transaction is heard once it commits, never when it rolls back. Resolves once listening.
   */
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Channel names are SQL identifiers written into LISTEN: only these are accepted. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid notification channel name: ${channel}`);
}
