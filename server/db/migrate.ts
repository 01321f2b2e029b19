import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

// Through server/db/ by name: the same folder from this file and from a bundle of the server one
// folder below server/ (the e2e run's, tests/support/server-bundle.ts).
const MIGRATIONS_DIR = new URL('../db/migrations/', import.meta.url);

/**
 * Applies the numbered .sql files of `dir` not yet recorded in schema_migration, in order, each in a
 * transaction with its record. A file runs as written, through the database's own multi-statement
 * execution (Transaction.exec): statements may span lines, and a PL/pgSQL function's body may hold
 * semicolons.
 */
export async function migrate(db: Database, dir: URL = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((row) => row.name),
  );
  const files = (await readdir(dir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(new URL(file, dir), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file]);
    });
    done.push(file);
  }
  return done;
}
