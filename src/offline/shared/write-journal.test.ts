// The write-ahead journal (torture seed 6301): a write shown pending in the tap's frame survives its
// page unloading before IndexedDB stored it, and is then stored and sent exactly once.
import { describe, expect, it } from 'vitest';
import { countUnsentRows, freshOutboxDb } from '../../testing/offline-test-helpers.ts';
import { createOutbox, type NewOutboxEntry, type SendOutcome } from './outbox.ts';
import type { OutboxEntry } from './outbox-db.ts';
import { createWriteJournal, JOURNAL_MAX_AGE_MS, ORPHAN_AFTER_MS_WITHOUT_LOCKS } from './write-journal.ts';

/** A Storage over a Map (one per "device": shared by its pages). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Web Locks where the test says which pages are still open. */
function locksOf(open: Set<string>): LockManager {
  return {
    request: () => new Promise(() => undefined),
    query: async () => ({ held: [...open].map((pageId) => ({ name: `hom-page:${pageId}`, mode: 'exclusive' as const, clientId: pageId })), pending: [] }),
  } as unknown as LockManager;
}

function cancel(userId: string, resident: number, actedAt: string): NewOutboxEntry {
  return { userId, method: 'POST', path: '/building-manager/cancel-rsvp/', body: { eventId: 4, userId: resident }, kind: 'cancel-rsvp', label: `Cancel ${resident}`, actedAt };
}

/** A page whose IndexedDB write never finishes: its write reaches the journal only. */
function stuckPage(storage: Storage, pageId: string, open: Set<string>) {
  return createOutbox({ getDb: () => new Promise(() => undefined), journal: createWriteJournal({ storage, pageId, locks: locksOf(open) }) });
}

/** A page on the device's outbox database. */
function pageOn(db: Awaited<ReturnType<typeof freshOutboxDb>>, storage: Storage, pageId: string, open: Set<string>) {
  return createOutbox({ getDb: async () => db, journal: createWriteJournal({ storage, pageId, locks: locksOf(open) }) });
}

const ok: SendOutcome = { outcome: 'sent', answer: { status: 200, data: {} } };

describe('write-ahead journal', () => {
  it('keeps a write from the tap until its row is stored, then lets it go', async () => {
    const storage = memoryStorage();
    const db = await freshOutboxDb();
    const journal = createWriteJournal({ storage, pageId: 'a', locks: locksOf(new Set(['a'])) });
    const outbox = createOutbox({ getDb: async () => db, journal });
    const submitting = outbox.submit(cancel('7', 281, '2026-11-25T10:00:00.000Z'));
    // Synchronously, before IndexedDB answered: the write is on the device.
    expect(storage.length).toBe(1);
    await submitting;
    expect(storage.length).toBe(0);
    expect(await countUnsentRows(db, '7')).toBe(1);
  });

  it('stores and sends, exactly once, a write whose page unloaded before storing it', async () => {
    const storage = memoryStorage();
    const db = await freshOutboxDb();
    const open = new Set(['closed-page', 'next-page']);
    // The first page: the write reached the journal, then the page went (its IndexedDB write never ran).
    const gone = stuckPage(storage, 'closed-page', open);
    void gone.submit(cancel('7', 281, '2026-11-25T10:00:00.000Z'));
    open.delete('closed-page');
    expect(await countUnsentRows(db, '7')).toBe(0);

    const next = pageOn(db, storage, 'next-page', open);
    const sent: OutboxEntry[] = [];
    const result = await next.replay('7', async (entry) => {
      sent.push(entry);
      return ok;
    });
    expect(sent.map((entry) => [entry.kind, entry.body])).toEqual([['cancel-rsvp', { eventId: 4, userId: 281 }]]);
    expect(result).toMatchObject({ sent: 1, pending: 0 });
    expect(storage.length).toBe(0);
    // Another replay finds nothing more to send.
    expect((await next.replay('7', async (entry) => (sent.push(entry), ok))).sent).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('leaves alone a write of a page still open (it stores its own) and asks to be run again', async () => {
    const storage = memoryStorage();
    const db = await freshOutboxDb();
    const open = new Set(['busy-page', 'other-page']);
    const busy = stuckPage(storage, 'busy-page', open);
    void busy.submit(cancel('7', 281, '2026-11-25T10:00:00.000Z'));
    const other = pageOn(db, storage, 'other-page', open);
    const result = await other.replay('7', async () => ok);
    expect(result).toMatchObject({ sent: 0, pending: 1, retryLater: true });
    expect(await countUnsentRows(db, '7')).toBe(0);
  });

  it('keeps once a write both stored and left in the journal (the page went between the two)', async () => {
    const storage = memoryStorage();
    const db = await freshOutboxDb();
    const first = createOutbox({ getDb: async () => db, journal: createWriteJournal({ storage, pageId: 'p1', locks: locksOf(new Set()) }) });
    const submission = await first.submit(cancel('7', 281, '2026-11-25T10:00:00.000Z'));
    // As if the page died after the commit and before the line's removal.
    createWriteJournal({ storage, pageId: 'p1' }).write({ ...submission.entry });
    const next = createOutbox({ getDb: async () => db, journal: createWriteJournal({ storage, pageId: 'p2', locks: locksOf(new Set()) }) });
    const sent: OutboxEntry[] = [];
    await next.replay('7', async (entry) => (sent.push(entry), ok));
    expect(sent).toHaveLength(1);
    expect(storage.length).toBe(0);
  });

  it('is wiped with the user at sign-out, and keeps nothing older than the server remembers keys', async () => {
    const storage = memoryStorage();
    let now = Date.parse('2026-11-25T10:00:00.000Z');
    const journal = createWriteJournal({ storage, pageId: 'p1', now: () => now });
    const row = (userId: string, key: string) => ({ ...cancel(userId, 1, '2026-11-25T10:00:00.000Z'), userId, idempotencyKey: key, state: 'pending' as const, actedAt: '2026-11-25T10:00:00.000Z' });
    journal.write(row('7', 'k1'));
    journal.write(row('8', 'k2'));
    journal.removeForUser('7');
    expect(storage.length).toBe(1);
    // Without Web Locks another page's line is an orphan only after a while; a week-old one is dropped.
    const other = createWriteJournal({ storage, pageId: 'p2', now: () => now });
    expect((await other.orphans('8')).rows).toHaveLength(0);
    now += ORPHAN_AFTER_MS_WITHOUT_LOCKS + 1;
    expect((await other.orphans('8')).rows.map((r) => r.idempotencyKey)).toEqual(['k2']);
    now += JOURNAL_MAX_AGE_MS;
    expect((await other.orphans('8')).rows).toHaveLength(0);
    expect(storage.length).toBe(0);
  });
});
