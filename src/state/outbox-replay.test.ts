// The replay's own retry: a lossy link fails a replay (status 0) while the browser still says
// "online", so no online event will come; the page retries by itself with a growing, capped delay,
// keeping the entry's Idempotency-Key, and stops once nothing is left or nobody is signed in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutboxOf, countUnsentRows, fakeJwt, queueEntry, taskToggleEntry } from '../testing/offline-test-helpers.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { getOutboxDb } from '../offline/shared/outbox-db.ts';
import { signIn, signOut } from './session.ts';
import { notify } from '../ui/toasts.tsx';
import { errorBody, stubApi, type Answer, type RecordedRequest } from '../testing/fake-api.ts';
import { changesRejected, changesSent } from '../ui/offline-sync-strings.ts';
import { announceReplay } from '../features/offline-sync/offline-sync.tsx';
import { REPLAY_RETRY_MS } from '../offline/shared/offline-constants.ts';
import { reportServerAnswered, reportServerUnreachable, setServerProbing } from '../offline/connectivity.ts';
import { onReplayReport, replayOutboxNow, SERVER_FAULT_ATTEMPTS } from './outbox-replay.ts';
import { sendOrQueue } from './send-or-queue.ts';

// The app shows each replay's counts through this listener (OfflineSync registers it).
onReplayReport(announceReplay);

const USER_ID = 41;
// Captured before the fake timers: IndexedDB (fake-indexeddb) and the polling below run on real time.
const realSetTimeout = globalThis.setTimeout;

const toggle = (id: number, key: string) => taskToggleEntry(USER_ID, id, key);

/**
 * Waits on real time until `check` passes (the replay goes through IndexedDB between timers). A
 * guard, not a measure: alone a step takes milliseconds, but beside the whole suite (the e2e
 * browsers on the same 2 cores) a wait of 3 s ran out twice in three runs.
 */
const UNTIL_GUARD_MS = 15_000;
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + UNTIL_GUARD_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/** PUTs fail as an unreachable network does until `succeedFrom` sends have been made. */
function lossyApi(succeedFrom = Infinity): RecordedRequest[] {
  const puts: RecordedRequest[] = [];
  stubApi((request) => {
    if (request.method !== 'PUT') return undefined;
    puts.push(request);
    return puts.length >= succeedFrom ? { status: 200, body: { msg: 'Success' } } : 'network-error';
  });
  return puts;
}

/** Waits for send number `count` to fail and for the replay that made it to schedule its retry. */
async function afterFailedSend(puts: RecordedRequest[], count: number): Promise<void> {
  await until(() => puts.length === count && vi.getTimerCount() === 1, `failed send ${count} and its retry timer`);
}

/** Waits for send number `count` to succeed and for its replay to finish (it toasts the count sent). */
async function afterSentReplay(puts: RecordedRequest[], count: number, replaysSent: number): Promise<void> {
  await until(
    () => puts.length === count && vi.mocked(notify.success).mock.calls.length === replaysSent,
    `send ${count} and the end of its replay`,
  );
}

beforeEach(async () => {
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  await clearOutboxOf(USER_ID);
  window.dispatchEvent(new Event('online'));
  signIn(fakeJwt(USER_ID));
  // Only the timers: fake-indexeddb schedules its work with setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  // Every test ends with its retry fired or never scheduled (the module keeps one timer at a time).
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
  await signOut();
  await clearOutboxOf(USER_ID);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('replay retry while the browser says online', () => {
  it('retries a failed replay after the back-off with the same Idempotency-Key, and the sent entry is gone', async () => {
    await queueEntry(outbox, toggle(7, 'key-lossy'));
    const puts = lossyApi(2);

    const first = await replayOutboxNow();
    expect(first).toMatchObject({ sent: 0, pending: 1, retryLater: true });
    await afterFailedSend(puts, 1);

    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.first - 1);
    expect(vi.getTimerCount()).toBe(1);
    expect(puts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await afterSentReplay(puts, 2, 1);

    expect(puts.map((request) => request.idempotencyKey)).toEqual(['key-lossy', 'key-lossy']);
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    // Nothing left to send: no further retry, however long the page stays open.
    await vi.advanceTimersByTimeAsync(10 * REPLAY_RETRY_MS.max);
    expect(puts).toHaveLength(2);
  });

  it('doubles the delay after each failed retry up to the cap, and starts again from the first delay after a success', async () => {
    await queueEntry(outbox, toggle(8, 'key-growing'));
    const expectedDelays = [100, 200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 51_200, 60_000, 60_000];
    expect(expectedDelays[0]).toBe(REPLAY_RETRY_MS.first);
    expect(Math.max(...expectedDelays)).toBe(REPLAY_RETRY_MS.max);
    const puts = lossyApi(expectedDelays.length + 1);

    await replayOutboxNow();
    await afterFailedSend(puts, 1);
    for (const [index, delay] of expectedDelays.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      // Not yet: the retry waits the whole delay.
      expect(vi.getTimerCount()).toBe(1);
      expect(puts).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      if (index < expectedDelays.length - 1) await afterFailedSend(puts, index + 2);
    }
    await afterSentReplay(puts, expectedDelays.length + 1, 1);
    expect(new Set(puts.map((request) => request.idempotencyKey))).toEqual(new Set(['key-growing']));
    expect(await countUnsentRows(await getOutboxDb(), USER_ID)).toBe(0);

    // The success reset the back-off: the next stuck replay retries after the first delay again.
    await queueEntry(outbox, toggle(9, 'key-after-reset'));
    const later = lossyApi(2);
    await replayOutboxNow();
    await afterFailedSend(later, 1);
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.first);
    await afterSentReplay(later, 2, 2);
    expect(later.map((request) => request.idempotencyKey)).toEqual(['key-after-reset', 'key-after-reset']);
  });

  it('stops retrying once the user signed out, and leaves the entry for that user', async () => {
    await queueEntry(outbox, toggle(10, 'key-signed-out'));
    const puts = lossyApi();

    await replayOutboxNow();
    await afterFailedSend(puts, 1);
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.first);
    await afterFailedSend(puts, 2);

    await signOut();
    // The retry already waiting finds nobody signed in: it sends nothing and schedules nothing more.
    await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.max);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * REPLAY_RETRY_MS.max);
    expect(puts).toHaveLength(2);
    expect((await outbox.listForUser(USER_ID)).map((entry) => entry.state)).toEqual(['pending']);
  });

  it('sends a write queued while the server seemed unreachable (the browser online) by the back-off, with no reconnect', async () => {
    // The probe would find a "server" in the stubbed fetch and end the outage by a reconnect.
    setServerProbing(false);
    try {
      const puts = lossyApi(2);
      reportServerUnreachable();
      const queued = await sendOrQueue('task-toggle', { id: 12, is_completed: true }, 'Mark task 12 complete', { idempotencyKey: 'key-unreachable' });
      expect(queued).toMatchObject({ outcome: 'queued', offline: true });
      expect(puts).toHaveLength(0);

      // The back-off's delay depends on the failures before (kept by the module): at most the cap.
      await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.max);
      await afterFailedSend(puts, 1);
      await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.max);
      await afterSentReplay(puts, 2, 1);
      expect(puts.map((request) => request.idempotencyKey)).toEqual(['key-unreachable', 'key-unreachable']);
      expect(await outbox.listForUser(USER_ID)).toEqual([]);
    } finally {
      reportServerAnswered();
      setServerProbing(true);
    }
  });

  it('schedules no retry when the browser says offline (the online event replays then)', async () => {
    await queueEntry(outbox, toggle(11, 'key-offline'));
    const puts = lossyApi();
    window.dispatchEvent(new Event('offline'));

    await expect(replayOutboxNow()).resolves.toMatchObject({ pending: 1, retryLater: true });
    expect(puts).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * REPLAY_RETRY_MS.max);
    expect(puts).toHaveLength(1);
  });
});

const NO_LIAISON = 'This building has no liaison to message.';
const IN_PROGRESS = 'A request with this Idempotency-Key is still being processed. Try again shortly.';
const inProgressAnswer: Answer = {
  status: 409,
  body: { ...errorBody(IN_PROGRESS, 409), field: 'Idempotency-Key' },
};
const fault = (status: number): Answer => ({ status, body: errorBody(`Server trouble ${status}`, status) });

const liaisonMessage = (key: string) => ({
  userId: USER_ID,
  method: 'POST',
  path: '/building-manager/message-liason/',
  body: { buildingId: 3, message: 'Lift stuck', isUrgent: false },
  kind: 'message-liason' as const,
  label: 'Message to the Harbor Lofts liaison',
  idempotencyKey: key,
});

/** Writes get `answers` in turn (the last one again once they run out). */
function scriptedApi(answers: Answer[]): RecordedRequest[] {
  const writes: RecordedRequest[] = [];
  stubApi((request) => {
    if (request.method === 'GET') return undefined;
    writes.push(request);
    return answers[Math.min(writes.length, answers.length) - 1];
  });
  return writes;
}

/** Fires the waiting retry, then waits for its send number `count`. */
async function retryUntilSend(writes: RecordedRequest[], count: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(REPLAY_RETRY_MS.max);
  await until(() => writes.length === count, `send ${count}`);
}

async function entryStates(): Promise<{ state: string; error?: string }[]> {
  return (await outbox.listForUser(USER_ID)).map(({ state, error }) => (error === undefined ? { state } : { state, error }));
}

describe('what a replayed answer means', () => {
  it('asks again later, with the same key, on 409 "still in progress" (the server marks it), then sends', async () => {
    await queueEntry(outbox, liaisonMessage('key-in-progress'));
    const writes = scriptedApi([inProgressAnswer, inProgressAnswer, { status: 200, body: { msg: 'Success' } }]);

    await expect(replayOutboxNow()).resolves.toMatchObject({ sent: 0, rejected: 0, pending: 1 });
    await afterFailedSend(writes, 1);
    await retryUntilSend(writes, 2);
    await afterFailedSend(writes, 2);
    await retryUntilSend(writes, 3);
    await until(() => vi.mocked(notify.success).mock.calls.length === 1, 'the sent toast');

    expect(notify.success).toHaveBeenCalledWith(changesSent(1));
    expect(notify.error).not.toHaveBeenCalled();
    expect(new Set(writes.map((request) => request.idempotencyKey))).toEqual(new Set(['key-in-progress']));
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
  });

  it.each([
    ['409 without the in-progress marker', 409],
    ['422', 422],
  ])('lists a message refused with %s as not accepted, with the server message, and sends what follows', async (_, status) => {
    await queueEntry(outbox, liaisonMessage('key-no-liaison'));
    await queueEntry(outbox, toggle(12, 'key-after-refusal'));
    const writes = scriptedApi([{ status, body: errorBody(NO_LIAISON, status) }, { status: 200, body: { msg: 'Success' } }]);

    await expect(replayOutboxNow()).resolves.toMatchObject({ sent: 1, rejected: 1, pending: 0 });

    expect(writes.map((request) => request.idempotencyKey)).toEqual(['key-no-liaison', 'key-after-refusal']);
    expect(await entryStates()).toEqual([{ state: 'rejected', error: NO_LIAISON }]);
    expect(notify.error).toHaveBeenCalledWith(changesRejected(1));
    // Nothing is retried: the refusal stays listed until the user dismisses it.
    await vi.advanceTimersByTimeAsync(10 * REPLAY_RETRY_MS.max);
    expect(writes).toHaveLength(2);
  });

  it("keeps retrying an unreachable network, 408, 429 and a gateway's 502/503/504 however often they come", async () => {
    await queueEntry(outbox, toggle(13, 'key-busy'));
    const answers: Answer[] = ['network-error', { status: 408, body: {} }, { status: 429, body: errorBody('Slow down', 429) }, fault(502), fault(503), fault(504)];
    const writes = scriptedApi([...answers, ...answers, { status: 200, body: { msg: 'Success' } }]);

    await replayOutboxNow();
    for (let count = 1; count <= 2 * answers.length; count += 1) {
      await afterFailedSend(writes, count);
      await retryUntilSend(writes, count + 1);
    }
    await until(() => vi.mocked(notify.success).mock.calls.length === 1, 'the sent toast');
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it(`retries a server fault (5xx) ${SERVER_FAULT_ATTEMPTS - 1} times, then lists the entry as not accepted with the server's message`, async () => {
    await queueEntry(outbox, toggle(14, 'key-faulty'));
    const writes = scriptedApi([fault(500), fault(501), fault(500), fault(505), fault(500), { status: 200, body: {} }]);

    await replayOutboxNow();
    for (let count = 1; count < SERVER_FAULT_ATTEMPTS; count += 1) {
      await afterFailedSend(writes, count);
      expect(await entryStates()).toEqual([{ state: 'pending' }]);
      await retryUntilSend(writes, count + 1);
    }
    await until(() => vi.mocked(notify.error).mock.calls.length === 1, 'the not-accepted toast');

    expect(writes).toHaveLength(SERVER_FAULT_ATTEMPTS);
    expect(notify.error).toHaveBeenCalledWith(changesRejected(1));
    expect(await entryStates()).toEqual([{ state: 'rejected', error: 'Server trouble 500' }]);
    await vi.advanceTimersByTimeAsync(10 * REPLAY_RETRY_MS.max);
    expect(writes).toHaveLength(SERVER_FAULT_ATTEMPTS);
  });

  it('a write whose author waits, answered with a server fault: the author hears "queued" (no refusal), and it is sent again with its key', async () => {
    const writes = scriptedApi([fault(500), { status: 200, body: { msg: 'Success' } }]);
    const outcome = await sendOrQueue('task-toggle', { id: 16, is_completed: true }, 'Mark task 16 complete');
    expect(outcome.outcome).toBe('queued');
    expect(await entryStates()).toEqual([{ state: 'pending' }]);
    await afterFailedSend(writes, 1);
    await retryUntilSend(writes, 2);
    await until(() => vi.mocked(notify.success).mock.calls.length === 1, 'the sent toast');
    expect(writes[1]?.idempotencyKey).toBe(writes[0]?.idempotencyKey);
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends an entry whose server faults stop before the limit', async () => {
    await queueEntry(outbox, toggle(15, 'key-recovers'));
    const faults = Array.from({ length: SERVER_FAULT_ATTEMPTS - 1 }, () => fault(500));
    const writes = scriptedApi([...faults, { status: 200, body: { msg: 'Success' } }]);

    await replayOutboxNow();
    for (let count = 1; count < SERVER_FAULT_ATTEMPTS; count += 1) {
      await afterFailedSend(writes, count);
      await retryUntilSend(writes, count + 1);
    }
    await until(() => vi.mocked(notify.success).mock.calls.length === 1, 'the sent toast');
    expect(await outbox.listForUser(USER_ID)).toEqual([]);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
