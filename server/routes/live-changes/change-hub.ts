import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/database.ts';
import { CHANGE_LOG, canReplayAfter, changeLogPosition, changesAfter, type LoggedChange } from '../../live-changes/change-log.ts';
import { CHANGE_CHANNEL, parseChangeNotice } from '../../live-changes/change-notice.ts';
import { backoff } from '../../../src/primitives/backoff.ts';
import { singleFlight } from '../../../src/primitives/single-flight.ts';
import { StreamLeftError, TooManyStreamsError, type ChangeHub, type StreamStart, type Subscriber } from './change-hub-types.ts';

/**
 * A session is checked again at most this often while changes come in a burst (an outbox replay of
 * ten toggles asks the database once per stream, not ten times).
 */
const RECHECK_REUSE_MS = 1_000;

/** Waits before reading the table again after a failed read. */
const RETRY_READ_MS = [1_000] as const;

interface Entry {
  subscriber: Subscriber;
  buildingIds: readonly number[];
  check: { at: number; result: Promise<number[] | null> } | null;
  /** Its deliveries, one after another: a stream hears changes in id order. */
  chain: Promise<void>;
  /** The last id it was told of (or started after): anything at or below it is not sent again. */
  lastId: number;
}

function intersect(wanted: readonly number[] | null, allowed: readonly number[]): number[] {
  return wanted === null ? [...allowed] : wanted.filter((id) => allowed.includes(id));
}

/** The rows after `afterId` still kept, read a page at a time. */
async function allChangesAfter(db: Database, afterId: number): Promise<LoggedChange[]> {
  const all: LoggedChange[] = [];
  for (let after = afterId; ; ) {
    const page = await changesAfter(db, after);
    all.push(...page);
    const last = page.at(-1);
    if (!last || page.length < CHANGE_LOG.pageRows) return all;
    after = last.id;
  }
}

/** The longest close() waits for the LISTEN connection to stop. */
const CLOSE_LISTEN_WAIT_MS = 5_000;

/**
 * The streams of this process and the one LISTEN they share. A notification only wakes the process:
 * it reads the table of recent changes after the last id it read (any process may have made them,
 * and a notification lost while the LISTEN connection was down is made up for by the next read), and
 * each stream whose buildings a change touched is told after its session is checked again: a
 * building taken away or a password changed since the stream opened is never heard of.
 */
export function createChangeHub(db: Database, log: FastifyBaseLogger, limits: { maxStreamsPerAccount: number }): ChangeHub {
  const entries = new Set<Entry>();
  // Streams being opened (waiting for the first LISTEN): they count against the cap too. Counted
  // before the await, or every request arriving while the process starts listening (just after a
  // restart, on PostgreSQL) would see none and pass.
  const opening = new Map<number, number>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;
  // The last id this process read from the table (null until it listens).
  let readThrough: number | null = null;
  const retries = backoff(RETRY_READ_MS, { unref: true });

  function recheck(entry: Entry): Promise<number[] | null> {
    const now = Date.now();
    if (entry.check && now - entry.check.at < RECHECK_REUSE_MS) return entry.check.result;
    const result = entry.subscriber.recheck();
    entry.check = { at: now, result };
    return result;
  }

  async function deliver(entry: Entry, change: LoggedChange): Promise<void> {
    if (change.id <= entry.lastId || !entries.has(entry)) return;
    entry.lastId = change.id;
    const notice = parseChangeNotice(change.payload);
    if (!notice || intersect(notice.buildingIds, entry.buildingIds).length === 0) return;
    const allowed = await recheck(entry);
    if (!entries.has(entry)) return;
    if (allowed === null) {
      entries.delete(entry);
      entry.subscriber.end('session-ended');
      return;
    }
    entry.buildingIds = allowed;
    const buildingIds = intersect(notice.buildingIds, allowed);
    if (buildingIds.length > 0) {
      const { eventIds, checkIns } = notice;
      entry.subscriber.send({ kind: notice.kind, buildingIds, ...(eventIds ? { eventIds } : {}), ...(checkIns ? { checkIns } : {}) }, change.id);
    }
  }

  function enqueue(entry: Entry, work: () => Promise<void>): void {
    entry.chain = entry.chain.then(work).catch((error: unknown) => log.warn({ err: error }, 'live change not delivered'));
  }

  // One read at a time; a wake during a read asks for one more once it ends (what woke it may have
  // committed after the read looked).
  const readNew = singleFlight(
    async (): Promise<void> => {
      if (readThrough === null || closed) return;
      const changes = await allChangesAfter(db, readThrough);
      for (const change of changes) {
        for (const entry of entries) enqueue(entry, () => deliver(entry, change));
        readThrough = change.id;
      }
    },
    { whenBusy: 'run-again' },
  );

  /** Something changed (or may have, while the LISTEN was down): read the table. */
  function wake(): void {
    if (readThrough === null || closed) return;
    readNew().then(
      () => retries.reset(),
      (error: unknown) => {
        log.warn({ err: error }, 'live changes: cannot read the recent changes');
        retries.retry(wake);
      },
    );
  }

  function countOf(accountId: number): number {
    let count = opening.get(accountId) ?? 0;
    for (const entry of entries) if (entry.subscriber.accountId === accountId) count++;
    return count;
  }

  function startListening(): Promise<Unlisten> {
    listening ??= (async () => {
      const unlisten = await db.listen(CHANGE_CHANNEL, wake, { onInterrupted: wake });
      try {
        // Listening first: anything committed after this read wakes the process.
        readThrough ??= (await changeLogPosition(db)).head;
      } catch (error) {
        await unlisten().catch(() => {});
        throw error;
      }
      wake();
      return unlisten;
    })().catch((error: unknown) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  /** Where a new stream starts, and the kept changes after its Last-Event-ID. */
  async function startOf(lastEventId: number | null): Promise<{ start: StreamStart; missed: LoggedChange[] }> {
    const position = await changeLogPosition(db);
    if (lastEventId !== null && canReplayAfter(lastEventId, position)) {
      return { start: { id: lastEventId, resync: false }, missed: await allChangesAfter(db, lastEventId) };
    }
    return { start: { id: position.head, resync: true }, missed: [] };
  }

  return {
    async subscribe(subscriber, lastEventId = null, left) {
      if (closed) throw new Error('change hub closed');
      if (left?.aborted) throw new StreamLeftError();
      const { accountId } = subscriber;
      if (countOf(accountId) >= limits.maxStreamsPerAccount) throw new TooManyStreamsError(accountId);
      opening.set(accountId, (opening.get(accountId) ?? 0) + 1);
      let isOpening = true;
      const stopOpening = () => {
        if (!isOpening) return;
        isOpening = false;
        const count = (opening.get(accountId) ?? 1) - 1;
        if (count > 0) opening.set(accountId, count);
        else opening.delete(accountId);
      };
      let entry: Entry | undefined;
      // The client gone: its place is free at once, not when the opening ends.
      const leave = () => {
        stopOpening();
        if (entry) entries.delete(entry);
      };
      left?.addEventListener('abort', leave, { once: true });
      try {
        try {
          await startListening();
        } finally {
          stopOpening();
        }
        if (left?.aborted) throw new StreamLeftError();
        // Closed meanwhile: close() has ended the streams it knew of, and would never end this one.
        if (closed) throw new Error('change hub closed');
        // In the set before its start is read: a change committed meanwhile is either in what is
        // read or delivered after it (and one in both is sent once, by id).
        const starting = startOf(lastEventId);
        const opened: Entry = { subscriber, buildingIds: subscriber.buildingIds, check: null, chain: Promise.resolve(), lastId: 0 };
        entry = opened;
        opened.chain = starting.then(
          async ({ start, missed }) => {
            // Ended meanwhile (the hub closing, the client gone): nothing more is written to it.
            if (!entries.has(opened)) return;
            opened.lastId = start.id;
            subscriber.ready(start);
            for (const change of missed) await deliver(opened, change);
          },
          () => {},
        );
        entries.add(opened);
        try {
          await starting;
        } catch (error) {
          entries.delete(opened);
          throw error;
        }
        if (left?.aborted) throw new StreamLeftError();
        return () => {
          entries.delete(opened);
        };
      } finally {
        left?.removeEventListener('abort', leave);
      }
    },
    streamsOf: countOf,
    async close() {
      closed = true;
      retries.cancel();
      for (const entry of [...entries]) entry.subscriber.end('closing');
      entries.clear();
      // Bounded: a LISTEN connection still being made (or a database that stopped answering) must not
      // keep the process from stopping. (A CI run's close that waited past 60 s, first put down to
      // this, waited on an HTTP connection its client held open: server/http/close-connections.ts.)
      const stopListening = async () => {
        const unlisten = await listening?.catch(() => null);
        await unlisten?.().catch(() => {});
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([stopListening(), new Promise<void>((done) => (timer = setTimeout(done, CLOSE_LISTEN_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
