import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiStreamResult } from '../api/client.ts';
import { LIVE_CHANGES, reconnectDelayMs, startLiveChanges, type LiveChange, type LiveChangesDeps } from './live-changes.ts';
import { untilStreamOpened } from './stream-opening.ts';

/** A stream the test writes server-sent events into and ends. */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    result: { ok: true, status: 200, body } as ApiStreamResult,
    send: (event: string, data: unknown, id?: number) =>
      controller.enqueue(encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

const failed = (status: number): ApiStreamResult => ({
  ok: false,
  status,
  data: { statusCode: status, error: 'x', message: 'x', detail: 'x', msg: 'x' },
});

/** Lets the module's awaits (open, reads) run under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('live changes: reconnect back-off', () => {
  it('waits 1, 2, 4 … s after failures in a row, at most 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(reconnectDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('live changes: the stream', () => {
  let online: boolean;
  let onlineHandler: (online: boolean) => void;
  let opens: number[];
  let sentIds: Array<string | null>;
  let answers: Array<() => ApiStreamResult>;
  let changes: LiveChange[][];
  let resyncs: number;
  let stop: () => void;

  function start(overrides: Partial<LiveChangesDeps> = {}) {
    stop = startLiveChanges({
      open: async (_signal, lastEventId) => {
        opens.push(Date.now());
        sentIds.push(lastEventId);
        return (answers.shift() ?? (() => failed(0)))();
      },
      isOnline: () => online,
      watchOnline: (handler) => {
        onlineHandler = handler;
        return () => undefined;
      },
      onChanges: (heard) => changes.push(heard),
      onResync: () => resyncs++,
      ...overrides,
    });
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    online = true;
    opens = [];
    sentIds = [];
    answers = [];
    changes = [];
    resyncs = 0;
  });

  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('retries an unreachable server after 1, 2, 4, 8 s …', async () => {
    start();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000 + 16_000 + 500);
    expect(opens).toEqual([0, 1_000, 3_000, 7_000, 15_000, 31_000]);
  });

  it('a stream that was ready starts the back-off again at 1 s when it drops', async () => {
    const stream = fakeStream();
    answers = [() => failed(503), () => failed(503), () => stream.result];
    start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(opens).toEqual([0, 1_000, 3_000]);
    stream.send('ready', { heartbeatSeconds: 25 });
    await settle();
    stream.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(opens).toEqual([0, 1_000, 3_000, 4_000]);
  });

  it('changes arriving together refresh once; a reconnect after a gap refreshes everything', async () => {
    const first = fakeStream();
    const second = fakeStream();
    answers = [() => first.result, () => second.result];
    start();
    await settle();
    first.send('ready', { heartbeatSeconds: 25 });
    first.send('change', { kind: 'task', buildingIds: [3] });
    first.send('change', { kind: 'task', buildingIds: [4] });
    first.send('change', { kind: 'nonsense', buildingIds: [4] });
    await vi.advanceTimersByTimeAsync(LIVE_CHANGES.settleMs);
    expect(changes).toEqual([[{ kind: 'task', buildingIds: [3] }, { kind: 'task', buildingIds: [4] }]]);
    expect(resyncs).toBe(0);
    first.end();
    await vi.advanceTimersByTimeAsync(1_000);
    second.send('ready', { heartbeatSeconds: 25 });
    await settle();
    // Dropped at 150 ms (after the settle), opened again 1 s later.
    expect(opens).toEqual([0, LIVE_CHANGES.settleMs + 1_000]);
    expect(resyncs).toBe(1);
  });

  it('the first connection, once ready, has what was read before it read again; later ones do not', async () => {
    const first = fakeStream();
    const second = fakeStream();
    answers = [() => first.result, () => second.result];
    const firstReadies: number[] = [];
    start({ onFirstReady: (readyAt) => firstReadies.push(readyAt) });
    await vi.advanceTimersByTimeAsync(700);
    first.send('ready', { heartbeatSeconds: 25 }, 5);
    await settle();
    expect(firstReadies).toEqual([700]);
    first.end();
    await vi.advanceTimersByTimeAsync(1_000);
    second.send('ready', { heartbeatSeconds: 25, resync: false }, 5);
    await settle();
    expect(firstReadies).toEqual([700]);
    expect(resyncs).toBe(0);
  });

  it('loads waiting for the first connection go on at its ready (after what was read before is listed), or when it fails', async () => {
    const stream = fakeStream();
    answers = [() => failed(503), () => stream.result];
    const order: string[] = [];
    start({ onFirstReady: () => order.push('read again') });
    // Opening: a load with a copy on screen waits (stream-opening.ts).
    const firstWait = untilStreamOpened();
    expect(firstWait).not.toBeNull();
    void firstWait?.then(() => order.push('first attempt over'));
    await settle();
    // Refused: the wait is over without its ready.
    expect(order).toEqual(['first attempt over']);
    expect(untilStreamOpened()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    const secondWait = untilStreamOpened();
    void secondWait?.then(() => order.push('loads go on'));
    stream.send('ready', { heartbeatSeconds: 25 }, 5);
    await settle();
    expect(order).toEqual(['first attempt over', 'read again', 'loads go on']);
    // Later connections are not waited for.
    expect(untilStreamOpened()).toBeNull();
  });

  it('a tablet cut off for 30 s reconnects with the last id heard and is sent what it missed, with no full refresh', async () => {
    const first = fakeStream();
    const back = fakeStream();
    const passedOn: string[] = [];
    answers = [() => first.result, () => back.result];
    start({ onLastEventId: (id) => passedOn.push(id) });
    await settle();
    first.send('ready', { heartbeatSeconds: 25, resync: true }, 40);
    first.send('change', { kind: 'task', buildingIds: [3] }, 41);
    await vi.advanceTimersByTimeAsync(LIVE_CHANGES.settleMs);
    online = false;
    onlineHandler(false);
    await vi.advanceTimersByTimeAsync(30_000);
    online = true;
    onlineHandler(true);
    await settle();
    expect(sentIds).toEqual([null, '41']);
    // The server replays what was missed (resync: false) with the ids after 41.
    back.send('ready', { heartbeatSeconds: 25, resync: false }, 41);
    back.send('change', { kind: 'task', buildingIds: [3] }, 42);
    back.send('change', { kind: 'roster', buildingIds: [3], eventIds: [9] }, 45);
    await vi.advanceTimersByTimeAsync(LIVE_CHANGES.settleMs);
    expect(resyncs).toBe(0);
    expect(changes).toEqual([
      [{ kind: 'task', buildingIds: [3] }],
      [{ kind: 'task', buildingIds: [3] }, { kind: 'roster', buildingIds: [3], eventIds: [9] }],
    ]);
    // Passed on (to the other tabs) once each change is handled.
    expect(passedOn).toEqual(['40', '41', '45']);
  });

  it('a server that cannot replay the gap (resync: true) gets everything refreshed', async () => {
    const first = fakeStream();
    const back = fakeStream();
    answers = [() => first.result, () => back.result];
    start({ lastEventId: '7' });
    await settle();
    expect(sentIds).toEqual(['7']);
    // Taken over from another tab with its id: a resync answer refreshes even the first time.
    first.send('ready', { heartbeatSeconds: 25, resync: true }, 90);
    await settle();
    expect(resyncs).toBe(1);
    first.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sentIds).toEqual(['7', '90']);
    back.send('ready', { heartbeatSeconds: 25, resync: false }, 90);
    await settle();
    expect(resyncs).toBe(1);
  });

  it('a silent stream (no heartbeat for two beats and the grace) is dropped and opened again', async () => {
    const silent = fakeStream();
    answers = [() => silent.result];
    start();
    await settle();
    silent.send('ready', { heartbeatSeconds: 25 });
    await vi.advanceTimersByTimeAsync(50_000 + LIVE_CHANGES.silenceGraceMs - 1);
    expect(opens).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1 + 1_000);
    expect(opens).toEqual([0, 56_000]);
  });

  it('opens nothing while offline; back online it opens at once; a 401 is not retried', async () => {
    online = false;
    answers = [() => failed(401)];
    start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(opens).toEqual([]);
    online = true;
    onlineHandler(true);
    await settle();
    expect(opens).toEqual([120_000]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(opens).toEqual([120_000]);
  });

  it('keeps the stream while the browser says online and a call went unanswered; a stream silent through an outage of 3 s or more is opened again', async () => {
    const first = fakeStream();
    const second = fakeStream();
    answers = [() => first.result, () => second.result];
    start({ isBrowserOnline: () => true });
    await settle();
    first.send('ready', { heartbeatSeconds: 25 }, 1);
    await settle();
    // A lost call: the server counts as unreachable for a while, and the stream hears a change meanwhile.
    online = false;
    onlineHandler(false);
    await vi.advanceTimersByTimeAsync(1_000);
    first.send('change', { kind: 'roster', buildingIds: [3], eventIds: [7] }, 2);
    await vi.advanceTimersByTimeAsync(LIVE_CHANGES.settleMs);
    expect(changes).toEqual([[{ kind: 'roster', buildingIds: [3], eventIds: [7] }]]);
    online = true;
    onlineHandler(true);
    await settle();
    expect(opens).toEqual([0]);
    // A blip with nothing heard: kept too.
    online = false;
    onlineHandler(false);
    await vi.advanceTimersByTimeAsync(LIVE_CHANGES.staleAfterOutageMs - 1);
    online = true;
    onlineHandler(true);
    await settle();
    expect(opens).toEqual([0]);

    // Unreachable again, and nothing heard until it answers: that stream may have died with the link.
    online = false;
    onlineHandler(false);
    await vi.advanceTimersByTimeAsync(5_000);
    online = true;
    onlineHandler(true);
    await settle();
    await settle();
    expect(opens).toEqual([0, 6_150 + LIVE_CHANGES.staleAfterOutageMs - 1]);
    expect(sentIds).toEqual([null, '2']);
  });

  it('going offline drops the stream without retrying until back online', async () => {
    const stream = fakeStream();
    answers = [() => stream.result];
    start();
    await settle();
    stream.send('ready', { heartbeatSeconds: 25 });
    await settle();
    online = false;
    onlineHandler(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(opens).toEqual([0]);
  });
});
