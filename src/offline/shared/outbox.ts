// Writes that must survive a lost connection (task toggles, messages, the desk's RSVPs and
// check-ins) take one path: each is stored here first, with the Idempotency-Key made when the user
// acted, and sent by the replay (outbox-replay-run.ts), in the order the user acted, one replay at a
// time per device (a Web Lock across tabs). So a page closed mid-send loses nothing, and the server
// applies the user's changes in the order made: a toggle sent while an earlier one was unanswered
// cannot be overtaken by the earlier one's retry. A retry after an ambiguous failure cannot apply a
// change twice: the server answers a repeated key with its first answer.
//
// The user who made a write usually waits for its answer (`submit`): while they do, the entry is
// not listed as an unsent change, and what the server says to it is theirs to show.
import { singleFlight } from '../../primitives/single-flight.ts';
import { getOutboxDb, type OutboxDb, type OutboxEntry } from './outbox-db.ts';
import { OUTBOX_CHANNEL_NAME, OUTBOX_LOCK_NAME } from './offline-constants.ts';
import { registerOutboxSync } from './background-sync.ts';
import { outboxChanges } from './outbox-changes.ts';
import { mayOvertake } from './outbox-lanes.ts';
import { replayRun, type ReplayRunContext } from './outbox-replay-run.ts';
import { addOutboxRow, deleteOutboxRow, listOutboxRows, type NewOutboxRow } from './outbox-store.ts';
import { addReplayResults, type NewOutboxEntry, type OutboxSend, type ReplayResult, type SendOutcome, type Submission, type UserId } from './outbox-types.ts';
import { pageWriteJournal, type WriteJournal } from './write-journal.ts';

export * from './outbox-types.ts';

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
  /** Sends the user's unsent entries in order until one must wait; one replay at a time (see replayInTurn). */
  replay(userId: UserId, send: OutboxSend): Promise<ReplayResult>;
  dismiss(id: number): Promise<void>;
  /** Calls `listener` after any change (here or, with a channel, in another tab); returns unsubscribe. */
  subscribe(listener: () => void): () => void;
  notifyChanged(): void;
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
    lane: entry.lane ?? null,
  };
}

/** A promise that settles at the next `fire()`, made again after each. */
function nextTime(): { next: () => Promise<void>; fire: () => void } {
  let tell: () => void = () => undefined;
  let next = new Promise<void>((resolve) => (tell = resolve));
  return {
    next: () => next,
    fire() {
      tell();
      next = new Promise<void>((resolve) => (tell = resolve));
    },
  };
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const changes = outboxChanges(deps.channelName);
  const stored = nextTime();
  const context: ReplayRunContext = {
    getDb: deps.getDb,
    journal: deps.journal,
    authors: new Map(),
    nextStored: stored.next,
    notifyChanged: changes.notify,
    async announceQueued() {
      changes.notify();
      try {
        await deps.onEnqueued?.();
      } catch {
        // Background Sync is a bonus; the app also replays on reconnect and at start.
      }
    },
  };
  const { authors } = context;

  async function replayWithLock(userId: string, send: OutboxSend): Promise<ReplayResult> {
    const locks = deps.getLocks?.();
    if (!locks) return replayRun(context, userId, send);
    // The lock is held until the callback's promise settles; request() resolves to its value.
    return await locks.request(OUTBOX_LOCK_NAME, () => replayRun(context, userId, send));
  }

  // One replay at a time in this tab. An entry stored during a replay may have been read too late:
  // a call then runs it once more afterwards, and every caller hears what all the runs did.
  const replayInTurn = singleFlight(replayWithLock, { whenBusy: 'run-again', combine: addReplayResults });

  async function submit(entry: NewOutboxEntry): Promise<Submission> {
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
      stored.fire();
      const stopWaiting = () => {
        if (firstOutcome) return firstOutcome;
        if (authors.delete(key)) void context.announceQueued();
        return null;
      };
      return { entry: storedEntry, waitingBefore, firstAttempt, stopWaiting };
    } catch (error) {
      authors.delete(key);
      deps.journal?.remove(key);
      throw error;
    }
  }

  return {
    submit,
    async listForUser(userId) {
      const rows = await listOutboxRows(await deps.getDb(), String(userId));
      return rows.filter((entry) => !authors.has(entry.idempotencyKey));
    },
    replay: (user, send) => replayInTurn(String(user), send),
    async dismiss(id) {
      await deleteOutboxRow(await deps.getDb(), id);
      changes.notify();
    },
    subscribe: changes.on,
    notifyChanged: changes.notify,
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
