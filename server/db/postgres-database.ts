import pg from 'pg';
import type { Database, Transaction } from './database-types.ts';
import { createPostgresListener } from './postgres-listener.ts';

// Dates stay 'YYYY-MM-DD' strings, as PGlite returns them, so both engines answer alike.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);
// bigint counts (count(*)) come back as numbers, as PGlite returns them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

/** How long close() lets queries still running finish before it cuts their connections. */
const CLOSE_WAIT_MS = 5_000;

export async function openPostgres(databaseUrl: string, options: { closeWaitMs?: number } = {}): Promise<Database> {
  // jit off: at ×100 the analytics queries' estimated costs pass jit_above_cost, and compiling them
  // (0.1-0.7 s, measured by bench:analytics) costs more than the whole query runs without it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle connection closed by the server (restart, dropped database) must not crash the
  // process; the pool replaces it and the next query reports any real failure.
  pool.on('error', () => {});
  // The connections lent out (a query, a transaction, a lock's session): close() waits for them.
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('remove', (client) => lent.delete(client));
  await pool.query('SELECT 1');
  const listener = createPostgresListener(databaseUrl);
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as Row[];
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Transaction = {
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as Row[];
          },
          async exec(sql: string) {
            // No parameters: node-postgres sends it as one simple query, which may hold several statements.
            await client.query(sql);
          },
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async withExclusiveLock<T>(name: string, work: () => Promise<T>) {
      // Session-level, on a connection of its own that does nothing else: the work runs on the
      // pool (its transactions included) while this session holds the lock. Other processes wait.
      const client = await pool.connect();
      let lockLost: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch((error: unknown) => {
            // Never hand a session that may still hold the lock back to the pool.
            lockLost = error instanceof Error ? error : new Error(String(error));
          });
        }
      } finally {
        client.release(lockLost);
      }
    },
    listen: (channel, handler, options) => listener.listen(channel, handler, options),
    async close() {
      await listener.close();
      // pool.end() waits until every lent connection is given back: bounded, so a query that does not
      // end (waiting on another process's lock, a database that stopped answering) cannot keep the
      // process from stopping. Ended mid-query, a connection is cut; its query fails, and it is given back.
      const ended = pool.end();
      const timer = setTimeout(() => {
        for (const client of lent) void client.end().catch(() => {});
      }, options.closeWaitMs ?? CLOSE_WAIT_MS);
      try {
        await ended;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
