// Writes that must survive a lost connection (task toggles, messages) take one path: each is stored
// here first, with the Idempotency-Key made when the user acted, and sent by the replay, in the
// order the user acted, one replay at a time per device (a Web Lock across tabs), each write once
// the earlier ones it depends on are answered (outbox-lanes.ts: all of them, but for check-ins of
// different residents). So a page closed mid-send loses nothing, and the server applies the user's
// changes in the order made: a toggle sent while an earlier one was unanswered cannot be overtaken
// by the earlier one's retry. A retry
// after an ambiguous failure cannot apply a change twice: the server answers a repeated key with
// its first answer.
//
// The user who made a write usually waits for its answer (`submit`): while they do, the entry is
// not listed as an unsent change, and what the server says to it is theirs to show.
import { singleFlight } from '../../primitives/single-flight.ts';
import { getOutboxDb, type OutboxDb, type OutboxEntry, type OutboxKind } from './outbox-db.ts';
import { HTTP_HEADERS } from '../../contract/http-headers.ts';
import { OUTBOX_CHANNEL_NAME, OUTBOX_LOCK_NAME } from './offline-constants.ts';
import { outboxRejectedFallback } from './offline-strings.ts';
import { registerOutboxSync } from './background-sync.ts';
import { freeToSend, mayOvertake, REPLAY_CONCURRENCY } from './outbox-lanes.ts';
import { pageWriteJournal, type WriteJournal } from './write-journal.ts';
import {
  addOutboxRow,
  deleteOutboxRow,
  deleteOutboxRowsForUser,
  getOutboxRow,
  isUnsent,
  listOutboxRows,
  markOutboxRowRejected,
  restoreOutboxRow,
  type NewOutboxRow,
} from './outbox-store.ts';

/** The account id; the session has it as a number, the cache partitions by its string form. */
export type UserId = string | number;

export interface NewOutboxEntry {
  userId: UserId;
  method: string;
  path: string;
  body: unknown;
  kind: OutboxKind;
  label: string;
  /** Defaults to now; pass the time of the click when enqueueing later. */
  actedAt?: string;
  /** Defaults to a fresh crypto.randomUUID(). */
  idempotencyKey?: string;
}

/** The server's answer to one send, as `apiCall` gives it. */
export interface OutboxAnswer {
  status: number;
  data: unknown;
}

/** What became of one attempt to send an entry. */
export type SendOutcome =
  /** Accepted: the entry leaves the outbox. */
  | { outcome: 'sent'; answer: OutboxAnswer }
  /** Refused for good: listed with the server's sentence until dismissed (or shown by its waiting author). */
  | { outcome: 'refused'; answer: OutboxAnswer }
  /** Not now (no answer, or one that says to ask again): the entry stays, and those after it wait behind it. */
  | { outcome: 'retry-later' };

export const RETRY_LATER: SendOutcome = { outcome: 'retry-later' };

export interface SendAttempt {
  /** The user who made the write waits in this page for this answer (see `submit`). */
  authorWaits: boolean;
}

export type OutboxSend = (entry: OutboxEntry, attempt: SendAttempt) => Promise<SendOutcome>;

export interface ReplayResult {
  /** Entries sent and refused, not counting those whose author was waiting (the author tells of those). */
  sent: number;
  rejected: number;
  /** Unsent entries of the user left after this replay. */
  pending: number;
  /** Stopped at an entry to try again later (it and those after it are still pending). */
  retryLater: boolean;
}

/** One replay's result after another's: what both sent and refused, and where the later one left off. */
export function addReplayResults(earlier: ReplayResult, later: ReplayResult): ReplayResult {
  return { ...later, sent: earlier.sent + later.sent, rejected: earlier.rejected + later.rejected };
}

/** A write stored for an author who waits for its answer. */
export interface Submission {
  entry: OutboxEntry;
  /** Unsent entries of the user stored before this one that it may not overtake: it will be sent behind them. */
  waitingBefore: number;
  /** The outcome of the entry's first attempt, when this page's replay makes it while the author waits. */
  firstAttempt: Promise<SendOutcome>;
  /**
   * The author stops waiting. Returns the first attempt's outcome if it came already; otherwise
   * null, and from now on the entry is an ordinary queued one (listed, retried, a refusal listed).
   */
  stopWaiting(): SendOutcome | null;
}

export interface OutboxDeps {
  getDb: () => Promise<OutboxDb>;
  /** Web Locks, so two tabs never replay together; absent → the in-tab guard alone. */
  getLocks?: () => LockManager | undefined;
  /** Called when an entry is queued (Background Sync registration). */
  onEnqueued?: () => unknown;
  /** BroadcastChannel name to tell other tabs about changes; absent → this tab only. */
  channelName?: string;
  /** Where a write is kept from the moment it is made until its row is stored (write-journal.ts). */
  journal?: WriteJournal;
}

export interface Outbox {
  /** Stores a write whose author waits for its first attempt (see Submission); the caller starts the replay. */
  submit(entry: NewOutboxEntry): Promise<Submission>;
  /** The user's entries to show: unsent and refused ones, but not those whose author still waits. */
  listForUser(userId: UserId): Promise<OutboxEntry[]>;
  /** Sends the user's unsent entries in order until one must wait; one replay at a time (see replayOnce). */
  replay(userId: UserId, send: OutboxSend): Promise<ReplayResult>;
  dismiss(id: number): Promise<void>;
  deleteForUser(userId: UserId): Promise<number>;
  /** Calls `listener` after any change (here or, with a channel, in another tab); returns unsubscribe. */
  subscribe(listener: () => void): () => void;
  notifyChanged(): void;
}

export function idempotencyHeaders(entry: Pick<OutboxEntry, 'idempotencyKey'>): Record<string, string> {
  return { [HTTP_HEADERS.idempotencyKey]: entry.idempotencyKey };
}

/** The server's sentence; the spec's calls put it in different fields (spec §7). */
export function rejectionMessage(answer: OutboxAnswer): string {
  const data = (typeof answer.data === 'object' && answer.data !== null ? answer.data : {}) as Record<string, unknown>;
  for (const field of ['msg', 'message', 'detail', 'error'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return outboxRejectedFallback(answer.status);
}

function rowOf(entry: NewOutboxEntry): NewOutboxRow {
  return {
    userId: String(entry.userId),
    idempotencyKey: entry.idempotencyKey ?? crypto.randomUUID(),
    method: entry.method.toUpperCase(),
    path: entry.path,
    body: entry.body,
    actedAt: entry.actedAt ?? new Date().toISOString(),
    state: 'pending',
    kind: entry.kind,
    label: entry.label,
  };
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const listeners = new Set<() => void>();
  // Opened on first use, so importing this module has no side effect (tests, the worker bundle).
  let channel: BroadcastChannel | null | undefined;
  function getChannel(): BroadcastChannel | null {
    if (channel === undefined) {
      channel = deps.channelName && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(deps.channelName) : null;
      channel?.addEventListener('message', () => emitLocal());
    }
    return channel;
  }

  function emitLocal(): void {
    for (const listener of [...listeners]) listener();
  }
  function notifyChanged(): void {
    emitLocal();
    getChannel()?.postMessage('changed');
  }

  async function announceQueued(): Promise<void> {
    notifyChanged();
    try {
      await deps.onEnqueued?.();
    } catch {
      // Background Sync is a bonus; the app also replays on reconnect and at start.
    }
  }

  // Authors waiting in this page, by Idempotency-Key: told the first attempt's outcome.
  const authors = new Map<string, (outcome: SendOutcome) => void>();

  async function countPendingIn(db: OutboxDb, userId: string): Promise<number> {
    return (await listOutboxRows(db, userId)).filter(isUnsent).length;
  }

  // Resolved when this tab stores a write: a replay under way takes it in (see replayOnce).
  let tellStored: () => void = () => undefined;
  let stored = new Promise<void>((resolve) => (tellStored = resolve));
  function noteStored(): void {
    tellStored();
    stored = new Promise<void>((resolve) => (tellStored = resolve));
  }

  /** Sends one entry and records what became of it; 'retry-later' when it must be tried again. */
  async function sendEntry(db: OutboxDb, userId: string, queuedEntry: OutboxEntry, send: OutboxSend, result: ReplayResult): Promise<'done' | 'retry-later'> {
    // Dismissed or wiped (sign-out) while earlier entries were in flight: do not send.
    const entry = await getOutboxRow(db, queuedEntry.id);
    if (!entry || !isUnsent(entry) || entry.userId !== userId) return 'done';
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
        // Its author hears "queued": from now on it is listed, and Background Sync may send it.
        await announceQueued();
      }
      return 'retry-later';
    }
    // A refusal its author shows at once is not listed as well.
    if (outcome.outcome === 'sent' || author) await deleteOutboxRow(db, entry.id);
    else await markOutboxRowRejected(db, entry.id, rejectionMessage(outcome.answer));
    if (!author) result[outcome.outcome === 'sent' ? 'sent' : 'rejected'] += 1;
    notifyChanged();
    author?.(outcome);
    return 'done';
  }

  /**
   * Sends the user's unsent entries in order: each once every earlier one it may not overtake
   * (outbox-lanes.ts) is answered, up to REPLAY_CONCURRENCY at once. A write this tab stores
   * meanwhile joins the run. An entry that must be tried again stays, with every later one that may
   * not overtake it (toggle then toggle back keep their order), and nothing more is started: the
   * network is likely gone, and the back-off or the reconnect tries again.
   */
  async function replayOnce(userId: string, send: OutboxSend): Promise<ReplayResult> {
    const db = await deps.getDb();
    const result: ReplayResult = { sent: 0, rejected: 0, pending: 0, retryLater: false };
    const started = new Set<number>();
    const running = new Set<Promise<unknown>>();
    for (;;) {
      const storedMeanwhile = stored;
      if (!result.retryLater) {
        const unsent = (await listOutboxRows(db, userId)).filter(isUnsent);
        const free = freeToSend(unsent);
        for (const [index, entry] of unsent.entries()) {
          if (running.size >= REPLAY_CONCURRENCY) break;
          if (started.has(entry.id) || !free[index]) continue;
          started.add(entry.id);
          const job = sendEntry(db, userId, entry, send, result).then((state) => {
            if (state === 'retry-later') result.retryLater = true;
            running.delete(job);
          });
          running.add(job);
        }
      }
      if (running.size === 0) break;
      await Promise.race([...running, storedMeanwhile]);
    }
    result.pending = await countPendingIn(db, userId);
    return result;
  }

  /**
   * Stores the user's writes whose page went away before storing them (journal orphans). One already
   * stored (its key taken) only leaves the journal; one that could not be stored stays for next time.
   * Returns how many writes of pages still open (or only just closing) are not stored yet.
   */
  async function storeOrphans(userId: string): Promise<number> {
    const { journal } = deps;
    if (!journal) return 0;
    const { rows, ofLivePages } = await journal.orphans(userId).catch(() => ({ rows: [], ofLivePages: 0 }));
    if (rows.length === 0) return ofLivePages;
    const db = await deps.getDb();
    for (const row of rows) {
      // Not stored (IndexedDB failing): the line stays for the next replay.
      if (await restoreOutboxRow(db, row).then(() => true, () => false)) journal.remove(row.idempotencyKey);
    }
    notifyChanged();
    return ofLivePages;
  }

  /** Orphans first; a write another page has not stored yet counts as pending, to be asked for again. */
  async function replayWithOrphans(userId: string, send: OutboxSend): Promise<ReplayResult> {
    const notStoredYet = await storeOrphans(userId);
    const result = await replayOnce(userId, send);
    return notStoredYet === 0 ? result : { ...result, pending: result.pending + notStoredYet, retryLater: true };
  }

  async function replayWithLock(userId: string, send: OutboxSend): Promise<ReplayResult> {
    const locks = deps.getLocks?.();
    if (!locks) return replayWithOrphans(userId, send);
    // The lock is held until the callback's promise settles; request() resolves to its value.
    return await locks.request(OUTBOX_LOCK_NAME, () => replayWithOrphans(userId, send));
  }

  // One replay at a time in this tab. An entry stored during a replay may have been read too late:
  // a call then runs it once more afterwards, and every caller hears what all the runs did.
  const replayInTurn = singleFlight(replayWithLock, { whenBusy: 'run-again', combine: addReplayResults });

  return {
    async submit(entry) {
      const row = rowOf(entry);
      const key = row.idempotencyKey;
      // Synchronously, in the task of the tap: a page unloaded before the row is stored keeps it.
      deps.journal?.write(row);
      let firstOutcome: SendOutcome | null = null;
      let tellAuthor: (outcome: SendOutcome) => void = () => undefined;
      const firstAttempt = new Promise<SendOutcome>((resolve) => (tellAuthor = resolve));
      // Before the row exists: no replay can send it unseen, no list shows it.
      authors.set(key, (outcome) => {
        firstOutcome = outcome;
        tellAuthor(outcome);
      });
      try {
        const { entry: storedEntry, waitingBefore } = await addOutboxRow(await deps.getDb(), row, (earlier) => !mayOvertake(row, earlier));
        deps.journal?.remove(key);
        noteStored();
        return {
          entry: storedEntry,
          waitingBefore,
          firstAttempt,
          stopWaiting() {
            if (firstOutcome) return firstOutcome;
            if (authors.delete(key)) void announceQueued();
            return null;
          },
        };
      } catch (error) {
        authors.delete(key);
        deps.journal?.remove(key);
        throw error;
      }
    },
    async listForUser(userId) {
      const rows = await listOutboxRows(await deps.getDb(), String(userId));
      return rows.filter((entry) => !authors.has(entry.idempotencyKey));
    },
    replay: (user, send) => replayInTurn(String(user), send),
    async dismiss(id) {
      await deleteOutboxRow(await deps.getDb(), id);
      notifyChanged();
    },
    async deleteForUser(userId) {
      deps.journal?.removeForUser(String(userId));
      const deleted = await deleteOutboxRowsForUser(await deps.getDb(), String(userId));
      notifyChanged();
      return deleted;
    },
    subscribe(listener) {
      getChannel();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyChanged,
  };
}

/** The app's outbox: the shared database, Web Locks across tabs, Background Sync, tab broadcast. */
export const outbox: Outbox = createOutbox({
  getDb: getOutboxDb,
  getLocks: () => (typeof navigator !== 'undefined' ? navigator.locks : undefined),
  onEnqueued: registerOutboxSync,
  channelName: OUTBOX_CHANNEL_NAME,
  journal: pageWriteJournal(),
});
