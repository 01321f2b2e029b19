// Replays the signed-in user's outbox with that user's session only, and reports what happened to
// whoever listens (the offline-sync feature shows it). Triggers: app start, reconnect, and the
// service worker's Background Sync message.
import { requestApi, type HttpMethod } from '../api/client.ts';
import { isIdempotencyInProgress } from '../contract/idempotency.ts';
import type { OutboxEntry } from '../offline/shared/offline-db.ts';
import { isBrowserOnline } from '../offline/connectivity.ts';
import { idempotencyHeaders, outbox, type OutboxSendResult, type ReplayResult } from '../offline/shared/outbox.ts';
import { currentUserId } from './current-user.ts';
import { getSessionToken } from './session.ts';

// A lossy network can fail a replay while the browser still says "online": no online event will
// come to retry it, so the page retries by itself, backing off.
export const REPLAY_RETRY_MS = { first: 2_000, max: 60_000 } as const;
/** A server fault (5xx) answered this often for one entry is shown as refused, not retried forever. */
export const SERVER_FAULT_ATTEMPTS = 5 as const;

const TRY_AGAIN_STATUSES: ReadonlySet<number> = new Set([408, 429]);

export type ReplayAnswerKind = 'sent' | 'try-again' | 'server-fault' | 'refused';

/** What one replayed answer means for its entry (status 0 is an unreachable network). */
export function classifyReplayAnswer(status: number, data: unknown): ReplayAnswerKind {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || TRY_AGAIN_STATUSES.has(status)) return 'try-again';
  if (status >= 500) return 'server-fault';
  // "Ask again with the same key": its first request is still being processed (src/contract/idempotency.ts).
  if (isIdempotencyInProgress(status, data)) return 'try-again';
  return 'refused';
}

// Server faults per Idempotency-Key in this page's life; a reload starts counting afresh.
const serverFaults = new Map<string, number>();

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
  const result = await requestApi(entry.method as HttpMethod, entry.path, entry.body, { headers: idempotencyHeaders(entry) });
  const kind = classifyReplayAnswer(result.status, result.data);
  if (kind === 'server-fault') {
    const faults = (serverFaults.get(entry.idempotencyKey) ?? 0) + 1;
    serverFaults.set(entry.idempotencyKey, faults);
    // Status 0 keeps the entry pending and stops the replay in order; the back-off retries it.
    if (faults < SERVER_FAULT_ATTEMPTS) return { status: 0, data: result.data };
  }
  if (kind === 'try-again') return { status: 0, data: result.data };
  serverFaults.delete(entry.idempotencyKey);
  if (kind === 'sent') for (const listener of [...entrySentListeners]) listener(entry, result.data);
  // Refused (or failing on the server every time): listed with the server's message until dismissed.
  return { status: result.status, data: result.data };
}

export interface ReplayReport extends ReplayResult {
  userId: number;
}

type ReplayListener = (report: ReplayReport) => void;
const replayListeners = new Set<ReplayListener>();

/** Every finished replay's counts (sent, rejected), whichever trigger started it. */
export function onReplayReport(listener: ReplayListener): () => void {
  replayListeners.add(listener);
  return () => replayListeners.delete(listener);
}

let reporting: Promise<ReplayReport | null> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelayMs: number = REPLAY_RETRY_MS.first;

function retryLaterIfStuckOnline(result: ReplayResult): void {
  if (!result.stoppedOffline || result.pending === 0) {
    retryDelayMs = REPLAY_RETRY_MS.first;
    return;
  }
  // Browser offline: its online event replays. (Online but the server unreachable: this back-off
  // and the connectivity probe both try.) A retry already waiting covers this run too.
  if (!isBrowserOnline() || retryTimer !== undefined) return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void replayOutboxNow();
  }, retryDelayMs);
  retryDelayMs = Math.min(retryDelayMs * 2, REPLAY_RETRY_MS.max);
}

/**
 * Replays and reports sent/rejected counts to the listeners; null when nobody is signed in. Triggers that
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
    const report = { ...result, userId };
    for (const listener of [...replayListeners]) listener(report);
    return report;
  })();
  reporting = run;
  void run.finally(() => {
    if (reporting === run) reporting = null;
  });
  return run;
}
