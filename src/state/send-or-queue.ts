// The one path for writes that must survive a lost connection (each kind declared in
// queued-writes.ts): the write is stored in the outbox with the Idempotency-Key made when the user acted, before any request goes
// out (a page closed mid-send loses nothing), and the replay sends it, in order. The caller waits
// for its own write's answer, except when it cannot come at once: earlier writes of the user wait
// before it (sending it first could let an earlier one land last), or the link is down. Then it is
// "queued" at once and the replay sends it when it may.
import { requestApi, type ApiErrorBody, type ApiResult } from '../api/client.ts';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import { isOnline } from '../offline/connectivity.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { outbox, type SendOutcome, type Submission } from '../offline/shared/outbox.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { currentUserId } from './current-user.ts';
import { replayLaterWhileUnreachable, replayOutboxNow } from './outbox-replay.ts';
import { afterSent, QUEUED_WRITES, queuedWriteOf, type AnswerOf, type BodyOf, type WriteKind } from './queued-writes.ts';

export type QueuedOutcome<T> =
  | { outcome: 'sent'; result: Extract<ApiResult<T>, { ok: true }> }
  /** offline: the server could not be reached; false: queued behind earlier unsent changes. */
  | { outcome: 'queued'; entry: OutboxEntry; offline: boolean }
  | { outcome: 'failed'; result: Extract<ApiResult<T>, { ok: false }> };

export interface ActOptions {
  idempotencyKey?: string;
  actedAt?: string;
  /**
   * Called once the write is in the outbox, before any request: from then on a reload or a closed
   * tab no longer loses it. Also called when there is no outbox to write to.
   */
  onWrittenAhead?: () => void;
  /**
   * Once stored, wait for the next frame before sending or listing it: the tap that made it is drawn
   * (from a mark its caller set) before the request and the re-renders that follow. The write is
   * already in the outbox then, so the wait risks nothing.
   */
  paintFirst?: boolean;
}

/** The author's answer from the outcome of the write's first attempt. */
function outcomeOf<T>(attempt: SendOutcome, entry: OutboxEntry): QueuedOutcome<T> {
  if (attempt.outcome === 'retry-later') return { outcome: 'queued', entry, offline: true };
  const { status, data } = attempt.answer;
  // The answer as requestApi gave it to the replay (an error body for anything but 2xx).
  if (attempt.outcome === 'sent') return { outcome: 'sent', result: { ok: true, status, data: data as T, cachedAt: null } };
  return { outcome: 'failed', result: { ok: false, status, data: data as ApiErrorBody, cachedAt: null } };
}

/**
 * No outbox to keep the write in (nobody signed in, or IndexedDB unavailable in some private
 * modes): the call simply goes out once, and its answer, or its failure, is the outcome.
 */
async function sendWithoutOutbox<K extends WriteKind>(kind: K, body: BodyOf<K>, idempotencyKey: string): Promise<QueuedOutcome<AnswerOf<K>>> {
  const { method, path } = QUEUED_WRITES[kind].endpoint;
  const result = await requestApi<AnswerOf<K>>(method, path, body, { headers: { [HTTP_HEADERS.idempotencyKey]: idempotencyKey } });
  if (!result.ok) return { outcome: 'failed', result };
  afterSent(kind, body, result.data);
  return { outcome: 'sent', result };
}

/**
 * Stores a write of `kind` (queued-writes.ts) and sends it, or leaves it queued; `label` names it in
 * the unsent-changes list (and on a roster while it waits). The caller shows the outcome.
 */
export async function sendOrQueue<K extends WriteKind>(
  kind: K,
  body: BodyOf<K>,
  label: string,
  options: ActOptions = {},
): Promise<QueuedOutcome<AnswerOf<K>>> {
  type T = AnswerOf<K>;
  const { method, path } = QUEUED_WRITES[kind].endpoint;
  const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
  const userId = currentUserId();
  let submission: Submission | null = null;
  if (userId !== null) {
    const lane = queuedWriteOf(kind)?.lane?.(body) ?? null;
    submission = await outbox
      .submit({ userId, method, path, body, kind, label, lane, idempotencyKey, actedAt: options.actedAt })
      .catch(() => null);
  }
  options.onWrittenAhead?.();
  if (options.paintFirst) await afterNextPaint();
  if (submission === null) return sendWithoutOutbox(kind, body, idempotencyKey);

  const { entry } = submission;
  if (submission.waitingBefore > 0 || !isOnline()) {
    const attempt = submission.stopWaiting();
    if (attempt) return outcomeOf<T>(attempt, entry);
    // Online, the replay sends what waits, this one last; offline, the reconnect replays, and the
    // back-off too while the browser says online (only the server unreachable).
    if (isOnline()) void replayOutboxNow();
    else replayLaterWhileUnreachable();
    return { outcome: 'queued', entry, offline: !isOnline() };
  }
  const replay = replayOutboxNow();
  const attempt = await Promise.race([submission.firstAttempt, replay.then(() => submission.stopWaiting())]);
  if (attempt) return outcomeOf<T>(attempt, entry);
  // The replay ended without sending it (another tab's replay took it, or the session changed): it
  // stays queued, and the next replay sends it if it is still there.
  return { outcome: 'queued', entry, offline: !isOnline() };
}
