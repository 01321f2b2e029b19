// The one path for writes that must survive a lost connection (task toggles, messages): the
// Idempotency-Key is made when the user acts, the call is tried at once, and a call that could not
// reach the server (status 0) goes to the outbox with the same key and the time the user acted.
import { apiCall, type ApiResult, type HttpMethod } from '../../api/client.ts';
import { IDEMPOTENCY_HEADER } from '../../offline/offline-constants.ts';
import type { OutboxEntry, OutboxKind } from '../../offline/offline-db.ts';
import { outbox } from '../../offline/outbox.ts';
import { currentUserId } from './current-user.ts';
import { replayOutboxNow } from './replay.ts';

export interface QueueableWrite {
  method: HttpMethod;
  /** Relative to the API base, as apiCall takes it. */
  path: string;
  body: unknown;
  kind: OutboxKind;
  /** What the unsent-changes list shows for it. */
  label: string;
}

export type WriteOutcome<T> =
  | { outcome: 'sent'; result: Extract<ApiResult<T>, { ok: true }> }
  /** offline: the server could not be reached; false: queued behind earlier unsent changes. */
  | { outcome: 'queued'; entry: OutboxEntry; offline: boolean }
  | { outcome: 'failed'; result: Extract<ApiResult<T>, { ok: false }> };

export interface ActOptions {
  idempotencyKey?: string;
  actedAt?: string;
}

async function countPendingSafely(userId: number): Promise<number> {
  try {
    return await outbox.countPending(userId);
  } catch {
    return 0;
  }
}

export async function sendOrQueue<T>(write: QueueableWrite, options: ActOptions = {}): Promise<WriteOutcome<T>> {
  const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
  const actedAt = options.actedAt ?? new Date().toISOString();
  const userId = currentUserId();
  const queued = { ...write, idempotencyKey, actedAt };
  if (userId !== null && (await countPendingSafely(userId)) > 0) {
    // Earlier changes still wait: sending this one first could let an older toggle win on replay.
    const entry = await outbox.enqueue({ ...queued, userId });
    void replayOutboxNow();
    return { outcome: 'queued', entry, offline: false };
  }
  const result = await apiCall<T>(write.method, write.path, write.body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  if (result.ok) return { outcome: 'sent', result };
  if (result.status === 0 && userId !== null) {
    // The request may or may not have reached the server; the same key makes the replay safe.
    const entry = await outbox.enqueue({ ...queued, userId });
    return { outcome: 'queued', entry, offline: true };
  }
  return { outcome: 'failed', result };
}
