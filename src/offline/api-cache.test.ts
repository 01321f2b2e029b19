import { describe, expect, it } from 'vitest';
import {
  deleteUserResponses,
  listUserResponses,
  lookupApiResponse,
  pruneExpiredResponses,
  readApiResponse,
  storeApiResponse,
} from './api-cache.ts';
import { buildCacheKey } from './cache-key.ts';
import type { CachedApiResponse } from './offline-db.ts';
import { freshOfflineDb } from './offline-test-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

async function entry(userId: string, path: string, storedAtMs: number, body = '{"ok":true}'): Promise<CachedApiResponse> {
  const { key, bodyHash } = await buildCacheKey({ userId, method: 'POST', path, body: '' });
  return {
    key,
    userId,
    method: 'POST',
    path,
    bodyHash,
    status: 200,
    headers: { 'content-type': 'application/json' },
    body,
    storedAt: new Date(storedAtMs).toISOString(),
  };
}

describe('api cache', () => {
  it('reads back what it stored, and finds it by request', async () => {
    const db = await freshOfflineDb();
    const stored = await entry('1', '/api/building-manager/top-numbers/', T0, '{"totalEvents":4}');
    await storeApiResponse(db, stored, { now: T0 });
    expect(await readApiResponse(db, stored.key, { now: T0 })).toEqual(stored);
    const found = await lookupApiResponse(
      db,
      { userId: '1', method: 'post', path: '/api/building-manager/top-numbers/', body: '' },
      { now: T0 },
    );
    expect(found?.body).toBe('{"totalEvents":4}');
    expect(await lookupApiResponse(db, { userId: '2', method: 'POST', path: stored.path, body: '' }, { now: T0 })).toBeUndefined();
  });

  it('replaces an entry stored again under the same key', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/tasks/';
    await storeApiResponse(db, await entry('1', path, T0, '[1]'), { now: T0 });
    await storeApiResponse(db, await entry('1', path, T0 + 1000, '[1,2]'), { now: T0 + 1000 });
    const all = await listUserResponses(db, '1');
    expect(all.map((e) => e.body)).toEqual(['[1,2]']);
  });

  it('keeps at most maxEntriesPerUser per user, evicting the oldest, other users untouched', async () => {
    const db = await freshOfflineDb();
    const limits = { maxEntriesPerUser: 3, maxAgeMs: 14 * DAY_MS };
    await storeApiResponse(db, await entry('2', '/api/b/other/', T0), { limits, now: T0 });
    for (let i = 0; i < 5; i += 1) {
      await storeApiResponse(db, await entry('1', `/api/b/${i}/`, T0 + i * 1000), { limits, now: T0 + i * 1000 });
    }
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/b/2/', '/api/b/3/', '/api/b/4/']);
    expect((await listUserResponses(db, '2')).map((e) => e.path)).toEqual(['/api/b/other/']);
  });

  it('evicts entries past the age limit when storing and never serves them', async () => {
    const db = await freshOfflineDb();
    const limits = { maxEntriesPerUser: 300, maxAgeMs: 14 * DAY_MS };
    const old = await entry('1', '/api/b/old/', T0);
    await storeApiResponse(db, old, { limits, now: T0 });
    const later = T0 + 15 * DAY_MS;
    expect(await readApiResponse(db, old.key, { limits, now: later })).toBeUndefined();
    expect(await readApiResponse(db, old.key, { limits, now: T0 + 13 * DAY_MS })).toBeDefined();
    await storeApiResponse(db, await entry('1', '/api/b/new/', later), { limits, now: later });
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/b/new/']);
  });

  it('prunes every user’s expired entries', async () => {
    const db = await freshOfflineDb();
    await storeApiResponse(db, await entry('1', '/api/b/a/', T0), { now: T0 });
    await storeApiResponse(db, await entry('2', '/api/b/b/', T0 + 10 * DAY_MS), { now: T0 + 10 * DAY_MS });
    expect(await pruneExpiredResponses(db, { now: T0 + 15 * DAY_MS })).toBe(1);
    expect(await listUserResponses(db, '1')).toEqual([]);
    expect(await listUserResponses(db, '2')).toHaveLength(1);
  });

  it('deletes one user’s responses only', async () => {
    const db = await freshOfflineDb();
    await storeApiResponse(db, await entry('1', '/api/b/a/', T0), { now: T0 });
    await storeApiResponse(db, await entry('1', '/api/b/b/', T0), { now: T0 });
    await storeApiResponse(db, await entry('10', '/api/b/a/', T0), { now: T0 });
    expect(await deleteUserResponses(db, '1')).toBe(2);
    expect(await listUserResponses(db, '1')).toEqual([]);
    expect(await listUserResponses(db, '10')).toHaveLength(1);
  });
});
