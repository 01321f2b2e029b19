/**
 * The table of recent changes (migration 017): each change announced to the live-change streams is
 * a row, in commit order, and its id is the stream's event id. A server process reads the rows after
 * the last it has seen when pg_notify wakes it (a wake-up only: a notification is delivered at most
 * once, and only to connected listeners); a reconnecting tablet is sent the rows after its
 * Last-Event-ID by whichever process it reaches.
 */
import type { Queryable } from '../db/database.ts';

export const CHANGE_LOG = {
  /** Rows older than this are pruned … */
  keepMs: 24 * 60 * 60 * 1000,
  /** … and only about this many of the newest are kept. */
  keepRows: 50_000,
  /** Pruned by the write that takes an id divisible by this. */
  pruneEvery: 256,
  /** Rows read at a time. */
  pageRows: 500,
} as const;

/**
 * Taken (until commit) by each transaction before its row gets an id, so ids are given in commit
 * order: when a reader sees id N, every lower id is committed or rolled back, and a reader that read
 * up to N never misses one below it. hashtext('hom_change_log') would do as well; a constant is plainer.
 */
const CHANGE_LOG_LOCK_KEY = 2_027_017;

export interface LoggedChange {
  id: number;
  /** The notice as announced (server/live-changes/change-notice.ts parses it). */
  payload: string;
}

/** What a row records: the kind, the buildings (null: every one), and the notice itself. */
interface ChangeRow {
  kind: string;
  buildingIds: number[] | null;
}

/** Writes the change's row and wakes every process (one statement: the lock, the row, the wake-up). */
export async function logChange(tx: Queryable, notice: ChangeRow, channel: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `WITH locked AS (SELECT pg_advisory_xact_lock($1)),
          added AS (INSERT INTO change_log (kind, building_ids, payload) SELECT $2, $3, $4 FROM locked RETURNING id)
     SELECT id::int AS id, pg_notify($5, id::text) FROM added`,
    [CHANGE_LOG_LOCK_KEY, notice.kind, notice.buildingIds, JSON.stringify(notice), channel],
  );
  if (!row) throw new Error('change not logged');
  if (row.id % CHANGE_LOG.pruneEvery === 0) await pruneChangeLog(tx, { now: new Date() });
  return row.id;
}

/** The rows after `afterId`, oldest first, at most `limit`. */
export async function changesAfter(db: Queryable, afterId: number, limit: number = CHANGE_LOG.pageRows): Promise<LoggedChange[]> {
  const rows = await db.query<{ id: number; payload: unknown }>(
    'SELECT id::int AS id, payload FROM change_log WHERE id > $1 ORDER BY id LIMIT $2',
    [afterId, limit],
  );
  return rows.map((row) => ({ id: row.id, payload: typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload) }));
}

/**
 * The rows after `afterId` (oldest first, at most `limit`) and the highest id pruned, in one read: a
 * reader that finds rows after its last id pruned knows it missed some (a session notice among them,
 * perhaps: session-notice.ts).
 */
export async function changesAndHorizonAfter(
  db: Queryable,
  afterId: number,
  limit: number = CHANGE_LOG.pageRows,
): Promise<{ changes: LoggedChange[]; prunedThrough: number }> {
  const rows = await db.query<{ id: number | null; payload: unknown; pruned_through: number | null }>(
    `SELECT c.id::int AS id, c.payload, (SELECT pruned_through FROM change_log_horizon)::int AS pruned_through
       FROM (VALUES (1)) AS one (n)
       LEFT JOIN LATERAL (SELECT id, payload FROM change_log WHERE id > $1 ORDER BY id LIMIT $2) c ON true`,
    [afterId, limit],
  );
  const changes = rows.flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, payload: typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload) }],
  );
  return { changes, prunedThrough: rows[0]?.pruned_through ?? 0 };
}

interface ChangeLogPosition {
  /** The newest id (0: none yet). */
  head: number;
  /** The highest id pruned: a tablet whose last id is below it may have missed rows. */
  prunedThrough: number;
}

export async function changeLogPosition(db: Queryable): Promise<ChangeLogPosition> {
  const [row] = await db.query<{ head: number; pruned_through: number }>(
    `SELECT GREATEST((SELECT coalesce(max(id), 0) FROM change_log), pruned_through)::int AS head, pruned_through::int AS pruned_through
       FROM change_log_horizon`,
  );
  return { head: row?.head ?? 0, prunedThrough: row?.pruned_through ?? 0 };
}

/**
 * Where a stream starts, and the first rows after its last id (`lastId`, null: none), in one read,
 * as one snapshot: a thousand tablets reconnecting at once cost one read each, not two.
 */
export async function startAfter(
  db: Queryable,
  lastId: number | null,
  limit: number = CHANGE_LOG.pageRows,
): Promise<{ position: ChangeLogPosition; changes: LoggedChange[] }> {
  const rows = await db.query<{ head: number; pruned_through: number; id: number | null; payload: unknown }>(
    `SELECT h.head, h.pruned_through, c.id::int AS id, c.payload
       FROM (SELECT GREATEST((SELECT coalesce(max(id), 0) FROM change_log), pruned_through)::int AS head,
                    pruned_through::int AS pruned_through
               FROM change_log_horizon) h
       LEFT JOIN LATERAL (SELECT id, payload FROM change_log WHERE id > $1 ORDER BY id LIMIT $2) c ON true`,
    [lastId, limit],
  );
  const changes = rows.flatMap((row) =>
    row.id === null ? [] : [{ id: row.id, payload: typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload) }],
  );
  return { position: { head: rows[0]?.head ?? 0, prunedThrough: rows[0]?.pruned_through ?? 0 }, changes };
}

/**
 * Whether the rows after `lastId` are all still kept: false when some may have been pruned, or when
 * the id was never given here (another database, or one restored from an older backup).
 */
export function canReplayAfter(lastId: number, position: ChangeLogPosition): boolean {
  return lastId >= position.prunedThrough && lastId <= position.head;
}

/**
 * Deletes the rows older than keepMs and those beyond the newest keepRows, and records the highest
 * id deleted. Ids are deleted as a prefix (everything up to an id), so what is kept has no holes.
 */
export async function pruneChangeLog(
  tx: Queryable,
  options: { now: Date; keepMs?: number; keepRows?: number },
): Promise<void> {
  const cutoff = new Date(options.now.getTime() - (options.keepMs ?? CHANGE_LOG.keepMs));
  await tx.query(
    `WITH bound AS (
       SELECT GREATEST(
         (SELECT coalesce(max(id), 0) FROM change_log WHERE created_at < $1),
         (SELECT coalesce(max(id), 0) - $2 FROM change_log)
       ) AS through
     ), gone AS (
       DELETE FROM change_log WHERE id <= (SELECT through FROM bound) RETURNING id
     )
     UPDATE change_log_horizon SET pruned_through = GREATEST(pruned_through, (SELECT max(id) FROM gone))
      WHERE EXISTS (SELECT 1 FROM gone)`,
    [cutoff, options.keepRows ?? CHANGE_LOG.keepRows],
  );
}

/**
 * Deletes every change so far and moves the horizon past the last id given (taking one id of the
 * sequence for it), so a tablet holding any id from before refreshes everything: the data those
 * changes were about is gone (an import that empties the database). Ids go on from the same
 * sequence, so no id is given twice and every server process goes on reading after the last it read.
 */
export async function forgetChangesBefore(tx: Queryable): Promise<void> {
  // In id order with every other change (logChange's lock), so the horizon's id comes after theirs.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_LOG_LOCK_KEY]);
  await tx.query('DELETE FROM change_log');
  await tx.query(
    `INSERT INTO change_log_horizon (pruned_through) VALUES (nextval(pg_get_serial_sequence('change_log', 'id')))
     ON CONFLICT (only_row) DO UPDATE SET pruned_through = EXCLUDED.pruned_through`,
  );
}

/**
 * Puts back the horizon's one row when a database has lost it (an import by an older version
 * emptied the table), with every id given so far counted as pruned: without it the newest id reads
 * as 0 and no reconnect is ever replayed.
 */
export async function ensureChangeLogHorizon(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO change_log_horizon (pruned_through)
     SELECT coalesce(max(id), 0) FROM change_log
     ON CONFLICT (only_row) DO NOTHING`,
  );
}
