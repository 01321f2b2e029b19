import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

function wrap(runner: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query<Row>(sql, params);
      return result.rows;
    },
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    close: () => pg.close(),
  };
}
