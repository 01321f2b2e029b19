// The shapes the outbox and its callers share: a write to store, one attempt's outcome, a replay's
// counts, and a submission its author waits on.
import { HTTP_HEADERS } from '../../contract/http-headers.ts';
import type { OutboxEntry } from './outbox-db.ts';
import { outboxRejectedFallback } from './offline-strings.ts';

/** The account id; the session has it as a number, the cache partitions by its string form. */
export type UserId = string | number;

export interface NewOutboxEntry {
  userId: UserId;
  method: string;
  path: string;
  body: unknown;
  kind: string;
  label: string;
  /** Its lane (outbox-lanes.ts); absent: sent behind every earlier write. */
  lane?: string | null;
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

export function idempotencyHeaders(entry: Pick<OutboxEntry, 'idempotencyKey'>): Record<string, string> {
  return { [HTTP_HEADERS.idempotencyKey]: entry.idempotencyKey };
}

/** The server's sentence; the API's calls put it in different fields. */
export function rejectionMessage(answer: OutboxAnswer): string {
  const data = (typeof answer.data === 'object' && answer.data !== null ? answer.data : {}) as Record<string, unknown>;
  for (const field of ['msg', 'message', 'detail', 'error'] as const) {
    const value = data[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return outboxRejectedFallback(answer.status);
}
