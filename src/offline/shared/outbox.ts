// Writes that must survive a lost connection (task toggles, messages). Each entry keeps the
// Idempotency-Key made when the user acted, so a replay after an ambiguous failure cannot apply the
// change twice: the server answers a repeated key with its first answer.
//
// One write at a time per device: a write is sent directly only when nothing else is in flight
// (here or, with Web Locks, in another tab) and nothing waits in the outbox; otherwise it is queued
// behind the others. So the server applies the user's changes in the order the user made them
// (a toggle sent while an earlier one was still unanswered could otherwise be overtaken by the
// earlier one's replay).
import { getOutboxDb, type OutboxDb, type OutboxEntry, type OutboxKind } from './outbox-db.ts';
import { HTTP_HEADERS } from '../../contract/http-headers.ts';
import { OUTBOX_CHANNEL_NAME, OUTBOX_LOCK_NAME } from './offline-constants.ts';
import { outboxRejectedFallback } from './offline-strings.ts';
import { registerOutboxSync } from './background-sync.ts';
import {
  addOutboxRow,
  deleteOutboxRow,
  deleteOutboxRowsForUser,
  getOutboxRow,
  listOutboxRows,
  markOutboxRowPending,
  markOutboxRowRejected,
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

/** What `apiCall` returns, reduced to what replay needs; status 0 means the network was unreachable. */
export interface OutboxSendResult {
  status: number;
  data: unknown;
}
export type OutboxSend = (entry: OutboxEntry) => Promise<OutboxSendResult>;

export interface ReplayResult {
  sent: number;
  rejected: number;
  /** Pending entries of the user left after this replay. */
  pending: number;
  stoppedOffline: boolean;
}

export interface OutboxDeps {
  getDb: () => Promise<OutboxDb>;
  /** Web Locks, so two tabs never replay together; absent → the in-tab guard alone. */
  getLocks?: () => LockManager | undefined;
  /** Called after each enqueue (Background Sync registration). */
  onEnqueued?: () => unknown;
  /** BroadcastChannel name to tell other tabs about changes; absent → this tab only. */
  channelName?: string;
}

/** The write slot held by a write sent directly (not through the outbox). */
export interface DirectWrite {
  /** Call once the write is answered, or queued after failing: replays waiting for it may start. */
  release(): void;
}

export interface Outbox {
  /**
   * Claims the slot for a write sent at once. Null when the write must be queued instead: another
   * write is in flight (in this tab, or holding the lock in another), or the user has entries
   * waiting. A replay does not start while a slot is held.
   */
  beginDirectWrite(userId: UserId): Promise<DirectWrite | null>;
  enqueue(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** Writes a direct send ahead (state 'sending'), before its request goes out; see OutboxState. */
  stageDirectWrite(entry: NewOutboxEntry): Promise<OutboxEntry>;
  /** After the direct send: 'answered' removes the row, 'queue' turns it into a pending entry. */
  settleDirectWrite(entry: OutboxEntry, outcome: 'answered' | 'queue'): Promise<OutboxEntry | null>;
  listForUser(userId: UserId): Promise<OutboxEntry[]>;
  countPending(userId: UserId): Promise<number>;
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

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The server's sentence; the spec's calls put it in different fields (spec §7). */
export function rejectionMessage(result: OutboxSendResult): string {
  const data = (typeof result.data === 'object' && result.data !== null ? result.data : {}) as Record<string, unknown>;
  for (const field of ['msg', 'message', 'detail', 'error'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return outboxRejectedFallback(result.status);
}

/** Still to be sent: queued, or written ahead by a direct send whose page is gone (replay runs under the write lock). */
function isUnsent(entry: OutboxEntry): boolean {
  return entry.state === 'pending' || entry.state === 'sending';
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

  async function replayOnce(userId: string, send: OutboxSend): Promise<ReplayResult> {
    const db = await deps.getDb();
    const result: ReplayResult = { sent: 0, rejected: 0, pending: 0, stoppedOffline: false };
    const queued = (await listOutboxRows(db, userId)).filter(isUnsent);
    for (const queuedEntry of queued) {
      // Dismissed or wiped (sign-out) while earlier entries were in flight: do not send.
      const entry = await getOutboxRow(db, queuedEntry.id);
      if (!entry || !isUnsent(entry) || entry.userId !== userId) continue;
      let answer: OutboxSendResult;
      try {
        answer = await send(entry);
      } catch {
        answer = { status: 0, data: null };
      }
      if (answer.status === 0) {
        // Later entries may depend on this one (toggle then toggle back): keep the order.
        result.stoppedOffline = true;
        break;
      }
      if (isSuccess(answer.status)) {
        await deleteOutboxRow(db, entry.id);
        result.sent += 1;
      } else {
        await markOutboxRowRejected(db, entry.id, rejectionMessage(answer));
        result.rejected += 1;
      }
      notifyChanged();
    }
    result.pending = await countPendingIn(db, userId);
    return result;
  }

  async function countPendingIn(db: OutboxDb, userId: string): Promise<number> {
    return (await listOutboxRows(db, userId)).filter(isUnsent).length;
  }

  // Direct writes of this tab in flight; a replay waits for none to be left.
  let directWrites = 0;
  let idleWaiters: (() => void)[] = [];

  function whenNoDirectWrites(): Promise<void> {
    if (directWrites === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  function endDirectWrite(): void {
    directWrites -= 1;
    if (directWrites > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }

  async function beginDirectWrite(user: UserId): Promise<DirectWrite | null> {
    if (directWrites > 0) return null;
    // Claimed before the first await: a second write in the same moment sees this one.
    directWrites += 1;
    let releaseLock: () => void = () => {};
    let released = false;
    const slot: DirectWrite = {
      release() {
        if (released) return;
        released = true;
        releaseLock();
        endDirectWrite();
      },
    };
    try {
      const locks = deps.getLocks?.();
      if (locks) {
        const held = await holdLockIfAvailable(locks);
        if (!held) {
          slot.release();
          return null;
        }
        releaseLock = held;
      }
      if ((await countPendingIn(await deps.getDb(), String(user))) > 0) {
        slot.release();
        return null;
      }
    } catch (error) {
      slot.release();
      throw error;
    }
    return slot;
  }

  async function replayWithLock(userId: string, send: OutboxSend): Promise<ReplayResult> {
    // A write sent directly may still fail and be queued ahead of these entries (it was made first).
    await whenNoDirectWrites();
    const locks = deps.getLocks?.();
    if (!locks) return replayOnce(userId, send);
    // The lock is held until the callback's promise settles; request() resolves to its value.
    return await locks.request(OUTBOX_LOCK_NAME, () => replayOnce(userId, send));
  }

  let running: Promise<ReplayResult> | null = null;
  let rerun: { userId: string; send: OutboxSend } | null = null;

  function replay(user: UserId, send: OutboxSend): Promise<ReplayResult> {
    const userId = String(user);
    if (running) {
      // An entry enqueued during a replay may have been read too late: run once more afterwards.
      rerun = { userId, send };
      return running;
    }
    running = (async () => {
      try {
        let result = await replayWithLock(userId, send);
        while (rerun) {
          const next: { userId: string; send: OutboxSend } = rerun;
          rerun = null;
          const more = await replayWithLock(next.userId, next.send);
          // Every caller gets this promise: it must count what all the runs sent, not only the last.
          result = { ...more, sent: result.sent + more.sent, rejected: result.rejected + more.rejected };
        }
        return result;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function rowOf(entry: NewOutboxEntry, state: 'pending' | 'sending') {
    return {
      userId: String(entry.userId),
      idempotencyKey: entry.idempotencyKey ?? crypto.randomUUID(),
      method: entry.method.toUpperCase(),
      path: entry.path,
      body: entry.body,
      actedAt: entry.actedAt ?? new Date().toISOString(),
      state,
      kind: entry.kind,
      label: entry.label,
    };
  }

  async function announceQueued(): Promise<void> {
    notifyChanged();
    try {
      await deps.onEnqueued?.();
    } catch {
      // Background Sync is a bonus; the app also replays on reconnect and at start.
    }
  }

  return {
    beginDirectWrite,
    async stageDirectWrite(entry) {
      return addOutboxRow(await deps.getDb(), rowOf(entry, 'sending'));
    },
    async settleDirectWrite(entry, outcome) {
      const db = await deps.getDb();
      if (outcome === 'answered') {
        await deleteOutboxRow(db, entry.id);
        return null;
      }
      const queued = await markOutboxRowPending(db, entry.id);
      await announceQueued();
      return queued ?? null;
    },
    async enqueue(entry) {
      const stored = await addOutboxRow(await deps.getDb(), rowOf(entry, 'pending'));
      await announceQueued();
      return stored;
    },
    async listForUser(userId) {
      // A row being sent directly is not an unsent change (yet); one a closed page left is replayed at start.
      return (await listOutboxRows(await deps.getDb(), String(userId))).filter((entry) => entry.state !== 'sending');
    },
    async countPending(userId) {
      return countPendingIn(await deps.getDb(), String(userId));
    },
    replay,
    async dismiss(id) {
      await deleteOutboxRow(await deps.getDb(), id);
      notifyChanged();
    },
    async deleteForUser(userId) {
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

/**
 * The device-wide write lock if no one (any tab) holds it, kept until the returned function is
 * called; null when it is taken. Without working Web Locks, a no-op release: the in-tab guard alone.
 */
function holdLockIfAvailable(locks: LockManager): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: (() => void) | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    locks
      .request(OUTBOX_LOCK_NAME, { ifAvailable: true }, (lock) => {
        if (!lock) {
          settle(null);
          return undefined;
        }
        // The lock is held until this promise settles: until the caller releases it.
        return new Promise<void>((release) => settle(() => release()));
      })
      .catch(() => settle(() => {}));
  });
}

/** The app's outbox: the shared database, Web Locks across tabs, Background Sync, tab broadcast. */
export const outbox: Outbox = createOutbox({
  getDb: getOutboxDb,
  getLocks: () => (typeof navigator !== 'undefined' ? navigator.locks : undefined),
  onEnqueued: registerOutboxSync,
  channelName: OUTBOX_CHANNEL_NAME,
});
