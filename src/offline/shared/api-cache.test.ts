import { describe, expect, it } from 'vitest';
import {
  deleteUserResponses,
  listUserResponses,
  lookupApiResponse,
  pruneExpiredResponses,
  readApiResponse,
  storeApiResponse,
  totalStoredBytes,
  type NewCachedApiResponse,
} from './api-cache.ts';
import { buildCacheKey, hashToken } from './cache-key.ts';
import { API_CACHE_LIMITS } from './offline-constants.ts';
import { freshOfflineDb } from '../../testing/offline-test-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-03-01T12:00:00.000Z');

async function entry(userId: string, path: string, storedAtMs: number, body = '{"ok":true}'): Promise<NewCachedApiResponse> {
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
    expect(await storeApiResponse(db, stored, { now: T0 })).toBe(true);
    expect(await readApiResponse(db, stored.key, { now: T0 })).toEqual({ ...stored, size: 17 }); // {"totalEvents":4}
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
    const limits = { ...API_CACHE_LIMITS, maxEntriesPerUser: 3 };
    await storeApiResponse(db, await entry('2', '/api/b/other/', T0), { limits, now: T0 });
    for (let i = 0; i < 5; i += 1) {
      await storeApiResponse(db, await entry('1', `/api/b/${i}/`, T0 + i * 1000), { limits, now: T0 + i * 1000 });
    }
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/b/2/', '/api/b/3/', '/api/b/4/']);
    expect((await listUserResponses(db, '2')).map((e) => e.path)).toEqual(['/api/b/other/']);
  });

  it('evicts entries past the age limit when storing and never serves them', async () => {
    const db = await freshOfflineDb();
    const limits = API_CACHE_LIMITS;
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

  it('keeps all users’ bodies within the byte bound, evicting the oldest of anyone first', async () => {
    const db = await freshOfflineDb();
    const limits = { ...API_CACHE_LIMITS, maxTotalBytes: 100 };
    const body = (char: string) => `"${char.repeat(28)}"`; // 30 bytes
    await storeApiResponse(db, await entry('1', '/api/b/a/', T0, body('a')), { limits, now: T0 });
    await storeApiResponse(db, await entry('2', '/api/b/b/', T0 + 1000, body('b')), { limits, now: T0 + 1000 });
    await storeApiResponse(db, await entry('1', '/api/b/c/', T0 + 2000, body('c')), { limits, now: T0 + 2000 });
    expect(await totalStoredBytes(db)).toBe(90);

    await storeApiResponse(db, await entry('2', '/api/b/d/', T0 + 3000, body('d')), { limits, now: T0 + 3000 });
    expect(await totalStoredBytes(db)).toBe(90);
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/b/c/']);
    expect((await listUserResponses(db, '2')).map((e) => e.path)).toEqual(['/api/b/b/', '/api/b/d/']);
  });

  it('counts bytes, not characters, and never stores a body larger than the whole cache', async () => {
    const db = await freshOfflineDb();
    const limits = { ...API_CACHE_LIMITS, maxTotalBytes: 10 };
    const small = await entry('1', '/api/b/small/', T0, '"é"'); // 4 bytes in UTF-8
    expect(await storeApiResponse(db, small, { limits, now: T0 })).toBe(true);
    expect((await readApiResponse(db, small.key, { now: T0 }))?.size).toBe(4);
    const huge = await entry('1', '/api/b/huge/', T0, `"${'x'.repeat(20)}"`);
    expect(await storeApiResponse(db, huge, { limits, now: T0 })).toBe(false);
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/b/small/']);
  });

  it('does not store an answer fetched with a signed-out token, and still stores a new session’s', async () => {
    const db = await freshOfflineDb();
    const oldToken = await hashToken('old.session.token');
    await storeApiResponse(db, await entry('1', '/api/b/a/', T0), { now: T0, tokenHash: oldToken });
    expect(await deleteUserResponses(db, '1', { tokenHash: oldToken, now: T0 + 1 })).toBe(1);

    // An answer of the old session arriving after the wipe.
    expect(await storeApiResponse(db, await entry('1', '/api/b/late/', T0 + 2), { now: T0 + 2, tokenHash: oldToken })).toBe(false);
    expect(await listUserResponses(db, '1')).toEqual([]);

    const newToken = await hashToken('new.session.token');
    expect(await storeApiResponse(db, await entry('1', '/api/b/new/', T0 + 3), { now: T0 + 3, tokenHash: newToken })).toBe(true);
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/b/new/']);
  });

  it('after a wipe with the session going on (the kiosk starts), stores no answer asked before it, and every one asked after', async () => {
    const db = await freshOfflineDb();
    await storeApiResponse(db, await entry('1', '/api/building-manager/resident-index/', T0), { now: T0 });
    expect(await deleteUserResponses(db, '1', { refuseEarlier: true, now: T0 + 1000 })).toBe(1);
    // Asked before the wipe, answered after it.
    expect(await storeApiResponse(db, await entry('1', '/api/building-manager/calendar-events/', T0 + 500), { now: T0 + 1500 })).toBe(false);
    expect(await storeApiResponse(db, await entry('1', '/api/building-manager/kiosk-roster/', T0 + 2000), { now: T0 + 2000 })).toBe(true);
    // Another user's answers are theirs.
    expect(await storeApiResponse(db, await entry('2', '/api/building-manager/calendar-events/', T0 + 500), { now: T0 + 1500 })).toBe(true);
    expect((await listUserResponses(db, '1')).map((e) => e.path)).toEqual(['/api/building-manager/kiosk-roster/']);
  });

  it('forgets signed-out tokens after the age limit', async () => {
    const db = await freshOfflineDb();
    const token = await hashToken('t');
    await deleteUserResponses(db, '1', { tokenHash: token, now: T0 });
    await pruneExpiredResponses(db, { now: T0 + 15 * DAY_MS });
    expect(await storeApiResponse(db, await entry('1', '/api/b/a/', T0), { now: T0, tokenHash: token })).toBe(true);
  });
});
