// @vitest-environment node
// Node's own fetch classes (Request, Response, Headers), as in a worker.
import { describe, expect, it, vi } from 'vitest';
import { respondFromNetworkOrCache, type ApiCacheStrategyDeps } from './api-cache-strategy.ts';
import { listUserResponses } from '../src/offline/shared/api-cache.ts';
import { readCachedCopy } from '../src/offline/cached-copy.ts';
import { OFFLINE_NOT_CACHED_MESSAGE } from '../src/offline/shared/offline-strings.ts';
import { authorizationFor, fakeJwt, freshOfflineDb, freshOutboxDb } from '../src/testing/offline-test-helpers.ts';
import type { OfflineDb } from '../src/offline/shared/offline-db.ts';
import { wipeUserData } from '../src/offline/wipe-user-data.ts';

const ORIGIN = 'https://portal.example';
const DAY_MS = 24 * 60 * 60 * 1000;

function apiRequest(path: string, body: unknown, user: number | null = 1, issuedAt?: number): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user !== null) headers.Authorization = authorizationFor(user, issuedAt);
  return new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json', 'set-cookie': 'x=1' } });
}

function deps(db: OfflineDb, fetchImpl: ApiCacheStrategyDeps['fetchImpl'], nowMs = Date.parse('2026-03-01T12:00:00Z')) {
  return { fetchImpl, getDb: async () => db, now: () => nowMs };
}

const unreachable = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

describe('respondFromNetworkOrCache', () => {
  it('answers from the network and, when it is unreachable, with the stored copy and its date', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/top-numbers/?view=1';
    let seenBody = '';
    const live = await respondFromNetworkOrCache(
      apiRequest(path, { buildingId: 3 }),
      deps(db, async (request) => {
        seenBody = await request.text();
        return json({ totalEvents: 12 });
      }),
    );
    expect(seenBody).toBe('{"buildingId":3}');
    expect(await live.json()).toEqual({ totalEvents: 12 });
    expect(live.headers.get('X-Cache-Date')).toBeNull();

    const offline = await respondFromNetworkOrCache(apiRequest(path, { buildingId: 3 }), deps(db, unreachable));
    expect(offline.status).toBe(200);
    expect(await offline.json()).toEqual({ totalEvents: 12 });
    expect(offline.headers.get('X-Cache-Date')).toBe('2026-03-01T12:00:00.000Z');
    expect(offline.headers.get('content-type')).toBe('application/json');
    expect(offline.headers.get('set-cookie')).toBeNull();
  });

  it('answers 503 with the offline sentence in every message field when nothing was stored', async () => {
    const db = await freshOfflineDb();
    const response = await respondFromNetworkOrCache(apiRequest('/api/building-manager/tasks/', {}), deps(db, unreachable));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: OFFLINE_NOT_CACHED_MESSAGE,
      message: OFFLINE_NOT_CACHED_MESSAGE,
      detail: OFFLINE_NOT_CACHED_MESSAGE,
      msg: OFFLINE_NOT_CACHED_MESSAGE,
    });
    expect(response.headers.get('X-Offline')).toBe('1');
  });

  it('keeps copies apart per user and per body', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/calendar-events/';
    await respondFromNetworkOrCache(apiRequest(path, { date: '2026-03' }, 1), deps(db, async () => json(['user 1'])));
    const otherUser = await respondFromNetworkOrCache(apiRequest(path, { date: '2026-03' }, 2), deps(db, unreachable));
    expect(otherUser.status).toBe(503);
    const otherBody = await respondFromNetworkOrCache(apiRequest(path, { date: '2026-04' }, 1), deps(db, unreachable));
    expect(otherBody.status).toBe(503);
  });

  it('stores nothing without an Authorization header, and passes the network answer on', async () => {
    const db = await freshOfflineDb();
    const path = '/api/users/user-info/';
    const live = await respondFromNetworkOrCache(apiRequest(path, {}, null), deps(db, async () => json({ id: 1 })));
    expect(live.status).toBe(200);
    await expect(respondFromNetworkOrCache(apiRequest(path, {}, null), deps(db, unreachable))).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('passes server errors on without storing them or falling back', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/hero-chart/';
    await respondFromNetworkOrCache(apiRequest(path, {}), deps(db, async () => json({ ok: 1 })));
    const failed = await respondFromNetworkOrCache(apiRequest(path, {}), deps(db, async () => json({ msg: 'No' }, 500)));
    expect(failed.status).toBe(500);
    const [stored] = await listUserResponses(db, '1');
    expect(stored?.body).toBe('{"ok":1}');
  });

  it('does not serve a copy older than the age limit', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/users/';
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    await respondFromNetworkOrCache(apiRequest(path, {}), deps(db, async () => json([1]), t0));
    const stale = await respondFromNetworkOrCache(apiRequest(path, {}), deps(db, unreachable, t0 + 15 * DAY_MS));
    expect(stale.status).toBe(503);
  });

  it('does not store non-text bodies', async () => {
    const db = await freshOfflineDb();
    const png = new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
    await respondFromNetworkOrCache(new Request(`${ORIGIN}/api/images/1`, { headers: { Authorization: authorizationFor(1) } }), deps(db, async () => png));
    expect(await listUserResponses(db, '1')).toEqual([]);
  });

  it('stores under the key the page computes for the same call', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/user-events/';
    const body = { userId: 5, buildingId: 2 };
    await respondFromNetworkOrCache(apiRequest(path, body, 4), deps(db, async () => json([{ id: 8 }]), Date.now()));
    const copy = await readCachedCopy({ authorization: authorizationFor(4), method: 'POST', path, body }, db);
    expect(copy?.data).toEqual([{ id: 8 }]);
  });

  describe('a network that does not answer', () => {
    const TIMEOUT_MS = 30;
    /** A fetch that answers only when the test says so. */
    function heldFetch() {
      let answer: (response: Response) => void = () => undefined;
      const fetchImpl = () => new Promise<Response>((resolve) => (answer = resolve));
      return { fetchImpl, answer: (response: Response) => answer(response) };
    }

    it('answers with the stored copy after the timeout, and the late answer refreshes the copy', async () => {
      const db = await freshOfflineDb();
      const path = '/api/building-manager/tasks/';
      await respondFromNetworkOrCache(apiRequest(path, {}), deps(db, async () => json(['old'])));

      const held = heldFetch();
      const background: Promise<unknown>[] = [];
      const startedAt = Date.now();
      const answer = await respondFromNetworkOrCache(apiRequest(path, {}), {
        ...deps(db, held.fetchImpl, Date.parse('2026-03-01T12:05:00Z')),
        networkTimeoutMs: TIMEOUT_MS,
        waitUntil: (work) => background.push(work),
      });
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      expect(await answer.json()).toEqual(['old']);
      expect(answer.headers.get('X-Cache-Date')).toBe('2026-03-01T12:00:00.000Z');

      held.answer(json(['new']));
      await Promise.all(background);
      const [stored] = await listUserResponses(db, '1');
      expect(stored?.body).toBe('["new"]');
      expect(stored?.storedAt).toBe('2026-03-01T12:05:00.000Z');
    });

    it('keeps waiting for the network when there is no copy', async () => {
      const db = await freshOfflineDb();
      const held = heldFetch();
      const answering = respondFromNetworkOrCache(apiRequest('/api/building-manager/users/', {}), {
        ...deps(db, held.fetchImpl),
        networkTimeoutMs: TIMEOUT_MS,
      });
      await new Promise((resolve) => setTimeout(resolve, 3 * TIMEOUT_MS));
      held.answer(json([{ id: 1 }]));
      const response = await answering;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([{ id: 1 }]);
    });
  });

  it('dates a copy by when its request went out, and keeps a copy asked later over one asked earlier that answered last', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/tasks/';
    let clock = Date.parse('2026-03-01T12:00:00Z');
    const ticking = { getDb: async () => db, now: () => clock };
    let answerSlow: ((response: Response) => void) | null = null;
    // Asked first, at 12:00, answered last: the list as it was before a toggle.
    const slow = respondFromNetworkOrCache(apiRequest(path, {}), { ...ticking, fetchImpl: () => new Promise<Response>((resolve) => (answerSlow = resolve)) });
    // Its request has gone out (the clock moves on only then).
    await vi.waitFor(() => expect(answerSlow).not.toBeNull());
    clock = Date.parse('2026-03-01T12:00:02Z');
    await respondFromNetworkOrCache(apiRequest(path, {}), { ...ticking, fetchImpl: async () => json(['after the toggle']) });
    clock = Date.parse('2026-03-01T12:00:05Z');
    answerSlow!(json(['before the toggle']));
    await slow;
    const [stored] = await listUserResponses(db, '1');
    expect(stored?.body).toBe('["after the toggle"]');
    expect(stored?.storedAt).toBe('2026-03-01T12:00:02.000Z');
  });

  it('does not store an answer that arrives after its session was signed out and wiped', async () => {
    const db = await freshOfflineDb();
    const path = '/api/building-manager/top-numbers/';
    let answer: (response: Response) => void = () => undefined;
    const inFlight = respondFromNetworkOrCache(
      apiRequest(path, {}, 1),
      deps(db, () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    // Sign-out wipes while the read is on its way.
    await wipeUserData(1, { db, outboxDb: await freshOutboxDb(), cacheStorage: null, onOutboxChanged: () => {}, token: fakeJwt(1) });
    answer(json({ totalEvents: 4 }));
    expect((await inFlight).status).toBe(200);
    expect(await listUserResponses(db, '1')).toEqual([]);

    // Signing in again (a new token) caches as before.
    await respondFromNetworkOrCache(apiRequest(path, {}, 1, 1_800_000_000), deps(db, async () => json({ totalEvents: 5 })));
    expect((await listUserResponses(db, '1')).map((entry) => entry.body)).toEqual(['{"totalEvents":5}']);
  });
});
