import { PGlite, types, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { assertChannelName, type Database, type Queryable, type Transaction } from './database-types.ts';
import { lockDataDir } from './data-dir-lock.ts';

function wrap(runner: PGlite | PgliteTransaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query<Row>(sql, params);
      return result.rows;
    },
  };
}

function wrapTransaction(tx: PgliteTransaction): Transaction {
  return {
    ...wrap(tx),
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}

// Same value types as the pg driver is given in postgres-database.ts: dates stay 'YYYY-MM-DD'
// strings and numerics are numbers, so a query answers alike on both engines.
const PARSERS = {
  [types.DATE]: (value: string) => value,
  [types.NUMERIC]: (value: string) => Number(value),
};

/** PostgreSQL settings PGlite starts with (on top of PGlite.defaultStartParams). */
export type PgliteSettings = Readonly<Record<string, string>>;

/**
 * shared_buffers is PostgreSQL's 128MB by default; PGlite's WASM heap grows to hold it and never
 * shrinks. Measured with `npm run bench:idle -- --pglite-settings` (RSS after start-up with the demo
 * data, one process each): 128MB ~530 MB, 32MB ~425 MB, 16MB ~410 MB, 8MB ~390 MB. 16MB keeps
 * the demo's and a building portfolio's hot pages cached (the data directory's files are in the OS
 * page cache anyway). work_mem (4MB) changed nothing measurable and is left alone.
 */
export const PGLITE_SETTINGS: PgliteSettings = { shared_buffers: '16MB' };

function startParams(settings: PgliteSettings): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

export async function openPglite(dataDir?: string, settings: PgliteSettings = PGLITE_SETTINGS): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, { parsers: PARSERS, startParams: startParams(settings) });
  } catch (error) {
    release();
    throw error;
  }
  const base = wrap(pg);
  // One process owns a PGlite directory (data-dir-lock), so an in-process queue is the whole lock.
  let lockQueue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (work) => pg.transaction((tx) => work(wrapTransaction(tx))),
    withExclusiveLock<T>(_name: string, work: () => Promise<T>) {
      const run = lockQueue.then(work, work);
      lockQueue = run.catch(() => {});
      return run;
    },
    // In process: nothing can drop between listener and database, so nothing is ever missed.
    async listen(channel, handler) {
      assertChannelName(channel);
      const unlisten = await pg.listen(channel, handler);
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    async close() {
      await pg.close();
      release();
    },
  };
}
