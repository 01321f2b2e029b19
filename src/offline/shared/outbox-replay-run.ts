// One replay of a user's outbox: the writes of pages gone before storing them first (the journal's
// orphans), then the unsent entries in the order made, each once every earlier one it may not
// overtake is answered (outbox-lanes.ts), up to REPLAY_CONCURRENCY at once. A write this tab stores
// meanwhile joins the run. An entry that must be tried again stays, with every later one that may
// not overtake it (toggle then toggle back keep their order), and nothing more is started: the
// network is likely gone, and the back-off or the reconnect tries again.
import type { OutboxDb, OutboxEntry } from './outbox-db.ts';
import { freeToSend, REPLAY_CONCURRENCY } from './outbox-lanes.ts';
import { deleteOutboxRow, getOutboxRow, isUnsent, listOutboxRows, markOutboxRowRejected, restoreOutboxRow } from './outbox-store.ts';
import { rejectionMessage, RETRY_LATER, type OutboxSend, type ReplayResult, type SendOutcome } from './outbox-types.ts';
import type { WriteJournal } from './write-journal.ts';

/** What a run shares with the outbox around it. */
export interface ReplayRunContext {
  getDb: () => Promise<OutboxDb>;
  journal?: WriteJournal;
  /** Authors waiting in this page, by Idempotency-Key: told the first attempt's outcome. */
  authors: Map<string, (outcome: SendOutcome) => void>;
  /** Settles when this tab next stores a write. */
  nextStored(): Promise<void>;
  notifyChanged(): void;
  /** The entry is an ordinary queued one from now on: listed, and Background Sync may send it. */
  announceQueued(): Promise<void>;
}

/** Sends one entry and records what became of it; 'retry-later' when it must be tried again. */
async function sendEntry(
  context: ReplayRunContext,
  db: OutboxDb,
  queuedEntry: OutboxEntry,
  send: OutboxSend,
  result: ReplayResult,
): Promise<'done' | 'retry-later'> {
  const { authors } = context;
  // Dismissed or wiped (sign-out) while earlier entries were in flight: do not send.
  const entry = await getOutboxRow(db, queuedEntry.id);
  if (!entry || !isUnsent(entry) || entry.userId !== queuedEntry.userId) return 'done';
  const key = entry.idempotencyKey;
  let outcome: SendOutcome;
  try {
    outcome = await send(entry, { authorWaits: authors.has(key) });
  } catch {
    outcome = RETRY_LATER;
  }
  // Read after the answer: an author who stopped waiting meanwhile left an ordinary queued entry.
  const author = authors.get(key);
  authors.delete(key);
  if (outcome.outcome === 'retry-later') {
    if (author) {
      author(outcome);
      await context.announceQueued();
    }
    return 'retry-later';
  }
  // A refusal its author shows at once is not listed as well.
  if (outcome.outcome === 'sent' || author) await deleteOutboxRow(db, entry.id);
  else await markOutboxRowRejected(db, entry.id, rejectionMessage(outcome.answer));
  if (!author) result[outcome.outcome === 'sent' ? 'sent' : 'rejected'] += 1;
  context.notifyChanged();
  author?.(outcome);
  return 'done';
}

async function sendUnsent(context: ReplayRunContext, userId: string, send: OutboxSend): Promise<ReplayResult> {
  const db = await context.getDb();
  const result: ReplayResult = { sent: 0, rejected: 0, pending: 0, retryLater: false };
  const started = new Set<number>();
  const running = new Set<Promise<unknown>>();
  for (;;) {
    const storedMeanwhile = context.nextStored();
    if (!result.retryLater) {
      const unsent = (await listOutboxRows(db, userId)).filter(isUnsent);
      const free = freeToSend(unsent);
      for (const [index, entry] of unsent.entries()) {
        if (running.size >= REPLAY_CONCURRENCY) break;
        if (started.has(entry.id) || !free[index]) continue;
        started.add(entry.id);
        const job = sendEntry(context, db, entry, send, result).then((state) => {
          if (state === 'retry-later') result.retryLater = true;
          running.delete(job);
        });
        running.add(job);
      }
    }
    if (running.size === 0) break;
    await Promise.race([...running, storedMeanwhile]);
  }
  result.pending = (await listOutboxRows(db, userId)).filter(isUnsent).length;
  return result;
}

/**
 * Stores the user's writes whose page went away before storing them (journal orphans). One already
 * stored (its key taken) only leaves the journal; one that could not be stored stays for next time.
 * Returns how many writes of pages still open (or only just closing) are not stored yet.
 */
async function storeOrphans(context: ReplayRunContext, userId: string): Promise<number> {
  const { journal } = context;
  if (!journal) return 0;
  const { rows, ofLivePages } = await journal.orphans(userId).catch(() => ({ rows: [], ofLivePages: 0 }));
  if (rows.length === 0) return ofLivePages;
  const db = await context.getDb();
  for (const row of rows) {
    // Not stored (IndexedDB failing): the line stays for the next replay.
    if (await restoreOutboxRow(db, row).then(() => true, () => false)) journal.remove(row.idempotencyKey);
  }
  context.notifyChanged();
  return ofLivePages;
}

/** Orphans first; a write another page has not stored yet counts as pending, to be asked for again. */
export async function replayRun(context: ReplayRunContext, userId: string, send: OutboxSend): Promise<ReplayResult> {
  const notStoredYet = await storeOrphans(context, userId);
  const result = await sendUnsent(context, userId, send);
  return notStoredYet === 0 ? result : { ...result, pending: result.pending + notStoredYet, retryLater: true };
}
