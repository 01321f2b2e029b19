import { describe, expect, it } from 'vitest';
import { storeApiResponse } from './shared/api-cache.ts';
import { buildCacheKey } from './shared/cache-key.ts';
import { readCachedCopy } from './cached-copy.ts';
import { authorizationFor, freshOfflineDb } from '../testing/offline-test-helpers.ts';

describe('readCachedCopy', () => {
  it('finds what the worker stored for the same user, method, path and JSON body', async () => {
    const db = await freshOfflineDb();
    const body = { date: '2026-03-01', buildingId: 2 };
    const path = '/api/building-manager/calendar-events/';
    // As the service worker keys it: from the wire body.
    const { key, bodyHash } = await buildCacheKey({ userId: '9', method: 'POST', path, body: JSON.stringify(body) });
    const storedAt = new Date().toISOString();
    await storeApiResponse(db, {
      key, userId: '9', method: 'POST', path, bodyHash, status: 200, headers: {}, body: '[{"id":1}]', storedAt,
    });

    const copy = await readCachedCopy({ authorization: authorizationFor(9), method: 'POST', path, body }, db);
    expect(copy).toEqual({ status: 200, data: [{ id: 1 }], cachedAt: storedAt });

    expect(await readCachedCopy({ authorization: authorizationFor(10), method: 'POST', path, body }, db)).toBeNull();
    expect(await readCachedCopy({ authorization: null, method: 'POST', path, body }, db)).toBeNull();
    expect(
      await readCachedCopy({ authorization: authorizationFor(9), method: 'POST', path, body: { ...body, buildingId: 3 } }, db),
    ).toBeNull();
  });
});
