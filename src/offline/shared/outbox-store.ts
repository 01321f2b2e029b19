// Outbox rows in IndexedDB: plain functions over the open outbox database (replay logic lives in
// outbox.ts). Every change re-reads in its own transaction so a row wiped or dismissed meanwhile is
// never written back.
import { OUTBOX_STORE } from './offline-constants.ts';
import type { OutboxDb, OutboxEntry } from './outbox-db.ts';

export type NewOutboxRow = Omit<OutboxEntry, 'id'>;

export function compareReplayOrder(a: OutboxEntry, b: OutboxEntry): number {
  if (a.actedAt !== b.actedAt) return a.actedAt < b.actedAt ? -1 : 1;
  return a.id - b.id;
}

/** Still to be sent (not refused). */
export function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === 'pending';
}

/**
 * Releases before the one write path wrote a row 'sending' while its page sent it directly; one
 * whose page closed mid-send may still be on the device. It is unsent, like a pending one.
 */
function fromStore(row: OutboxEntry): OutboxEntry {
  return (row.state as string) === 'sending' ? { ...row, state: 'pending' } : row;
}

/**
 * Adds a row and says how many unsent rows of its user it must wait behind (all of them, or those
 * `waitsBehind` names), read in the same transaction (so no row stored meanwhile is missed or
 * counted twice).
 */
export async function addOutboxRow(
  db: OutboxDb,
  row: NewOutboxRow,
  waitsBehind: (earlier: OutboxEntry) => boolean = () => true,
): Promise<{ entry: OutboxEntry; waitingBefore: number }> {
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  const before = await tx.store.index('by-user').getAll(row.userId);
  const id = await tx.store.add(row as OutboxEntry);
  await tx.done;
  return { entry: { ...row, id }, waitingBefore: before.map(fromStore).filter(isUnsent).filter(waitsBehind).length };
}

/** Stores a write made in a page that went before storing it; false when its key is stored already. */
export async function restoreOutboxRow(db: OutboxDb, row: NewOutboxRow): Promise<boolean> {
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  const stored = (await tx.store.index('by-idempotency-key').getKey(row.idempotencyKey)) !== undefined;
  if (!stored) await tx.store.add(row as OutboxEntry);
  await tx.done;
  return !stored;
}

export async function listOutboxRows(db: OutboxDb, userId: string): Promise<OutboxEntry[]> {
  const rows = await db.getAllFromIndex(OUTBOX_STORE, 'by-user', userId);
  return rows.map(fromStore).sort(compareReplayOrder);
}

export async function getOutboxRow(db: OutboxDb, id: number): Promise<OutboxEntry | undefined> {
  const row = await db.get(OUTBOX_STORE, id);
  return row && fromStore(row);
}

export async function deleteOutboxRow(db: OutboxDb, id: number): Promise<void> {
  await db.delete(OUTBOX_STORE, id);
}

export async function markOutboxRowRejected(db: OutboxDb, id: number, error: string): Promise<void> {
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  const current = await tx.store.get(id);
  if (current) await tx.store.put({ ...current, state: 'rejected', error });
  await tx.done;
}

export async function deleteOutboxRowsForUser(db: OutboxDb, userId: string): Promise<number> {
  const tx = db.transaction(OUTBOX_STORE, 'readwrite');
  let deleted = 0;
  let cursor = await tx.store.index('by-user').openCursor(userId);
  while (cursor) {
    await cursor.delete();
    deleted += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  return deleted;
}
