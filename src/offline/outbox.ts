// Writes that must survive a lost connection (task toggles, messages). Each entry keeps the
// Idempotency-Key made when the user acted, so a replay after an ambiguous failure cannot apply the
// change twice: the server answers a repeated key with its first answer.
import { getOfflineDb, type OfflineDb, type OutboxEntry, type OutboxKind } from './offline-db.ts';
import { IDEMPOTENCY_HEADER, OUTBOX_CHANNEL_NAME, OUTBOX_LOCK_NAME } from './offline-constants.ts';
import { outboxRejectedFallback } from './offline-strings.ts';
import { registerOutboxSync } from './background-sync.ts';
import {
  addOutboxRow,
  deleteOutboxRow,
  deleteOutboxRowsForUser,
  getOutboxRow,
  listOutboxRows,
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
  getDb: () => Promise<OfflineDb>;
  /** Web Locks, so two tabs never replay together; absent → the in-tab guard alone. */
  getLocks?: () => LockManager | undefined;
  /** Called after each enqueue (Background Sync registration). */
  onEnqueued?: () => unknown;
  /** BroadcastChannel name to tell other tabs about changes; absent → this tab only. */
  channelName?: string;
}

export interface Outbox {
  enqueue(entry: NewOutboxEntry): Promise<OutboxEntry>;
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
  return { [IDEMPOTENCY_HEADER]: entry.idempotencyKey };
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
    const queued = (await listOutboxRows(db, userId)).filter((entry) => entry.state === 'pending');
    for (const queuedEntry of queued) {
      // Dismissed or wiped (sign-out) while earlier entries were in flight: do not send.
      const entry = await getOutboxRow(db, queuedEntry.id);
      if (!entry || entry.state !== 'pending' || entry.userId !== userId) continue;
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

  async function countPendingIn(db: OfflineDb, userId: string): Promise<number> {
    return (await listOutboxRows(db, userId)).filter((entry) => entry.state === 'pending').length;
  }

  async function replayWithLock(userId: string, send: OutboxSend): Promise<ReplayResult> {
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

  return {
    async enqueue(entry) {
      const db = await deps.getDb();
      const stored = await addOutboxRow(db, {
        userId: String(entry.userId),
        idempotencyKey: entry.idempotencyKey ?? crypto.randomUUID(),
        method: entry.method.toUpperCase(),
        path: entry.path,
        body: entry.body,
        actedAt: entry.actedAt ?? new Date().toISOString(),
        state: 'pending',
        kind: entry.kind,
        label: entry.label,
      });
      notifyChanged();
      try {
        await deps.onEnqueued?.();
      } catch {
        // Background Sync is a bonus; the app also replays on reconnect and at start.
      }
      return stored;
    },
    async listForUser(userId) {
      return listOutboxRows(await deps.getDb(), String(userId));
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

/** The app's outbox: the shared database, Web Locks across tabs, Background Sync, tab broadcast. */
export const outbox: Outbox = createOutbox({
  getDb: getOfflineDb,
  getLocks: () => (typeof navigator !== 'undefined' ? navigator.locks : undefined),
  onEnqueued: registerOutboxSync,
  channelName: OUTBOX_CHANNEL_NAME,
});
