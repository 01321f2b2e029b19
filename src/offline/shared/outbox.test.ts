import { describe, expect, it, vi } from 'vitest';
import { createOutbox, idempotencyHeaders, type NewOutboxEntry, type SendAttempt, type SendOutcome } from './outbox.ts';
import type { OutboxEntry } from './outbox-db.ts';
import { countUnsentRows, freshOutboxDb, queueEntry } from '../../testing/offline-test-helpers.ts';
import { outboxRejectedFallback } from './offline-strings.ts';

async function newOutbox(extra: Partial<Parameters<typeof createOutbox>[0]> = {}) {
  const db = await freshOutboxDb();
  return createOutbox({ getDb: async () => db, ...extra });
}

function toggle(userId: string, taskId: number, actedAt: string): NewOutboxEntry {
  return {
    userId,
    method: 'PUT',
    path: '/building-manager/tasks/',
    body: { id: taskId, is_completed: true },
    kind: 'task-toggle',
    label: `Mark task ${taskId} complete`,
    actedAt,
  };
}

function checkIn(userId: string, resident: number, actedAt: string, kind: 'check-in' | 'undo-check-in' = 'check-in'): NewOutboxEntry {
  return {
    userId,
    method: 'POST',
    path: `/building-manager/${kind}/`,
    body: { eventId: 9, userId: resident },
    kind,
    label: `${kind} ${resident}`,
    // The door's lane: its event and resident (queued-writes.ts).
    lane: `9:${resident}`,
    actedAt,
  };
}

const ok: SendOutcome = { outcome: 'sent', answer: { status: 200, data: { msg: 'Success' } } };
const offline: SendOutcome = { outcome: 'retry-later' };
const refused = (status: number, data: unknown): SendOutcome => ({ outcome: 'refused', answer: { status, data } });

describe('outbox', () => {
  it('stores a pending entry with a fresh idempotency key', async () => {
    const db = await freshOutboxDb();
    const outbox = createOutbox({ getDb: async () => db });
    const a = await queueEntry(outbox, toggle('1', 5, '2026-03-01T10:00:00.000Z'));
    const b = await queueEntry(outbox, toggle('1', 6, '2026-03-01T10:00:01.000Z'));
    expect(a).toMatchObject({ state: 'pending', userId: '1', method: 'PUT', kind: 'task-toggle' });
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(idempotencyHeaders(a)).toEqual({ 'Idempotency-Key': a.idempotencyKey });
    expect(await countUnsentRows(db, '1')).toBe(2);
  });

  it('keeps a write written ahead while its author waits: not listed, sent by the replay and gone; a page closed mid-send leaves it for the next replay', async () => {
    const db = await freshOutboxDb();
    const page = createOutbox({ getDb: async () => db });
    const answered = await page.submit(toggle('1', 5, '2026-03-01T10:00:00.000Z'));
    expect(answered.waitingBefore).toBe(0);
    // Stored before its request goes out, but not an unsent change while its author waits.
    expect(await page.listForUser('1')).toEqual([]);
    expect(await countUnsentRows(db, '1')).toBe(1);
    const attempts: SendAttempt[] = [];
    await page.replay('1', async (_entry, attempt) => {
      attempts.push(attempt);
      return ok;
    });
    expect(attempts).toEqual([{ authorWaits: true }]);
    await expect(answered.firstAttempt).resolves.toEqual(ok);
    expect(await countUnsentRows(db, '1')).toBe(0);

    // The page reloads while this one is in flight: its author never hears back.
    const inFlight = await page.submit(toggle('1', 6, '2026-03-01T10:00:01.000Z'));
    const reloaded = createOutbox({ getDb: async () => db });
    expect(await countUnsentRows(db, '1')).toBe(1);
    const send = vi.fn(async (_entry: OutboxEntry, _attempt: SendAttempt) => ok);
    expect(await reloaded.replay('1', send)).toMatchObject({ sent: 1, pending: 0 });
    expect(send.mock.calls.map(([entry]) => entry.idempotencyKey)).toEqual([inFlight.entry.idempotencyKey]);
  });

  it('turns a write that got no answer into a listed pending entry with the same key, and registers it for Background Sync', async () => {
    const onEnqueued = vi.fn();
    const outbox = await newOutbox({ onEnqueued });
    const submitted = await outbox.submit(toggle('1', 7, '2026-03-01T10:00:00.000Z'));
    expect(await outbox.replay('1', async () => offline)).toEqual({ sent: 0, rejected: 0, pending: 1, retryLater: true });
    await expect(submitted.firstAttempt).resolves.toEqual(offline);
    expect(submitted.stopWaiting()).toEqual(offline);
    const listed = await outbox.listForUser('1');
    expect(listed.map((entry) => [entry.state, entry.idempotencyKey])).toEqual([['pending', submitted.entry.idempotencyKey]]);
    expect(onEnqueued).toHaveBeenCalledTimes(1);
  });

  it('leaves the refusal of a write whose author waits to the author: not listed, not counted', async () => {
    const outbox = await newOutbox();
    const submitted = await outbox.submit(toggle('1', 8, '2026-03-01T10:00:00.000Z'));
    const refusal = refused(404, { msg: 'Task not found.' });
    expect(await outbox.replay('1', async () => refusal)).toEqual({ sent: 0, rejected: 0, pending: 0, retryLater: false });
    await expect(submitted.firstAttempt).resolves.toEqual(refusal);
    expect(await outbox.listForUser('1')).toEqual([]);
  });

  it('makes a write whose author stopped waiting an ordinary queued one: listed, its refusal listed too', async () => {
    const onEnqueued = vi.fn();
    const outbox = await newOutbox({ onEnqueued });
    const submitted = await outbox.submit(toggle('1', 9, '2026-03-01T10:00:00.000Z'));
    expect(submitted.stopWaiting()).toBeNull();
    expect((await outbox.listForUser('1')).map((entry) => entry.idempotencyKey)).toEqual([submitted.entry.idempotencyKey]);
    expect(onEnqueued).toHaveBeenCalledTimes(1);
    const attempts: SendAttempt[] = [];
    const result = await outbox.replay('1', async (_entry, attempt) => {
      attempts.push(attempt);
      return refused(404, { msg: 'Task not found.' });
    });
    expect(attempts).toEqual([{ authorWaits: false }]);
    expect(result).toEqual({ sent: 0, rejected: 1, pending: 0, retryLater: false });
    expect((await outbox.listForUser('1')).map((entry) => [entry.state, entry.error])).toEqual([['rejected', 'Task not found.']]);
  });

  it('sends a row an earlier release left mid-send (state "sending") like a pending one', async () => {
    const db = await freshOutboxDb();
    const row = { ...toggle('1', 10, '2026-03-01T10:00:00.000Z'), userId: '1', idempotencyKey: 'key-left-sending', state: 'sending' };
    await db.add('outbox', row as unknown as OutboxEntry);
    const outbox = createOutbox({ getDb: async () => db });
    expect(await countUnsentRows(db, '1')).toBe(1);
    const send = vi.fn(async (_entry: OutboxEntry, _attempt: SendAttempt) => ok);
    expect(await outbox.replay('1', send)).toMatchObject({ sent: 1, pending: 0 });
    expect(send.mock.calls.map(([entry]) => entry.idempotencyKey)).toEqual(['key-left-sending']);
  });

  it('sends pending entries in the order the user acted, then by id', async () => {
    const outbox = await newOutbox();
    await queueEntry(outbox, toggle('1', 3, '2026-03-01T10:00:05.000Z'));
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await queueEntry(outbox, toggle('1', 2, '2026-03-01T10:00:00.000Z'));
    const sent: unknown[] = [];
    const result = await outbox.replay('1', async (entry) => {
      sent.push((entry.body as { id: number }).id);
      return ok;
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(result).toEqual({ sent: 3, rejected: 0, pending: 0, retryLater: false });
    expect(await outbox.listForUser('1')).toEqual([]);
  });

  it('stops at the first network failure and keeps the same idempotency key for the retry', async () => {
    const outbox = await newOutbox();
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await queueEntry(outbox, toggle('1', 2, '2026-03-01T10:00:01.000Z'));
    const keysSeen: string[] = [];
    const first = await outbox.replay('1', async (entry) => {
      keysSeen.push(entry.idempotencyKey);
      return offline;
    });
    expect(first).toEqual({ sent: 0, rejected: 0, pending: 2, retryLater: true });
    expect(keysSeen).toHaveLength(1);

    const second = await outbox.replay('1', async (entry) => {
      keysSeen.push(entry.idempotencyKey);
      return ok;
    });
    expect(second).toMatchObject({ sent: 2, pending: 0 });
    expect(keysSeen[1]).toBe(keysSeen[0]);
  });

  it('treats a send that throws as offline', async () => {
    const outbox = await newOutbox();
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    const result = await outbox.replay('1', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({ retryLater: true, pending: 1 });
  });

  it('keeps a rejection with the server message until dismissed, and carries on', async () => {
    const outbox = await newOutbox();
    const rejectedOne = await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await queueEntry(outbox, toggle('1', 2, '2026-03-01T10:00:01.000Z'));
    await queueEntry(outbox, toggle('1', 3, '2026-03-01T10:00:02.000Z'));
    const answers: SendOutcome[] = [refused(404, { statusCode: 404, msg: 'Task not found.' }), refused(500, { detail: 'Boom.' }), ok];
    const result = await outbox.replay('1', async () => answers.shift() ?? ok);
    expect(result).toEqual({ sent: 1, rejected: 2, pending: 0, retryLater: false });
    const left = await outbox.listForUser('1');
    expect(left.map((e) => [e.state, e.error])).toEqual([
      ['rejected', 'Task not found.'],
      ['rejected', 'Boom.'],
    ]);

    const again = vi.fn(async () => ok);
    await outbox.replay('1', again);
    expect(again).not.toHaveBeenCalled();

    await outbox.dismiss(rejectedOne.id);
    expect((await outbox.listForUser('1')).map((e) => e.error)).toEqual(['Boom.']);
  });

  it('falls back to a sentence naming the status when the server gives none', async () => {
    const outbox = await newOutbox();
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.replay('1', async () => refused(409, 'conflict'));
    expect((await outbox.listForUser('1'))[0]?.error).toBe(outboxRejectedFallback(409));
  });

  it('treats a numeric user id (as the session has it) like its string form', async () => {
    const db = await freshOutboxDb();
    const outbox = createOutbox({ getDb: async () => db });
    await queueEntry(outbox, { ...toggle('7', 1, '2026-03-01T10:00:00.000Z'), userId: 7 });
    expect((await outbox.listForUser('7'))[0]?.userId).toBe('7');
    expect(await countUnsentRows(db, 7)).toBe(1);
    expect((await outbox.replay(7, async () => ok)).sent).toBe(1);
  });

  it('only sends the given user’s entries', async () => {
    const db = await freshOutboxDb();
    const outbox = createOutbox({ getDb: async () => db });
    await queueEntry(outbox, toggle('A', 1, '2026-03-01T10:00:00.000Z'));
    await queueEntry(outbox, toggle('B', 2, '2026-03-01T09:00:00.000Z'));
    const users: string[] = [];
    await outbox.replay('A', async (entry) => {
      users.push(entry.userId);
      return ok;
    });
    expect(users).toEqual(['A']);
    expect(await countUnsentRows(db, 'B')).toBe(1);
    expect((await outbox.listForUser('B'))[0]?.userId).toBe('B');
  });

  it('never runs two replays at once in one tab; an overlapping call is served by a rerun', async () => {
    const outbox = await newOutbox();
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await queueEntry(outbox, toggle('1', 2, '2026-03-01T10:00:01.000Z'));
    let inFlight = 0;
    let maxInFlight = 0;
    const sent: number[] = [];
    const send = async (entry: OutboxEntry) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push((entry.body as { id: number }).id);
      inFlight -= 1;
      return ok;
    };
    const first = outbox.replay('1', send);
    await queueEntry(outbox, toggle('1', 3, '2026-03-01T10:00:02.000Z'));
    const second = outbox.replay('1', send);
    const results = await Promise.all([first, second]);
    expect(maxInFlight).toBe(1);
    expect(sent.sort()).toEqual([1, 2, 3]);
    // Both callers hear that all three went, whichever run sent them.
    expect(results.map((result) => result.sent)).toEqual([3, 3]);
  });

  it('holds the cross-tab Web Lock while replaying when locks exist', async () => {
    const requested: string[] = [];
    const locks = {
      request: async (name: string, callback: () => Promise<unknown>) => {
        requested.push(name);
        return callback();
      },
    } as unknown as LockManager;
    const outbox = await newOutbox({ getLocks: () => locks });
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    const result = await outbox.replay('1', async () => ok);
    expect(requested).toEqual(['outbox-replay']);
    expect(result.sent).toBe(1);
  });

  it('does not send an entry dismissed while the replay is running', async () => {
    const outbox = await newOutbox();
    await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    const second = await queueEntry(outbox, toggle('1', 2, '2026-03-01T10:00:01.000Z'));
    const sent: number[] = [];
    await outbox.replay('1', async (entry) => {
      sent.push(entry.id);
      if (sent.length === 1) await outbox.dismiss(second.id);
      return ok;
    });
    expect(sent).toHaveLength(1);
  });

  it('tells subscribers about changes and registers for Background Sync on enqueue', async () => {
    const onEnqueued = vi.fn();
    const outbox = await newOutbox({ onEnqueued });
    const listener = vi.fn();
    const unsubscribe = outbox.subscribe(listener);
    const entry = await queueEntry(outbox, toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onEnqueued).toHaveBeenCalledTimes(1);
    await outbox.replay('1', async () => ok);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await outbox.dismiss(entry.id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('one write at a time', () => {
    it('queues a write behind one still unanswered or waiting, not behind a refused one or another user’s', async () => {
      const outbox = await newOutbox();
      const first = await outbox.submit(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
      expect(first.waitingBefore).toBe(0);
      // A second write while the first is unanswered must go behind it.
      const second = await outbox.submit(toggle('1', 2, '2026-03-01T10:00:01.000Z'));
      expect(second.waitingBefore).toBe(1);
      expect((await outbox.submit(toggle('2', 3, '2026-03-01T10:00:02.000Z'))).waitingBefore).toBe(0);

      // Once both are answered (one refused), nothing waits before the next.
      const answers = [ok, refused(404, { msg: 'Task not found.' })];
      await outbox.replay('1', async () => answers.shift() ?? ok);
      expect((await outbox.submit(toggle('1', 4, '2026-03-01T10:00:03.000Z'))).waitingBefore).toBe(0);

      await queueEntry(outbox, toggle('2', 5, '2026-03-01T10:00:04.000Z'));
      expect((await outbox.submit(toggle('2', 6, '2026-03-01T10:00:05.000Z'))).waitingBefore).toBe(2);
    });

    it('sends a write that got no answer again before a later one, so the earlier change goes first', async () => {
      const outbox = await newOutbox();
      const first = await outbox.submit(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
      const sent: number[] = [];
      let answerFirstTry: (outcome: SendOutcome) => void = () => undefined;
      const send = (entry: OutboxEntry) => {
        sent.push((entry.body as { id: number }).id);
        return sent.length === 1 ? new Promise<SendOutcome>((resolve) => (answerFirstTry = resolve)) : Promise.resolve(ok);
      };
      const replaying = outbox.replay('1', send);
      await vi.waitFor(() => expect(sent).toEqual([1]));
      // The user acts again while the first write is in flight: that one goes behind it…
      const second = await outbox.submit(toggle('1', 2, '2026-03-01T10:00:05.000Z'));
      expect(second.waitingBefore).toBe(1);
      expect(second.stopWaiting()).toBeNull();
      const again = outbox.replay('1', send);
      // …and the first gets no answer: its author hears so, and the replay sends both, in order.
      answerFirstTry(offline);
      await expect(first.firstAttempt).resolves.toEqual(offline);
      await expect(Promise.all([replaying, again])).resolves.toEqual([
        { sent: 2, rejected: 0, pending: 0, retryLater: false },
        { sent: 2, rejected: 0, pending: 0, retryLater: false },
      ]);
      expect(sent).toEqual([1, 1, 2]);
    });

    it('sends nothing while another tab holds the write lock', async () => {
      let releaseOtherTab: () => void = () => undefined;
      const otherTab = new Promise<void>((resolve) => (releaseOtherTab = resolve));
      const requested: string[] = [];
      const locks = {
        request: async (name: string, callback: () => Promise<unknown>) => {
          requested.push(name);
          await otherTab;
          return callback();
        },
      } as unknown as LockManager;
      const outbox = await newOutbox({ getLocks: () => locks });
      const submitted = await outbox.submit(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
      const send = vi.fn(async () => ok);
      const replaying = outbox.replay('1', send);
      await vi.waitFor(() => expect(requested).toEqual(['outbox-replay']));
      expect(send).not.toHaveBeenCalled();
      releaseOtherTab();
      await expect(replaying).resolves.toMatchObject({ pending: 0 });
      expect(send).toHaveBeenCalledTimes(1);
      await expect(submitted.firstAttempt).resolves.toEqual(ok);
    });
  });
  describe('check-ins of different residents side by side (outbox-lanes.ts)', () => {
    /** A send whose answers the test gives, one by one, naming each write by its label. */
    function heldSend() {
      const inFlight = new Map<string, (outcome: SendOutcome) => void>();
      const order: string[] = [];
      const send = (entry: OutboxEntry) => {
        order.push(entry.label);
        return new Promise<SendOutcome>((resolve) => inFlight.set(entry.label, resolve));
      };
      const answer = (label: string, outcome: SendOutcome) => {
        const resolve = inFlight.get(label);
        if (!resolve) throw new Error(`${label} is not in flight (in flight: ${[...inFlight.keys()].join(', ')})`);
        inFlight.delete(label);
        resolve(outcome);
      };
      return { send, order, inFlight, answer };
    }
    const at = (second: number) => `2026-03-01T10:00:${String(second).padStart(2, '0')}.000Z`;

    it('sends check-ins of different residents together, up to the limit; one resident’s undo waits for its check-in, a later toggle for all', async () => {
      const outbox = await newOutbox();
      for (const [second, resident] of [1, 2, 3, 4, 5].entries()) await queueEntry(outbox, checkIn('1', resident, at(second)));
      await queueEntry(outbox, checkIn('1', 1, at(6), 'undo-check-in'));
      await queueEntry(outbox, toggle('1', 70, at(7)));
      const { send, order, inFlight, answer } = heldSend();
      const replaying = outbox.replay('1', send);
      await vi.waitFor(() => expect(order).toEqual(['check-in 1', 'check-in 2', 'check-in 3', 'check-in 4']));
      answer('check-in 3', ok);
      // A place frees: the next resident's check-in goes, not the undo (its check-in is unanswered).
      await vi.waitFor(() => expect([...inFlight.keys()]).toEqual(['check-in 1', 'check-in 2', 'check-in 4', 'check-in 5']));
      answer('check-in 1', ok);
      await vi.waitFor(() => expect(inFlight.has('undo-check-in 1')).toBe(true));
      for (const label of ['check-in 2', 'check-in 4', 'check-in 5']) answer(label, ok);
      // The toggle goes last: it waits for every earlier write.
      expect(inFlight.has('Mark task 70 complete')).toBe(false);
      answer('undo-check-in 1', ok);
      await vi.waitFor(() => expect(inFlight.has('Mark task 70 complete')).toBe(true));
      answer('Mark task 70 complete', ok);
      await expect(replaying).resolves.toEqual({ sent: 7, rejected: 0, pending: 0, retryLater: false });
      expect(order.indexOf('undo-check-in 1')).toBeGreaterThan(order.indexOf('check-in 1'));
    });

    it('takes a check-in stored during a replay into that replay, its author waiting for its answer', async () => {
      const outbox = await newOutbox();
      const first = await outbox.submit(checkIn('1', 1, at(1)));
      const { send, order, answer } = heldSend();
      const replaying = outbox.replay('1', send);
      await vi.waitFor(() => expect(order).toEqual(['check-in 1']));
      const second = await outbox.submit(checkIn('1', 2, at(2)));
      // Not behind the first: another resident's check-in.
      expect(second.waitingBefore).toBe(0);
      await vi.waitFor(() => expect(order).toEqual(['check-in 1', 'check-in 2']));
      answer('check-in 2', ok);
      await expect(second.firstAttempt).resolves.toEqual(ok);
      answer('check-in 1', ok);
      await expect(first.firstAttempt).resolves.toEqual(ok);
      await expect(replaying).resolves.toMatchObject({ pending: 0, retryLater: false });
      // One resident's undo while its check-in waits goes behind it.
      await queueEntry(outbox, checkIn('1', 3, at(3)));
      expect((await outbox.submit(checkIn('1', 3, at(4), 'undo-check-in'))).waitingBefore).toBe(1);
    });

    it('starts nothing more once a write gets no answer; what was in flight ends, and the rest is sent by the next replay with the same keys', async () => {
      const outbox = await newOutbox();
      for (const resident of [1, 2, 3, 4, 5, 6]) await queueEntry(outbox, checkIn('1', resident, at(resident)));
      await queueEntry(outbox, checkIn('1', 2, at(7), 'undo-check-in'));
      const { send, order, answer } = heldSend();
      const replaying = outbox.replay('1', send);
      await vi.waitFor(() => expect(order).toHaveLength(4));
      answer('check-in 2', offline);
      answer('check-in 1', ok);
      answer('check-in 3', ok);
      answer('check-in 4', ok);
      await expect(replaying).resolves.toEqual({ sent: 3, rejected: 0, pending: 4, retryLater: true });
      expect(order).toEqual(['check-in 1', 'check-in 2', 'check-in 3', 'check-in 4']);

      const keys: string[] = [];
      const again = await outbox.replay('1', async (entry) => {
        keys.push(entry.label);
        return ok;
      });
      expect(again).toEqual({ sent: 4, rejected: 0, pending: 0, retryLater: false });
      expect(keys.slice().sort()).toEqual(['check-in 2', 'check-in 5', 'check-in 6', 'undo-check-in 2']);
      expect(keys.indexOf('undo-check-in 2')).toBeGreaterThan(keys.indexOf('check-in 2'));
    });
  });
});
