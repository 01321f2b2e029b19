import type { Database, Queryable } from '../../server/db/database.ts';

export interface CountingDatabase {
  db: Database;
  readonly count: number;
  /** The first 80 characters of each statement, in order. */
  readonly statements: string[];
}

/** The same database, counting every statement sent through it (also inside transactions). */
export function countQueries(inner: Database): CountingDatabase {
  const statements: string[] = [];
  const counted =
    (target: Queryable): Queryable['query'] =>
    (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' ').trim().slice(0, 80));
      return target.query(sql, params);
    };
  const db: Database = {
    kind: inner.kind,
    query: counted(inner),
    transaction: (work) =>
      inner.transaction((tx) =>
        work({
          query: counted(tx),
          exec: (sql) => {
            statements.push(sql.replace(/\s+/g, ' ').trim().slice(0, 80));
            return tx.exec(sql);
          },
        }),
      ),
    withExclusiveLock: (name, work) => inner.withExclusiveLock(name, work),
    // LISTEN is not a query sent through the pool: an idle listener asks nothing.
    listen: (channel, handler, options) => inner.listen(channel, handler, options),
    close: () => inner.close(),
  };
  return {
    db,
    get count() {
      return statements.length;
    },
    statements,
  };
}
