import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/database.ts';
import { CHANGE_CHANNEL, parseChangeNotice, type ChangeKind, type ChangeNotice } from '../../events/change-notice.ts';

/** What one stream is told: the kind of change and which of its buildings, nothing more. */
export interface LiveEvent {
  kind: ChangeKind;
  buildingIds: number[];
  /** The events changed (kinds event and roster; notices name one building's events). */
  eventIds?: number[];
}

/** Why the server ends a stream: its session is over, notifications were missed, or it is stopping. */
export type StreamEndReason = 'session-ended' | 'interrupted' | 'closing';

export interface Subscriber {
  accountId: number;
  /** The buildings it may hear, as of the last check of its session. */
  buildingIds: readonly number[];
  /** Checks the session again: the buildings it may hear now, or null when the session is over. */
  recheck(): Promise<number[] | null>;
  send(event: LiveEvent): void;
  end(reason: StreamEndReason): void;
}

/** subscribe's refusal when the account already holds its most streams on this process. */
export class TooManyStreamsError extends Error {
  constructor(accountId: number) {
    super(`account ${accountId} holds the most live-event streams`);
    this.name = 'TooManyStreamsError';
  }
}

export interface EventHub {
  /**
   * Adds the stream, counting it at once (before anything is awaited), and starts hearing the
   * database (on the first stream); resolves once listening. Rejects with TooManyStreamsError when
   * the account already holds maxStreamsPerAccount, counting those still being opened.
   */
  subscribe(subscriber: Subscriber): Promise<() => void>;
  streamsOf(accountId: number): number;
  /** Ends every stream (server stopping) and stops listening. */
  close(): Promise<void>;
}

/**
 * A session is checked again at most this often while changes come in a burst (an outbox replay of
 * ten toggles asks the database once per stream, not ten times).
 */
const RECHECK_REUSE_MS = 1_000;

interface Entry {
  subscriber: Subscriber;
  buildingIds: readonly number[];
  check: { at: number; result: Promise<number[] | null> } | null;
}

function intersect(wanted: readonly number[] | null, allowed: readonly number[]): number[] {
  return wanted === null ? [...allowed] : wanted.filter((id) => allowed.includes(id));
}

/**
 * The streams of this process and the one LISTEN they share. A change is heard from the database
 * (any process may have made it), and each stream whose buildings it touched is told after its
 * session is checked again: a building taken away or a password changed since the stream opened is
 * never heard of.
 */
export function createEventHub(db: Database, log: FastifyBaseLogger, limits: { maxStreamsPerAccount: number }): EventHub {
  const entries = new Set<Entry>();
  // Streams being opened (waiting for the first LISTEN): they count against the cap too. Counted
  // before the await, or every request arriving while the process starts listening (just after a
  // restart, on PostgreSQL) would see none and pass.
  const opening = new Map<number, number>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;

  function recheck(entry: Entry): Promise<number[] | null> {
    const now = Date.now();
    if (entry.check && now - entry.check.at < RECHECK_REUSE_MS) return entry.check.result;
    const result = entry.subscriber.recheck();
    entry.check = { at: now, result };
    return result;
  }

  async function deliver(entry: Entry, notice: ChangeNotice): Promise<void> {
    if (intersect(notice.buildingIds, entry.buildingIds).length === 0) return;
    const allowed = await recheck(entry);
    if (!entries.has(entry)) return;
    if (allowed === null) {
      entries.delete(entry);
      entry.subscriber.end('session-ended');
      return;
    }
    entry.buildingIds = allowed;
    const buildingIds = intersect(notice.buildingIds, allowed);
    if (buildingIds.length > 0) entry.subscriber.send({ kind: notice.kind, buildingIds, ...(notice.eventIds ? { eventIds: notice.eventIds } : {}) });
  }

  function onNotification(payload: string): void {
    const notice = parseChangeNotice(payload);
    if (!notice) return;
    for (const entry of entries) {
      deliver(entry, notice).catch((error: unknown) => log.warn({ err: error }, 'live event not delivered'));
    }
  }

  /** Changes may have been missed: each app reconnects and refreshes what it shows. */
  function onInterrupted(): void {
    for (const entry of [...entries]) {
      entries.delete(entry);
      entry.subscriber.end('interrupted');
    }
  }

  function countOf(accountId: number): number {
    let count = opening.get(accountId) ?? 0;
    for (const entry of entries) if (entry.subscriber.accountId === accountId) count++;
    return count;
  }

  function startListening(): Promise<Unlisten> {
    listening ??= db.listen(CHANGE_CHANNEL, onNotification, { onInterrupted }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  return {
    async subscribe(subscriber) {
      if (closed) throw new Error('event hub closed');
      const { accountId } = subscriber;
      if (countOf(accountId) >= limits.maxStreamsPerAccount) throw new TooManyStreamsError(accountId);
      opening.set(accountId, (opening.get(accountId) ?? 0) + 1);
      try {
        await startListening();
      } finally {
        const left = (opening.get(accountId) ?? 1) - 1;
        if (left > 0) opening.set(accountId, left);
        else opening.delete(accountId);
      }
      const entry: Entry = { subscriber, buildingIds: subscriber.buildingIds, check: null };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    streamsOf: countOf,
    async close() {
      closed = true;
      for (const entry of [...entries]) entry.subscriber.end('closing');
      entries.clear();
      const unlisten = await listening?.catch(() => null);
      await unlisten?.().catch(() => {});
    },
  };
}
