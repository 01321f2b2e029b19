import { describe, expect, it, vi } from 'vitest';
import { listUserResponses, storeApiResponse } from './shared/api-cache.ts';
import { buildCacheKey } from './shared/cache-key.ts';
import { freshOfflineDb, freshOutboxDb, queueEntry } from '../testing/offline-test-helpers.ts';
import { createOutbox } from './shared/outbox.ts';
import { wipeUserData } from './wipe-user-data.ts';

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
});
