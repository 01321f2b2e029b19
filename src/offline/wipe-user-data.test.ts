import { describe, expect, it, vi } from 'vitest';
import { listUserResponses, storeApiResponse } from './shared/api-cache.ts';
import { buildCacheKey } from './shared/cache-key.ts';
import { freshOfflineDb, freshOutboxDb, queueEntry } from '../testing/offline-test-helpers.ts';
import { createOutbox } from './shared/outbox.ts';
import { wipeUserData } from './wipe-user-data.ts';
import { createWriteJournal } from './shared/write-journal.ts';

function fakeCacheStorage(names: string[]): CacheStorage {
  const present = new Set(names);
  return {
    keys: async () => [...present],
    delete: async (name: string) => present.delete(name),
    has: async (name: string) => present.has(name),
  } as unknown as CacheStorage;
}

describe('wipeUserData', () => {
  it('removes only that user’s cached responses and outbox entries, and runtime caches but not the precache', async () => {
    const db = await freshOfflineDb();
    const outboxDb = await freshOutboxDb();
    const outbox = createOutbox({ getDb: async () => outboxDb });
    for (const userId of ['1', '2']) {
      const { key, bodyHash } = await buildCacheKey({ userId, method: 'POST', path: '/api/building-manager/tasks/', body: '' });
      await storeApiResponse(db, {
        key,
        userId,
        method: 'POST',
        path: '/api/building-manager/tasks/',
        bodyHash,
        status: 200,
        headers: {},
        body: '[]',
        storedAt: new Date().toISOString(),
      });
      await queueEntry(outbox, {
        userId,
        method: 'POST',
        path: '/building-manager/message-liason/',
        body: { buildingId: 1, message: 'Hi', isUrgent: false },
        kind: 'message-liason',
        label: 'Message to the building admin',
      });
    }
    const caches = fakeCacheStorage(['workbox-precache-v2-http://localhost/', 'hom-images-v1']);
    const onOutboxChanged = vi.fn();

    const summary = await wipeUserData(1, { db, outboxDb, cacheStorage: caches, onOutboxChanged });

    expect(summary).toEqual({ responses: 1, outboxEntries: 1, runtimeCaches: ['hom-images-v1'] });
    expect(await listUserResponses(db, '1')).toEqual([]);
    expect(await outbox.listForUser('1')).toEqual([]);
    expect(await listUserResponses(db, '2')).toHaveLength(1);
    expect(await outbox.listForUser('2')).toHaveLength(1);
    expect(await caches.keys()).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(onOutboxChanged).toHaveBeenCalled();
  });

  it('wipes the user’s writes made and not yet stored (the write-ahead journal), and no one else’s', async () => {
    localStorage.clear();
    const journal = createWriteJournal({ storage: localStorage, pageId: 'gone', now: () => 0 });
    const line = (userId: string, idempotencyKey: string) => ({ userId, idempotencyKey, method: 'POST', path: '/building-manager/rsvp/', body: {}, actedAt: '2026-11-25T10:00:00.000Z', state: 'pending' as const, kind: 'rsvp' as const, label: 'RSVP' });
    journal.write(line('1', 'a'));
    journal.write(line('2', 'b'));
    await wipeUserData(1, { db: await freshOfflineDb(), outboxDb: await freshOutboxDb(), cacheStorage: null, onOutboxChanged: () => undefined, journal });
    expect(Object.keys(localStorage)).toEqual(['hom-outbox-journal:b']);
  });
});
