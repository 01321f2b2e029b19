import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/database.ts';
import { CHANGE_LOG, canReplayAfter, changeLogPosition, changesAfter, type LoggedChange } from '../../live-changes/change-log.ts';
import { CHANGE_CHANNEL, parseChangeNotice, type ChangeNotice } from '../../live-changes/change-notice.ts';
import { backoff } from '../../../src/primitives/backoff.ts';
import { singleFlight } from '../../../src/primitives/single-flight.ts';
import { BuildingIndex } from './building-index.ts';
import {
  StreamLeftError,
  TooManyStreamsError,
  type ChangeHub,
  type LiveChange,
  type SessionCheck,
  type StreamStart,
  type Subscriber,
} from './change-hub-types.ts';

/**
 * A session is checked again at most this often while changes come in a burst (an outbox replay of
 * ten toggles asks the database once, not ten times).
 */
const RECHECK_REUSE_MS = 1_000;

/** Waits before reading the table again after a failed read (or a failed check of the sessions). */
const RETRY_READ_MS = [1_000] as const;

/** The longest close() waits for the LISTEN connection to stop. */
const CLOSE_LISTEN_WAIT_MS = 5_000;

interface Entry<Session> {
  subscriber: Subscriber<Session>;
  /** The buildings it may hear, as of the last check of its session (the index files it under them). */
  buildingIds: readonly number[];
  check: { at: number; result: Promise<readonly number[] | null> } | null;
  /**
   * Changes read while it is being opened, told once its Last-Event-ID's are (null once it is open
   * and in the index): a stream hears changes in id order.
   */
  pending: Change[] | null;
  /** The last id it was told of (or started after): anything at or below it is not sent again. */
  lastId: number;
}

/** A row of the table of recent changes, its notice parsed once (null: not one this server knows). */
interface Change {
  id: number;
  notice: ChangeNotice | null;
  /**
   * What a stream that may hear all its buildings is told: one object for all of them, so each
   * stream's writer can reuse the text it made of it (10,000 streams on one building: one text).
   */
  whole?: LiveChange;
}

function liveChange({ kind, eventIds, checkIns }: ChangeNotice, buildingIds: number[]): LiveChange {
  return { kind, buildingIds, ...(eventIds ? { eventIds } : {}), ...(checkIns ? { checkIns } : {}) };
}

function intersect(wanted: readonly number[] | null, allowed: readonly number[]): number[] {
  return wanted === null ? [...allowed] : wanted.filter((id) => allowed.includes(id));
}

/** The rows after `afterId` still kept, read a page at a time, each notice parsed. */
async function allChangesAfter(db: Database, afterId: number): Promise<Change[]> {
  const all: LoggedChange[] = [];
  for (let after = afterId; ; ) {
    const page = await changesAfter(db, after);
    all.push(...page);
    const last = page.at(-1);
    if (!last || page.length < CHANGE_LOG.pageRows) break;
    after = last.id;
  }
  return all.map((row) => ({ id: row.id, notice: parseChangeNotice(row.payload) }));
}

/**
 * The streams of this process and the one LISTEN they share. A notification only wakes the process:
 * it reads the table of recent changes after the last id it read (any process may have made them,
 * and a notification lost while the LISTEN connection was down is made up for by the next read),
 * once for all its streams. The streams a batch of changes touches (found by building) have their
 * sessions checked again together, with one call of `checkSessions` (a check is reused for a
 * second), before any is told: a building taken away or a password changed since the stream opened
 * is never heard of, and a session over ends its stream.
 */
export function createChangeHub<Session>(
  db: Database,
  log: FastifyBaseLogger,
  options: { maxStreamsPerAccount: number; checkSessions: SessionCheck<Session> },
): ChangeHub<Session> {
  // Every stream, open or being opened (its missed changes being read and told).
  const entries = new Set<Entry<Session>>();
  // The open ones, by building; the others are being opened.
  const index = new BuildingIndex<Entry<Session>>();
  const starting = new Set<Entry<Session>>();
  // Streams per account: those in `entries`, and those waiting for the first LISTEN. Counted before
  // anything is awaited, or every request arriving while the process starts listening (just after a
  // restart, on PostgreSQL) would see none and pass.
  const counts = new Map<number, number>();
  let listening: Promise<Unlisten> | null = null;
  let closed = false;
  // The last id this process read from the table (null until it listens).
  let readThrough: number | null = null;
  const retries = backoff(RETRY_READ_MS, { unref: true });

  function count(accountId: number, by: 1 | -1): void {
    const next = (counts.get(accountId) ?? 0) + by;
    if (next > 0) counts.set(accountId, next);
    else counts.delete(accountId);
  }

  function remove(entry: Entry<Session>): void {
    if (!entries.delete(entry)) return;
    index.delete(entry);
    starting.delete(entry);
    count(entry.subscriber.accountId, -1);
  }

  /**
   * Checks again the sessions of `touched` whose last check is over a second old, all in one call,
   * and ends the streams whose session is over. Throws (nothing told) when the check fails.
   */
  async function recheck(touched: readonly Entry<Session>[]): Promise<void> {
    const now = Date.now();
    const stale = touched.filter((entry) => !entry.check || now - entry.check.at >= RECHECK_REUSE_MS);
    if (stale.length > 0) {
      const results = options.checkSessions(stale.map((entry) => entry.subscriber.session));
      stale.forEach((entry, i) => {
        const check = { at: now, result: results.then((all) => all[i] ?? null) };
        entry.check = check;
        // A failed check is not reused: the next delivery asks again.
        check.result.catch(() => {
          if (entry.check === check) entry.check = null;
        });
      });
    }
    const allowed = await Promise.all(touched.map((entry) => entry.check!.result));
    touched.forEach((entry, i) => {
      if (!entries.has(entry)) return;
      const buildingIds = allowed[i] ?? null;
      if (buildingIds === null) {
        remove(entry);
        entry.subscriber.end('session-ended');
        return;
      }
      entry.buildingIds = buildingIds;
      if (entry.pending === null) index.set(entry, buildingIds);
    });
  }

  function touches(change: Change, entry: Entry<Session>): boolean {
    return change.notice !== null && change.id > entry.lastId && intersect(change.notice.buildingIds, entry.buildingIds).length > 0;
  }

  /** Tells `entry` of `change` (once, in id order), as far as its buildings go. */
  function tell(entry: Entry<Session>, change: Change): void {
    const { notice } = change;
    if (notice === null || change.id <= entry.lastId || !entries.has(entry)) return;
    entry.lastId = change.id;
    const buildingIds = intersect(notice.buildingIds, entry.buildingIds);
    if (buildingIds.length === 0) return;
    if (notice.buildingIds !== null && buildingIds.length === notice.buildingIds.length) {
      change.whole ??= liveChange(notice, notice.buildingIds);
      entry.subscriber.send(change.whole, change.id);
    } else {
      entry.subscriber.send(liveChange(notice, buildingIds), change.id);
    }
  }

  /**
   * Tells the open streams (or only `one`, being opened) of `changes`, in id order: first the
   * sessions of every stream they touch are checked again, together.
   */
  async function deliver(changes: readonly Change[], one?: Entry<Session>): Promise<void> {
    const targetsOf = (change: Change): Iterable<Entry<Session>> =>
      one ? [one] : change.notice === null ? [] : index.of(change.notice.buildingIds);
    const touched = new Set<Entry<Session>>();
    for (const change of changes) for (const entry of targetsOf(change)) if (touches(change, entry)) touched.add(entry);
    if (touched.size === 0) return;
    await recheck([...touched]);
    for (const change of changes) for (const entry of targetsOf(change)) tell(entry, change);
  }

  // One read at a time; a wake during a read asks for one more once it ends (what woke it may have
  // committed after the read looked). The changes read are told before the next read; when telling
  // fails (the sessions cannot be checked), they are read and told again after RETRY_READ_MS.
  const readNew = singleFlight(
    async (): Promise<void> => {
      if (readThrough === null || closed) return;
      const changes = await allChangesAfter(db, readThrough);
      const last = changes.at(-1);
      if (!last) return;
      for (const entry of starting) entry.pending?.push(...changes);
      await deliver(changes);
      readThrough = Math.max(readThrough, last.id);
    },
    { whenBusy: 'run-again' },
  );

  /** Something changed (or may have, while the LISTEN was down): read the table. */
  function wake(): void {
    if (readThrough === null || closed) return;
    readNew().then(
      () => retries.reset(),
      (error: unknown) => {
        log.warn({ err: error }, 'live changes: cannot read the recent changes or check the sessions');
        retries.retry(wake);
      },
    );
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
  async function startOf(lastEventId: number | null): Promise<{ start: StreamStart; missed: Change[] }> {
    const position = await changeLogPosition(db);
    if (lastEventId !== null && canReplayAfter(lastEventId, position)) {
      return { start: { id: lastEventId, resync: false }, missed: await allChangesAfter(db, lastEventId) };
    }
    return { start: { id: position.head, resync: true }, missed: [] };
  }

  /**
   * Tells a stream being opened what it missed, then what was read meanwhile, then files it in the
   * index (in the same turn as its last pending change, so nothing read falls between).
   */
  async function open(entry: Entry<Session>, start: StreamStart, missed: Change[]): Promise<void> {
    entry.lastId = start.id;
    entry.subscriber.ready(start);
    for (let backlog = missed; ; ) {
      await deliver(backlog, entry);
      if (!entries.has(entry)) return;
      backlog = entry.pending ?? [];
      if (backlog.length === 0) break;
      entry.pending = [];
    }
    entry.pending = null;
    starting.delete(entry);
    index.set(entry, entry.buildingIds);
  }

  return {
    async subscribe(subscriber, lastEventId = null, left) {
      if (closed) throw new Error('change hub closed');
      if (left?.aborted) throw new StreamLeftError();
      const { accountId } = subscriber;
      if ((counts.get(accountId) ?? 0) >= options.maxStreamsPerAccount) throw new TooManyStreamsError(accountId);
      count(accountId, 1);
      let isOpening = true;
      const stopOpening = () => {
        if (!isOpening) return;
        isOpening = false;
        count(accountId, -1);
      };
      let entry: Entry<Session> | undefined;
      // The client gone: its place is free at once, not when the opening ends.
      const leave = () => {
        stopOpening();
        if (entry) remove(entry);
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
        // Among the streams before its start is read: a change committed meanwhile is either in what
        // is read or kept in its pending list (and one in both is sent once, by id).
        const opened: Entry<Session> = { subscriber, buildingIds: subscriber.buildingIds, check: null, pending: [], lastId: 0 };
        entry = opened;
        entries.add(opened);
        starting.add(opened);
        count(accountId, 1);
        let start: { start: StreamStart; missed: Change[] };
        try {
          start = await startOf(lastEventId);
        } catch (error) {
          remove(opened);
          throw error;
        }
        if (left?.aborted) throw new StreamLeftError();
        // Ended meanwhile (the hub closing): nothing more is written to it.
        if (entries.has(opened)) {
          open(opened, start.start, start.missed).catch((error: unknown) => {
            // Its missed changes could not be told (the sessions not checked): it ends, and the app
            // opens it again with its Last-Event-ID.
            log.warn({ err: error }, 'live changes: cannot tell a stream what it missed');
            if (!entries.has(opened)) return;
            remove(opened);
            subscriber.end('closing');
          });
        }
        return () => remove(opened);
      } finally {
        left?.removeEventListener('abort', leave);
      }
    },
    streamsOf: (accountId) => counts.get(accountId) ?? 0,
    async close() {
      closed = true;
      retries.cancel();
      const all = [...entries];
      entries.clear();
      index.clear();
      starting.clear();
      counts.clear();
      for (const entry of all) entry.subscriber.end('closing');
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
