import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/database.ts';
import { changeLogPosition } from '../../live-changes/change-log.ts';
import { CHANGE_CHANNEL } from '../../live-changes/change-notice.ts';
import type { SessionNotice } from '../../live-changes/session-notice.ts';
import { backoff } from '../../../src/primitives/backoff.ts';
import { singleFlight } from '../../../src/primitives/single-flight.ts';
import { BuildingIndex } from './building-index.ts';
import {
  StreamLeftError,
  TooManyStreamsError,
  type ChangeHub,
  type SessionCheck,
  type StreamStart,
} from './change-hub-types.ts';
import { allChangesAfter, intersect, liveChange, streamStart, type Change } from './hub-changes.ts';
import { SessionWatch, type Watched } from './session-watch.ts';

/**
 * Streams told in one go before their writes are sent: they go out while the rest are told (5,000
 * streams of one building on a process: the first hear it without waiting for the last), and the
 * proxy and the tablets work through them meanwhile.
 */
const TELL_SLICE = 500;

/**
 * How long telling goes on before other work (requests, reads) gets a turn. Not after every slice:
 * when a thousand tablets reconnect at once, their requests would be served between the slices of
 * every change, and the streams still open would hear each change late (bench:fanout's (b): p99
 * 0.83-1.10 s letting the event loop turn after each slice, 0.69-0.86 s only sending the writes).
 */
const TELL_TURN_MS = 200;

/** Waits before reading the table again after a failed read (or a failed check of the sessions). */
const RETRY_READ_MS = [1_000] as const;

/** The longest close() waits for the LISTEN connection to stop. */
const CLOSE_LISTEN_WAIT_MS = 5_000;

interface Entry<Session> extends Watched<Session> {
  /**
   * Changes read while it is being opened, told once its Last-Event-ID's are (null once it is open
   * and in the index): a stream hears changes in id order.
   */
  pending: Change[] | null;
  /** The last id it was told of (or started after): anything at or below it is not sent again. */
  lastId: number;
}

/** Sends the writes of the streams told so far (Node sends a response's writes on the next tick). */
function sent(): Promise<void> {
  return new Promise((resolve) => process.nextTick(resolve));
}

/** Lets the event loop turn: other requests and reads go on, the writes made so far go out. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The streams of this process and the one LISTEN they share. A notification only wakes the process:
 * it reads the table of recent changes after the last id it read (any process may have made them,
 * and a notification lost while the LISTEN connection was down is made up for by the next read),
 * once for all its streams. A stream's session is read (with `checkSessions`, many in one call)
 * before it is first told something, and again before anything more once a session notice in the
 * table names its holder (session-watch.ts); its token's expiry is checked at each change. So a
 * building taken away or a password changed since the stream opened is never heard of, and a
 * session over ends its stream, while a change itself reads no session.
 */
export function createChangeHub<Session>(
  db: Database,
  log: FastifyBaseLogger,
  options: {
    maxStreamsPerAccount: number;
    checkSessions: SessionCheck<Session>;
    /** Whether a session's token has expired by `nowMs`, without the database. */
    sessionExpired(session: Session, nowMs: number): boolean;
    /** The holders (a subscriber's accountId) whose sessions a session notice names; null: every one. */
    holdersOf(notice: SessionNotice): readonly number[] | null;
  },
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
    watch.delete(entry);
    count(entry.subscriber.accountId, -1);
  }

  function endSession(entry: Entry<Session>): void {
    remove(entry);
    entry.subscriber.end('session-ended');
  }

  const watch = new SessionWatch<Session, Entry<Session>>({
    checkSessions: options.checkSessions,
    expired: options.sessionExpired,
    holds: (entry) => entries.has(entry),
    settle(entry, buildingIds) {
      if (buildingIds === null) {
        endSession(entry);
        return;
      }
      entry.buildingIds = buildingIds;
      if (entry.pending === null) index.set(entry, buildingIds);
    },
  });

  function touches(change: Change, entry: Entry<Session>): boolean {
    return change.notice !== null && change.id > entry.lastId && intersect(change.notice.buildingIds, entry.buildingIds).length > 0;
  }

  /** Tells `entry` of `change` (once, in id order), as far as its buildings go; its session is fresh. */
  function tell(entry: Entry<Session>, change: Change, nowMs: number): void {
    const { notice } = change;
    if (notice === null || change.id <= entry.lastId || !entries.has(entry)) return;
    if (watch.expired(entry, nowMs)) {
      endSession(entry);
      return;
    }
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
   * sessions to be read again are read, together (every stream marked since its last read; for
   * `one`, its own), and only then are the streams found by building (one given a building is under
   * it by then); then they are told, their writes sent every TELL_SLICE.
   */
  async function deliver(changes: readonly Change[], one?: Entry<Session>): Promise<void> {
    if (!changes.some((change) => change.notice !== null)) return;
    if (one) {
      if (changes.some((change) => touches(change, one))) await watch.refresh([one]);
    } else {
      await watch.refreshMarked();
    }
    const targets = changes.map((change) => (one ? [one] : change.notice === null ? [] : [...index.of(change.notice.buildingIds)]));
    // Opened meanwhile, their sessions not read yet: read together too.
    if (!one) await watch.refresh(new Set(targets.flat()));
    let told = 0;
    let now = Date.now();
    let turned = now;
    for (const [i, change] of changes.entries()) {
      for (const entry of targets[i]!) {
        if (!touches(change, entry)) continue;
        // Marked by a notice while being opened (a read of the table runs beside an opening).
        if (!watch.fresh(entry)) await watch.refresh([entry]);
        tell(entry, change, now);
        if (++told % TELL_SLICE === 0) {
          if (Date.now() - turned >= TELL_TURN_MS) {
            await turn();
            turned = Date.now();
          } else {
            await sent();
          }
          now = Date.now();
        }
      }
    }
  }

  /**
   * The session notices among `changes` (and rows pruned before this process read them, which may
   * have held some) mark their holders' streams: each is read again before it is told anything more.
   */
  function sessionsChanged(changes: readonly Change[], prunedThrough: number, readBefore: number): void {
    if (prunedThrough > readBefore) watch.changed(null);
    for (const change of changes) if (change.session) watch.changed(options.holdersOf(change.session));
  }

  // One read at a time; a wake during a read asks for one more once it ends (what woke it may have
  // committed after the read looked). The changes read are told before the next read; when telling
  // fails (the sessions cannot be checked), they are read and told again after RETRY_READ_MS.
  const readNew = singleFlight(
    async (): Promise<void> => {
      if (readThrough === null || closed) return;
      const { changes, prunedThrough } = await allChangesAfter(db, readThrough);
      for (const entry of starting) entry.pending?.push(...changes);
      sessionsChanged(changes, prunedThrough, readThrough);
      await deliver(changes);
      readThrough = Math.max(readThrough, prunedThrough, changes.at(-1)?.id ?? 0);
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
        const opened: Entry<Session> = { subscriber, buildingIds: subscriber.buildingIds, dirtyAt: 0, checkedAt: -1, pending: [], lastId: 0 };
        entry = opened;
        entries.add(opened);
        watch.add(opened);
        starting.add(opened);
        count(accountId, 1);
        let start: { start: StreamStart; missed: Change[] };
        try {
          start = await streamStart(db, lastEventId);
        } catch (error) {
          remove(opened);
          throw error;
        }
        if (left?.aborted) throw new StreamLeftError();
        // Ended meanwhile (the hub closing): nothing more is written to it.
        if (entries.has(opened)) {
          open(opened, start.start, start.missed).catch((error: unknown) => {
            // Its missed changes could not be told (its session not read): it ends, and the app
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
