// Replays the signed-in user's outbox with that user's session only, and tells the user what
// happened. Triggers: app start, reconnect, and the service worker's Background Sync message.
import { apiCall, type HttpMethod } from '../../api/client.ts';
import type { OutboxEntry } from '../../offline/offline-db.ts';
import { isOnline } from '../../offline/connectivity.ts';
import { idempotencyHeaders, outbox, type OutboxSendResult, type ReplayResult } from '../../offline/outbox.ts';
import { getSessionToken } from '../../state/session.ts';
import { notify } from '../../ui/toasts.tsx';
import { currentUserId } from './current-user.ts';
import { changesRejected, changesSent } from './offline-sync-strings.ts';

const IN_PROGRESS_STATUS = 409;
// A lossy network can fail a replay while the browser still says "online": no online event will
// come to retry it, so the page retries by itself, backing off.
export const REPLAY_RETRY_MS = { first: 2_000, max: 60_000 } as const;

/**
 * The server asks for the same key again later on 5xx and on 409 "still being processed"; keep the
 * entry pending (status 0 stops the replay in order) rather than marking it rejected.
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === IN_PROGRESS_STATUS;
}

type EntrySentListener = (entry: OutboxEntry, answer: unknown) => void;
const entrySentListeners = new Set<EntrySentListener>();

/**
 * A store shows a replayed change's answer as it does after a direct send: once the entry leaves
 * the outbox, its own data would otherwise show the change undone until the next refresh.
 */
export function onOutboxEntrySent(listener: EntrySentListener): () => void {
  entrySentListeners.add(listener);
  return () => entrySentListeners.delete(listener);
}

/** Sends one entry with the current session, and only if that session is the entry's user. */
export async function sendWithCurrentSession(entry: OutboxEntry): Promise<OutboxSendResult> {
  const user = currentUserId();
  if (getSessionToken() === null || user === null || String(user) !== entry.userId) {
    // Signed out or another user meanwhile: never send one user's change with another's token.
    return { status: 0, data: null };
  }
  const result = await apiCall(entry.method as HttpMethod, entry.path, entry.body, { headers: idempotencyHeaders(entry) });
  if (!result.ok && isRetryableStatus(result.status)) return { status: 0, data: result.data };
  if (result.ok) for (const listener of [...entrySentListeners]) listener(entry, result.data);
  return { status: result.status, data: result.data };
}

export interface ReplayReport extends ReplayResult {
  userId: number;
}

let reporting: Promise<ReplayReport | null> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs: number = REPLAY_RETRY_MS.first;

function retryLaterIfStuckOnline(result: ReplayResult): void {
  if (!result.stoppedOffline || result.pending === 0) {
    retryDelayMs = REPLAY_RETRY_MS.first;
    return;
  }
  // Offline, the online event replays; a retry already waiting covers this run too.
  if (!isOnline() || retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void replayOutboxNow();
  }, retryDelayMs);
  retryDelayMs = Math.min(retryDelayMs * 2, REPLAY_RETRY_MS.max);
}

/**
 * Replays and reports sent/rejected counts with toasts; null when nobody is signed in. Triggers that
 * overlap (the online event and Background Sync fire together) share one report: the outbox reruns
 * for the later call and the first caller counts both runs.
 */
export function replayOutboxNow(): Promise<ReplayReport | null> {
  const userId = currentUserId();
  if (userId === null) return Promise.resolve(null);
  if (reporting) {
    void outbox.replay(userId, sendWithCurrentSession).catch(() => undefined);
    return reporting;
  }
  const run = (async (): Promise<ReplayReport | null> => {
    let result: ReplayResult;
    try {
      result = await outbox.replay(userId, sendWithCurrentSession);
    } catch {
      // IndexedDB unavailable: there is nothing queued to replay.
      return null;
    }
    retryLaterIfStuckOnline(result);
    if (result.sent > 0) notify.success(changesSent(result.sent));
    if (result.rejected > 0) notify.error(changesRejected(result.rejected));
    return { ...result, userId };
  })();
  reporting = run;
  void run.finally(() => {
    if (reporting === run) reporting = null;
  });
  return run;
}
