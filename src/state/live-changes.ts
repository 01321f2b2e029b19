// Push-like refresh: while signed in and online, the app holds the server's live-change stream open
// (GET /api/changes); a change in one of the session's buildings — a task toggled on
// another tablet, a message accepted, data imported — refreshes the stores on screen that show it,
// at once, without a reload. The stream only says what changed where; the data comes through the
// stores' own calls (and so into the device's copy). A dropped stream is opened again with back-off
// (1, 2, 4 … 60 s) and the id of the last change heard (Last-Event-ID): the server sends what was
// missed meanwhile. Only when it cannot (no id yet, or one older than it keeps: its
// ready event says resync) is everything on screen refreshed.
import { subscribe } from 'valtio';
import type { ApiStreamResult } from '../api/client.ts';
import { createEventStreamParser, openLiveChangeStream, toLiveChange, type LiveChange, type ServerEvent } from '../api/live-changes-api.ts';
import { connectivity } from '../offline/connectivity.ts';
import { backoff, delayAfterFailuresMs, doublingDelaysMs } from '../primitives/backoff.ts';
import { singleFlight } from '../primitives/single-flight.ts';
import { revalidateResourcesInView } from './cached-resource.ts';
import { showLiveCheckIns } from './live-check-ins.ts';
import { refreshForChanges } from './live-changes-refresh.ts';
import { expectStreamOpening } from './stream-opening.ts';

export type { LiveChange } from '../api/live-changes-api.ts';
export { refreshForChanges } from './live-changes-refresh.ts';

export const LIVE_CHANGES = {
  /** Waits before reconnecting: this, doubled after each failure … */
  firstRetryMs: 1_000,
  /** … up to this. */
  maxRetryMs: 60_000,
  /** Changes arriving together (another tablet's outbox replaying ten toggles) refresh once. */
  settleMs: 150,
  /** The server's heartbeat when its ready event does not say. */
  defaultHeartbeatMs: 25_000,
  /** Nothing heard (not even a heartbeat) for two heartbeats and this: the stream is dead. */
  silenceGraceMs: 5_000,
  /**
   * The server unreachable this long (not a lost call or two), and the stream kept open heard
   * nothing since: it is opened again once the server answers (see isBrowserOnline).
   */
  staleAfterOutageMs: 3_000,
} as const;

const RECONNECT_DELAYS_MS = doublingDelaysMs(LIVE_CHANGES.firstRetryMs, LIVE_CHANGES.maxRetryMs);

/** The wait before the next attempt after `failures` failed or dropped ones in a row (1 → 1 s). */
export function reconnectDelayMs(failures: number): number {
  return delayAfterFailuresMs(RECONNECT_DELAYS_MS, failures);
}

export interface LiveChangesDeps {
  /** Opens the stream, sending the last id heard (null: none yet). */
  open(signal: AbortSignal, lastEventId: string | null): Promise<ApiStreamResult>;
  isOnline(): boolean;
  /**
   * What the browser says (navigator.onLine). When it says online while the server counts as
   * unreachable (a request got no answer), an open stream is kept: on a lossy link one lost call
   * is no reason to drop a stream that works (bench:door: every lost check-in or read cut all the
   * tablets' streams, and the changes waited for the reconnect). Absent: as isOnline.
   */
  isBrowserOnline?(): boolean;
  /** Calls `handler` when online/offline changes; returns the unsubscribe. */
  watchOnline(handler: (online: boolean) => void): () => void;
  /** Changes heard (settled): refresh what shows them. */
  onChanges(changes: LiveChange[]): void;
  /** Each change as it is heard, before the changes settle: what it carries shows at once. */
  onChangeHeard?(change: LiveChange): void;
  /** Connected again after a gap the server could not replay: changes may have been missed. */
  onResync(): void;
  /**
   * The stream's first connection is ready at `readyAt` (ms): what was read before then may have
   * missed a change made before the stream listened (a tab reopened just before another tablet's
   * toggle showed the old state for good: torture seed 3002). Absent: nothing is read again.
   */
  onFirstReady?(readyAt: number): void;
  /** The id to send on the first connection (another tab's stream heard up to it). */
  lastEventId?: string | null;
  /** Each new last id heard, once its change is handled (another tab may take the stream over from it). */
  onLastEventId?(id: string): void;
}

const DEFAULT_DEPS: LiveChangesDeps = {
  open: openLiveChangeStream,
  isOnline: () => connectivity.online,
  isBrowserOnline: () => connectivity.browserOnline,
  watchOnline(handler) {
    let last = connectivity.online;
    return subscribe(connectivity, () => {
      if (connectivity.online === last) return;
      last = connectivity.online;
      handler(last);
    });
  },
  onChanges: (changes) => void refreshForChanges(changes),
  onChangeHeard: (change) => showLiveCheckIns([change]),
  onResync: () => void revalidateResourcesInView(),
  onFirstReady: (readyAt) => void revalidateResourcesInView(readyAt),
};

/** Opens the stream now (if online) and keeps it open until the returned stop is called. */
export function startLiveChanges(overrides: Partial<LiveChangesDeps> = {}): () => void {
  const deps: LiveChangesDeps = { ...DEFAULT_DEPS, ...overrides };
  let stopped = false;
  const reconnect = backoff(RECONNECT_DELAYS_MS);
  let attempt: AbortController | null = null;
  /** When the stream last heard anything (data or heartbeat). */
  let heardAt = 0;
  /** When the server became unreachable while the stream was kept open; null when reachable. */
  let unreachableSince: number | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let pending: LiveChange[] = [];
  let lastEventId: string | null = deps.lastEventId ?? null;
  // With an id from another tab, even the first connection may be a reconnection.
  let connectedBefore = lastEventId !== null;
  /** Ends the mark that the first connection is being opened (nothing when none is). */
  let endOpening = () => {};

  // The id of the last change heard, passed on once that change has been handled.
  let pendingId: string | null = null;
  function heard(change: LiveChange, id: string): void {
    deps.onChangeHeard?.(change);
    pending.push(change);
    pendingId = id;
    settleTimer ??= setTimeout(() => {
      settleTimer = undefined;
      const changes = pending;
      const upTo = pendingId;
      pending = [];
      deps.onChanges(changes);
      if (upTo !== null) deps.onLastEventId?.(upTo);
    }, LIVE_CHANGES.settleMs);
  }

  function scheduleRetry(): void {
    if (stopped || reconnect.pending) return;
    reconnect.retry(() => void connectInTurn());
  }

  async function read(body: ReadableStream<Uint8Array>, controller: AbortController): Promise<void> {
    let silenceMs: number = LIVE_CHANGES.defaultHeartbeatMs * 2 + LIVE_CHANGES.silenceGraceMs;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      heardAt = Date.now();
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => controller.abort(), silenceMs);
    };
    const onEvent = ({ event, data, id }: ServerEvent) => {
      const newId = id !== '' && id !== lastEventId;
      if (newId) lastEventId = id;
      if (event === 'ready') {
        if (newId) deps.onLastEventId?.(id);
        const heartbeatSeconds = (data as { heartbeatSeconds?: unknown } | null)?.heartbeatSeconds;
        if (typeof heartbeatSeconds === 'number' && heartbeatSeconds > 0) {
          silenceMs = heartbeatSeconds * 2_000 + LIVE_CHANGES.silenceGraceMs;
        }
        reconnect.reset();
        // A server that replays what was missed says resync: false.
        if (connectedBefore && (data as { resync?: unknown } | null)?.resync !== false) deps.onResync();
        else if (!connectedBefore) deps.onFirstReady?.(Date.now());
        connectedBefore = true;
        // After what was asked before is listed for reading again: the loads that waited ask now.
        endOpening();
      } else if (event === 'change') {
        const change = toLiveChange(data);
        if (change) heard(change, id);
        else if (newId && settleTimer === undefined) deps.onLastEventId?.(id);
        else if (newId) pendingId = id;
      }
    };
    const parse = createEventStreamParser(onEvent);
    const decoder = new TextDecoder();
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    controller.signal.addEventListener('abort', cancel);
    stillAlive();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) return;
        stillAlive();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Dropped, aborted (offline, silence, stop): the caller decides what comes next.
    } finally {
      clearTimeout(silenceTimer);
      controller.signal.removeEventListener('abort', cancel);
    }
  }

  async function connect(): Promise<void> {
    if (stopped || attempt !== null || !deps.isOnline()) return;
    const controller = new AbortController();
    attempt = controller;
    // The first connection: loads with a copy on screen wait for its ready (stream-opening.ts).
    if (!connectedBefore) endOpening = expectStreamOpening();
    try {
      const result = await deps.open(controller.signal, lastEventId);
      if (stopped || controller.signal.aborted) return;
      // 401: the session is over and is being ended; nothing to reconnect for.
      if (!result.ok && result.status === 401) return;
      if (result.ok) await read(result.body, controller);
    } finally {
      if (attempt === controller) attempt = null;
      endOpening();
    }
    // Dropped, refused or unreachable: try again later, unless offline (then when back online).
    if (!stopped && deps.isOnline()) scheduleRetry();
  }

  // One connection at a time: a call while one is under way joins it (settled once it ended, and its
  // retry, if any, is scheduled).
  const connectInTurn = singleFlight(connect);

  function connectNow(): void {
    reconnect.reset();
    void connectInTurn();
  }

  const stopWatching = deps.watchOnline((online) => {
    const kept = unreachableSince;
    unreachableSince = null;
    if (online) {
      // Kept open while the server seemed unreachable, and silent since: it may have died with the
      // link (the silence timer would take two heartbeats to tell); a new one resumes from the last id.
      const stale = kept !== null && heardAt < kept && Date.now() - kept >= LIVE_CHANGES.staleAfterOutageMs && attempt !== null;
      if (!stale) {
        connectNow();
        return;
      }
      attempt?.abort();
      void connectInTurn().then(() => {
        if (!stopped && attempt === null && deps.isOnline()) connectNow();
      });
      return;
    }
    reconnect.cancel();
    if (attempt !== null && deps.isBrowserOnline?.() === true) unreachableSince = Date.now();
    else attempt?.abort();
  });
  connectNow();

  return () => {
    stopped = true;
    stopWatching();
    reconnect.cancel();
    clearTimeout(settleTimer);
    attempt?.abort();
  };
}
