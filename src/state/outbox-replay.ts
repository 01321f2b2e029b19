// Replays the signed-in user's outbox with that user's session only: every queueable write is sent
// this way (sendOrQueue starts a replay for it), and what the replay sent or had refused is reported
// to whoever listens (the offline-sync feature shows it). Other triggers: app start, reconnect, the
// service worker's Background Sync message, and the back-off below.
import { requestApi, type HttpMethod } from '../api/client.ts';
import { isIdempotencyInProgress } from '../contract/idempotency.ts';
import { backoff, doublingDelaysMs } from '../primitives/backoff.ts';
import { emitter } from '../primitives/emitter.ts';
import { singleFlight } from '../primitives/single-flight.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { isBrowserOnline } from '../offline/connectivity.ts';
import { REPLAY_RETRY_MS } from '../offline/shared/offline-constants.ts';
import {
  addReplayResults,
  idempotencyHeaders,
  outbox,
  RETRY_LATER,
  type ReplayResult,
  type SendAttempt,
  type SendOutcome,
} from '../offline/shared/outbox.ts';
import { currentUserId } from './current-user.ts';
import { kioskOfToken } from './kiosk-mode.ts';
import { afterSent, queuedWriteOf } from './queued-writes.ts';
import { getSessionToken } from './session.ts';

/** A server fault (5xx) answered this often for one entry is shown as refused, not retried forever. */
export const SERVER_FAULT_ATTEMPTS = 5 as const;

const TRY_AGAIN_STATUSES: ReadonlySet<number> = new Set([408, 429]);
/**
 * A load balancer's answers when no server process behind it answered (one was killed or is
 * restarting, found by the torture test): as good as no answer, so retried with the same key like a
 * lost connection, also for an author who waits, and never counted as the server refusing the write.
 */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

type AnswerKind = 'sent' | 'retry-later' | 'server-fault' | 'refused';

/**
 * What one answer means for its entry, the same whether its author waits for it or not: no answer
 * at all (status 0: unreachable, or no answer within the client's timeout; or a gateway's
 * 502/503/504), "try again" (408, 429, a key still in progress) and a server fault (5xx, a few
 * times) keep it to be sent again, its author hearing "queued"; a refusal (4xx) is the author's to
 * show. (A waiting author used to be shown a 5xx as a refusal: the torture run saw a desk cancel
 * shown as made, then gone.)
 */
function classifyAnswer(status: number, data: unknown): AnswerKind {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 0 || GATEWAY_STATUSES.has(status)) return 'retry-later';
  if (TRY_AGAIN_STATUSES.has(status)) return 'retry-later';
  if (status >= 500) return 'server-fault';
  // "Ask again with the same key": its first request is still being processed (src/contract/idempotency.ts).
  if (isIdempotencyInProgress(status, data)) return 'retry-later';
  return 'refused';
}

/** The retry of a stuck replay (see REPLAY_RETRY_MS). */
const replayRetry = backoff(doublingDelaysMs(REPLAY_RETRY_MS.first, REPLAY_RETRY_MS.max));

// Server faults per Idempotency-Key in this page's life; a reload starts counting afresh.
const serverFaults = new Map<string, number>();

/** Sends one entry with the current session, and only if that session is the entry's user. */
export async function sendWithCurrentSession(entry: OutboxEntry, _attempt: SendAttempt): Promise<SendOutcome> {
  const user = currentUserId();
  // Signed out or another user meanwhile: never send one user's change with another's token.
  if (getSessionToken() === null || user === null || String(user) !== entry.userId) return RETRY_LATER;
  // A self check-in kiosk's session may send check-ins only (the kiosk's own): the desk's other
  // changes wait for the desk's session, back after the staff exit.
  if (kioskOfToken(getSessionToken()) !== null && !queuedWriteOf(entry.kind)?.kioskMaySend) return RETRY_LATER;
  const result = await requestApi(entry.method as HttpMethod, entry.path, entry.body, { headers: idempotencyHeaders(entry) });
  if (result.status !== 0 && !GATEWAY_STATUSES.has(result.status)) replayRetry.reset();
  let kind = classifyAnswer(result.status, result.data);
  if (kind === 'server-fault') {
    const faults = (serverFaults.get(entry.idempotencyKey) ?? 0) + 1;
    serverFaults.set(entry.idempotencyKey, faults);
    // Kept pending (the replay stops there, in order; the back-off retries it) until it keeps failing.
    kind = faults < SERVER_FAULT_ATTEMPTS ? 'retry-later' : 'refused';
  }
  if (kind === 'retry-later') return RETRY_LATER;
  serverFaults.delete(entry.idempotencyKey);
  const answer = { status: result.status, data: result.data };
  if (kind === 'sent') {
    // Shown before the entry leaves the outbox (and before a waiting author hears): its data would
    // otherwise show the change undone until the next refresh.
    afterSent(entry.kind, entry.body, result.data);
    return { outcome: 'sent', answer };
  }
  // Refused (or failing on the server every time): listed with the server's message until dismissed.
  return { outcome: 'refused', answer };
}

export interface ReplayReport extends ReplayResult {
  userId: number;
}

const replayReports = emitter<ReplayReport>();

/** Every finished replay's counts (sent, rejected), whichever trigger started it. */
export const onReplayReport = replayReports.on;

/**
 * Retries the replay after the back-off, unless the browser says offline (its online event replays
 * then) or a retry already waits. Online but the server unreachable, this back-off and the
 * connectivity probe both try. Also for a write queued without a try while the server seemed
 * unreachable: the reconnect alone is not enough, since one that follows another within moments is
 * skipped (connectivity.ts), and a write queued in between then waited for the next trigger, shown
 * "Pending sync" at the door meanwhile.
 */
export function replayLaterWhileUnreachable(): void {
  if (!isBrowserOnline() || replayRetry.pending) return;
  replayRetry.retry(() => void replayOutboxNow());
}

function retryLaterIfStuckOnline(result: ReplayResult): void {
  if (!result.retryLater || result.pending === 0) {
    replayRetry.reset();
    return;
  }
  replayLaterWhileUnreachable();
}

async function replayAndReport(userId: number): Promise<ReplayReport | null> {
  let result: ReplayResult;
  try {
    result = await outbox.replay(userId, sendWithCurrentSession);
  } catch {
    // IndexedDB unavailable: there is nothing queued to replay.
    return null;
  }
  retryLaterIfStuckOnline(result);
  const report = { ...result, userId };
  replayReports.emit(report);
  return report;
}

function addReports(earlier: ReplayReport | null, later: ReplayReport | null): ReplayReport | null {
  return earlier && later ? { ...addReplayResults(earlier, later), userId: later.userId } : (later ?? earlier);
}

// Triggers that overlap (a write, the online event and Background Sync may come together) share
// one flight: a trigger during a replay runs it once more afterwards (what it wants sent may have
// been stored too late for the run under way), and every caller hears what all the runs did.
const replayInTurn = singleFlight(replayAndReport, { whenBusy: 'run-again', combine: addReports });

/** Replays and reports sent/rejected counts to the listeners (each run); null when nobody is signed in. */
export function replayOutboxNow(): Promise<ReplayReport | null> {
  const userId = currentUserId();
  if (userId === null) return Promise.resolve(null);
  return replayInTurn(userId);
}
