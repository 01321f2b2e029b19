// Until hom-offline-v2 the outbox was a store inside the versioned cache database, which the
// worker deletes when the version changes. Before deleting such a database, its unsent changes
// are moved into the outbox's own database (same idempotency key, same time of acting, so the
// replay order and the server's exactly-once answer are kept).
import { openDB } from 'idb';
import { OUTBOX_STORE } from './offline-constants.ts';
import type { OutboxDb, OutboxEntry } from './outbox-db.ts';

/** Moves the outbox rows of the database `name` (if it has an outbox) into `outboxDb`; returns how many. */
export async function moveLegacyOutbox(name: string, outboxDb: OutboxDb): Promise<number> {
  // No version: opens the database as it is, never upgrades it.
  const legacy = await openDB(name);
  try {
    if (!legacy.objectStoreNames.contains(OUTBOX_STORE)) return 0;
    const rows = (await legacy.getAll(OUTBOX_STORE)) as OutboxEntry[];
    if (rows.length === 0) return 0;
    const tx = outboxDb.transaction(OUTBOX_STORE, 'readwrite');
    const byKey = tx.store.index('by-idempotency-key');
    let moved = 0;
    for (const { id: _legacyId, ...row } of rows) {
      // Already moved (an earlier attempt that could not delete the old database): once is enough.
      if (await byKey.getKey(row.idempotencyKey)) continue;
      await tx.store.add(row as OutboxEntry);
      moved += 1;
    }
    await tx.done;
    // Emptied only once the copies are safe, so a failure in between loses nothing.
    await legacy.clear(OUTBOX_STORE);
    return moved;
  } finally {
    legacy.close();
  }
}
