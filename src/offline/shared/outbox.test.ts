import { describe, expect, it, vi } from 'vitest';
import { createOutbox, idempotencyHeaders, type NewOutboxEntry, type OutboxSendResult } from './outbox.ts';
import type { OutboxEntry } from './offline-db.ts';
import { freshOutboxDb } from '../../testing/offline-test-helpers.ts';
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

const ok: OutboxSendResult = { status: 200, data: { msg: 'Success' } };
const offline: OutboxSendResult = { status: 0, data: null };

describe('outbox', () => {
  it('stores a pending entry with a fresh idempotency key', async () => {
    const outbox = await newOutbox();
    const a = await outbox.enqueue(toggle('1', 5, '2026-03-01T10:00:00.000Z'));
    const b = await outbox.enqueue(toggle('1', 6, '2026-03-01T10:00:01.000Z'));
    expect(a).toMatchObject({ state: 'pending', userId: '1', method: 'PUT', kind: 'task-toggle' });
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(idempotencyHeaders(a)).toEqual({ 'Idempotency-Key': a.idempotencyKey });
    expect(await outbox.countPending('1')).toBe(2);
  });

  it('keeps a direct send written ahead: answered it is gone, a page closed mid-send leaves it for the next replay', async () => {
    const db = await freshOutboxDb();
    const page = createOutbox({ getDb: async () => db });
    const answered = await page.stageDirectWrite(toggle('1', 5, '2026-03-01T10:00:00.000Z'));
    expect(await page.listForUser('1')).toEqual([]);
    await page.settleDirectWrite(answered, 'answered');
    expect(await page.countPending('1')).toBe(0);

    // The page reloads while this one is in flight: never settled.
    const inFlight = await page.stageDirectWrite(toggle('1', 6, '2026-03-01T10:00:01.000Z'));
    const reloaded = createOutbox({ getDb: async () => db });
    expect(await reloaded.countPending('1')).toBe(1);
    const send = vi.fn(async (_entry: OutboxEntry) => ok);
    expect(await reloaded.replay('1', send)).toMatchObject({ sent: 1, pending: 0 });
    expect(send.mock.calls.map(([entry]) => entry.idempotencyKey)).toEqual([inFlight.idempotencyKey]);
  });

  it('turns a direct send that got no answer into a pending entry with the same key', async () => {
    const outbox = await newOutbox();
    const staged = await outbox.stageDirectWrite(toggle('1', 7, '2026-03-01T10:00:00.000Z'));
    const queued = await outbox.settleDirectWrite(staged, 'queue');
    expect(queued).toMatchObject({ state: 'pending', idempotencyKey: staged.idempotencyKey });
    expect((await outbox.listForUser('1')).map((entry) => entry.idempotencyKey)).toEqual([staged.idempotencyKey]);
  });

  it('sends pending entries in the order the user acted, then by id', async () => {
    const outbox = await newOutbox();
    await outbox.enqueue(toggle('1', 3, '2026-03-01T10:00:05.000Z'));
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.enqueue(toggle('1', 2, '2026-03-01T10:00:00.000Z'));
    const sent: unknown[] = [];
    const result = await outbox.replay('1', async (entry) => {
      sent.push((entry.body as { id: number }).id);
      return ok;
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(result).toEqual({ sent: 3, rejected: 0, pending: 0, stoppedOffline: false });
    expect(await outbox.listForUser('1')).toEqual([]);
  });

  it('stops at the first network failure and keeps the same idempotency key for the retry', async () => {
    const outbox = await newOutbox();
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.enqueue(toggle('1', 2, '2026-03-01T10:00:01.000Z'));
    const keysSeen: string[] = [];
    const first = await outbox.replay('1', async (entry) => {
      keysSeen.push(entry.idempotencyKey);
      return offline;
    });
    expect(first).toEqual({ sent: 0, rejected: 0, pending: 2, stoppedOffline: true });
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
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    const result = await outbox.replay('1', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({ stoppedOffline: true, pending: 1 });
  });

  it('keeps a rejection with the server message until dismissed, and carries on', async () => {
    const outbox = await newOutbox();
    const rejectedOne = await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.enqueue(toggle('1', 2, '2026-03-01T10:00:01.000Z'));
    await outbox.enqueue(toggle('1', 3, '2026-03-01T10:00:02.000Z'));
    const answers: OutboxSendResult[] = [
      { status: 404, data: { statusCode: 404, msg: 'Task not found.' } },
      { status: 500, data: { detail: 'Boom.' } },
      ok,
    ];
    const result = await outbox.replay('1', async () => answers.shift() ?? ok);
    expect(result).toEqual({ sent: 1, rejected: 2, pending: 0, stoppedOffline: false });
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
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.replay('1', async () => ({ status: 409, data: 'conflict' }));
    expect((await outbox.listForUser('1'))[0]?.error).toBe(outboxRejectedFallback(409));
  });

  it('treats a numeric user id (as the session has it) like its string form', async () => {
    const outbox = await newOutbox();
    await outbox.enqueue({ ...toggle('7', 1, '2026-03-01T10:00:00.000Z'), userId: 7 });
    expect((await outbox.listForUser('7'))[0]?.userId).toBe('7');
    expect(await outbox.countPending(7)).toBe(1);
    expect((await outbox.replay(7, async () => ok)).sent).toBe(1);
  });

  it('only sends the given user’s entries', async () => {
    const outbox = await newOutbox();
    await outbox.enqueue(toggle('A', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.enqueue(toggle('B', 2, '2026-03-01T09:00:00.000Z'));
    const users: string[] = [];
    await outbox.replay('A', async (entry) => {
      users.push(entry.userId);
      return ok;
    });
    expect(users).toEqual(['A']);
    expect(await outbox.countPending('B')).toBe(1);
    expect((await outbox.listForUser('B'))[0]?.userId).toBe('B');
  });

  it('never runs two replays at once in one tab; an overlapping call is served by a rerun', async () => {
    const outbox = await newOutbox();
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    await outbox.enqueue(toggle('1', 2, '2026-03-01T10:00:01.000Z'));
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
    await outbox.enqueue(toggle('1', 3, '2026-03-01T10:00:02.000Z'));
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
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    const result = await outbox.replay('1', async () => ok);
    expect(requested).toEqual(['outbox-replay']);
    expect(result.sent).toBe(1);
  });

  it('does not send an entry dismissed while the replay is running', async () => {
    const outbox = await newOutbox();
    await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    const second = await outbox.enqueue(toggle('1', 2, '2026-03-01T10:00:01.000Z'));
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
    const entry = await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onEnqueued).toHaveBeenCalledTimes(1);
    await outbox.replay('1', async () => ok);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await outbox.dismiss(entry.id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  describe('one write at a time', () => {
    it('gives the direct-write slot to one write at a time, and not while entries wait', async () => {
      const outbox = await newOutbox();
      const first = await outbox.beginDirectWrite('1');
      expect(first).not.toBeNull();
      // A second write while the first is unanswered must be queued.
      expect(await outbox.beginDirectWrite('1')).toBeNull();
      first?.release();
      first?.release(); // twice is harmless
      const again = await outbox.beginDirectWrite('1');
      expect(again).not.toBeNull();
      again?.release();

      await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
      expect(await outbox.beginDirectWrite('1')).toBeNull();
      expect(await outbox.beginDirectWrite('2')).not.toBeNull();
    });

    it('starts a replay only once the write in flight is answered or queued, so the earlier change goes first', async () => {
      const outbox = await newOutbox();
      const slot = await outbox.beginDirectWrite('1');
      // The user acts again while the first write is in flight: that one is queued…
      await outbox.enqueue(toggle('1', 2, '2026-03-01T10:00:05.000Z'));
      const sent: number[] = [];
      const replaying = outbox.replay('1', async (entry) => {
        sent.push((entry.body as { id: number }).id);
        return ok;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toEqual([]);
      // …and the first fails for lack of network and is queued with the time the user acted.
      await outbox.enqueue(toggle('1', 1, '2026-03-01T10:00:00.000Z'));
      slot?.release();
      await expect(replaying).resolves.toMatchObject({ sent: 2, pending: 0 });
      expect(sent).toEqual([1, 2]);
    });

    it('does not send directly while another tab holds the write lock', async () => {
      let heldElsewhere = true;
      const locks = {
        request: async (
          _name: string,
          options: LockOptions,
          callback: (lock: Lock | null) => Promise<unknown> | unknown,
        ) => callback(options.ifAvailable && heldElsewhere ? null : ({ name: 'outbox-replay', mode: 'exclusive' } as Lock)),
      } as unknown as LockManager;
      const outbox = await newOutbox({ getLocks: () => locks });
      expect(await outbox.beginDirectWrite('1')).toBeNull();
      heldElsewhere = false;
      const slot = await outbox.beginDirectWrite('1');
      expect(slot).not.toBeNull();
      slot?.release();
    });
  });
});
