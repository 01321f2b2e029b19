import type { Queryable } from '../db/database.ts';

/** Rows per INSERT: one array parameter per column, so the statement size does not grow with it. */
const INSERT_BATCH_ROWS = 5000;

export interface InsertColumn {
  name: string;
  /** PostgreSQL element type of the array parameter, e.g. 'int', 'text', 'boolean', 'date'. */
  type: string;
  /** SQL computing the stored value from the unnested columns (by name); defaults to the column itself. */
  expression?: string;
}

/**
 * Inserts many rows with `INSERT … SELECT … FROM unnest($1::type[], …)`, one statement per batch:
 * far fewer round trips and parameters than row-by-row or multi-row VALUES inserts. `extra` lists
 * unnested inputs that only feed expressions (not stored themselves), e.g. a time zone.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly InsertColumn[],
  rows: unknown[][],
  extra: readonly Omit<InsertColumn, 'expression'>[] = [],
): Promise<void> {
  const inputs = [...columns, ...extra];
  const casts = inputs.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const sql =
    `INSERT INTO ${table} (${columns.map((c) => c.name).join(', ')}) ` +
    `SELECT ${columns.map((c) => c.expression ?? `u.${c.name}`).join(', ')} ` +
    `FROM unnest(${casts}) AS u(${inputs.map((c) => c.name).join(', ')})`;
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    const batch = rows.slice(start, start + INSERT_BATCH_ROWS);
    const params = inputs.map((_, col) => batch.map((row) => row[col] ?? null));
    await tx.query(sql, params);
  }
}

/** Reserves `count` ids from a serial column's sequence, so rows can reference each other before insert. */
export async function reserveIds(tx: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2)`,
    [table, count],
  );
  return rows.map((r) => r.id);
}
