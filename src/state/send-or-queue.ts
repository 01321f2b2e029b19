// The one path for writes that must survive a lost connection (task toggles, messages): the
// Idempotency-Key is made when the user acts, the call is tried at once when no other write of the
// user is in flight or waiting, and a call that could not reach the server (status 0, which
// includes a timeout) goes to the outbox with the same key and the time the user acted. Otherwise
// the write is queued behind the others: the server gets the user's changes in the order made.
// A direct send is written to the outbox first (state 'sending') and removed once answered.
import type { Endpoint, RequestOf, ResponseOf } from '../api/api-contract.ts';
import { requestApi, type ApiResult } from '../api/client.ts';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import type { OutboxEntry, OutboxKind } from '../offline/shared/offline-db.ts';
import { outbox, type DirectWrite } from '../offline/shared/outbox.ts';
import { currentUserId } from './current-user.ts';
import { replayOutboxNow } from './outbox-replay.ts';

export interface QueueableWrite<E extends Endpoint> {
  /** The write (src/api/); the outbox keeps its method and path to replay it. */
  endpoint: E;
  body: RequestOf<E>;
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
  /**
   * Called once the write is in the outbox (staged ahead of the request, or queued): from then on a
   * reload or a closed tab no longer loses it. Also called when there is no outbox to write to.
   */
  onWrittenAhead?: () => void;
}

const NO_SLOT_NEEDED: DirectWrite = { release: () => undefined };

async function claimDirectWrite(userId: number | null): Promise<DirectWrite | null> {
  // Nobody signed in: nothing could be queued for anyone, so the call simply goes out.
  if (userId === null) return NO_SLOT_NEEDED;
  try {
    return await outbox.beginDirectWrite(userId);
  } catch {
    // IndexedDB unavailable (some private modes): there is no outbox to keep order with.
    return NO_SLOT_NEEDED;
  }
}

export async function sendOrQueue<E extends Endpoint>(
  write: QueueableWrite<E>,
  options: ActOptions = {},
): Promise<WriteOutcome<ResponseOf<E>>> {
  type T = ResponseOf<E>;
  const { method, path } = write.endpoint;
  const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
  const actedAt = options.actedAt ?? new Date().toISOString();
  const userId = currentUserId();
  const queued = { method, path, body: write.body, kind: write.kind, label: write.label, idempotencyKey, actedAt };
  const writtenAhead = options.onWrittenAhead ?? (() => undefined);
  let slot: DirectWrite | null;
  try {
    slot = await claimDirectWrite(userId);
  } catch (error) {
    writtenAhead();
    throw error;
  }
  if (!slot && userId !== null) {
    // Another write is in flight or waiting: sending this one now could let the older one land
    // last (its replay after a lost answer). The replay sends both, in order, once it may.
    const entry = await outbox.enqueue({ ...queued, userId }).finally(writtenAhead);
    void replayOutboxNow();
    return { outcome: 'queued', entry, offline: false };
  }
  // Written ahead: a page reloaded or closed while the request is under way still has it (the
  // app start replays it with the same key; the server does nothing twice).
  const staged = userId === null ? null : await outbox.stageDirectWrite({ ...queued, userId }).catch(() => null);
  writtenAhead();
  try {
    const result = await requestApi<T>(method, path, write.body, {
      headers: { [HTTP_HEADERS.idempotencyKey]: idempotencyKey },
    });
    if (result.status === 0 && userId !== null) {
      // The request may or may not have reached the server; the same key makes the replay safe.
      // A staged row gone meanwhile was wiped (sign-out): it is not put back.
      const entry = staged ? ((await outbox.settleDirectWrite(staged, 'queue')) ?? staged) : await outbox.enqueue({ ...queued, userId });
      return { outcome: 'queued', entry, offline: true };
    }
    if (staged) await outbox.settleDirectWrite(staged, 'answered');
    if (result.ok) return { outcome: 'sent', result };
    return { outcome: 'failed', result };
  } finally {
    // After the enqueue: a replay waiting for this write finds it, ahead of later changes.
    slot?.release();
  }
}
