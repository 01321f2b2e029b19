// The cached-resource store: the device's copy at once, then the server's answer; answers of an
// older load never win; the spec's flags (§4); revalidation of what is on screen.
import { TASKS_ENDPOINTS } from '../api/tasks-api.ts';
import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeApiResponse } from '../offline/shared/api-cache.ts';
import { buildCacheKey } from '../offline/shared/cache-key.ts';
import { getOfflineDb } from '../offline/shared/offline-db.ts';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { mount, settle } from '../testing/render-for-test.tsx';
import {
  createCachedResource,
  resetAllResources,
  revalidateResourcesInView,
  useCachedResource,
  type CachedResource,
} from './cached-resource.ts';
import { signIn, signOut } from './session.ts';

const USER_ID = 41;
// A read the worker caches (the cached copy is looked up only for those).
const PATH = TASKS_ENDPOINTS.list.path;

/** A resource of pages of strings on a real read (the mechanism does not look at the shapes). */
function thingsResource(name: string): CachedResource<string[], { page: number }> {
  const body = ({ page }: { page: number }) => ({ page }) as never;
  return createCachedResource({ name, endpoint: TASKS_ENDPOINTS.list, body }) as unknown as CachedResource<string[], { page: number }>;
}

interface Deferred {
  path: string;
  body: unknown;
  resolve: (status: number, body: unknown, headers?: Record<string, string>) => void;
  fail: () => void;
}

/** A fetch whose answers the test gives, one request at a time, in any order. */
function controllableFetch(): Deferred[] {
  const pending: Deferred[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    return new Promise<Response>((resolve, reject) => {
      pending.push({
        path: url.pathname,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        resolve: (status, body, headers = {}) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })),
        fail: () => reject(new TypeError('Failed to fetch')),
      });
    });
  });
  return pending;
}

async function storeCopy(body: unknown, data: unknown, storedAt: string): Promise<void> {
  const path = `/api${PATH}`;
  const { key, bodyHash } = await buildCacheKey({ userId: String(USER_ID), method: 'POST', path, body: JSON.stringify(body) });
  await storeApiResponse(await getOfflineDb(), {
    key, userId: String(USER_ID), method: 'POST', path, bodyHash, status: 200, headers: {}, body: JSON.stringify(data), storedAt,
  });
}

const untilRequests = async (pending: Deferred[], count: number) => {
  for (let i = 0; i < 50 && pending.length < count; i += 1) await settle(1);
  expect(pending).toHaveLength(count);
};

let resource: CachedResource<string[], { page: number }>;
let nameCount = 0;

beforeEach(() => {
  signIn(fakeJwt(USER_ID));
  nameCount += 1;
  resource = thingsResource(`things-${nameCount}`);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

describe('createCachedResource', () => {
  it('shows the cached copy with its age at once, then replaces it with the fresh answer', async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 1 }, ['from the device'], storedAt);
    const pending = controllableFetch();

    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    expect(resource.state).toMatchObject({ data: ['from the device'], cachedAt: storedAt, inProgress: true, success: false });
    expect(pending[0]?.body).toEqual({ page: 1 });

    pending[0]?.resolve(200, ['fresh']);
    await loading;
    expect(resource.state).toMatchObject({ data: ['fresh'], cachedAt: null, inProgress: false, success: true, error: null });
  });

  it("preload: the copy is read before the screen renders, and the screen's load of the same params joins it", async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 1 }, ['from the device'], storedAt);
    const pending = controllableFetch();

    await resource.preload({ page: 1 });
    // Resolved once the copy is on screen; the network call is already on its way.
    expect(resource.state).toMatchObject({ data: ['from the device'], cachedAt: storedAt, inProgress: true });
    const joined = resource.load({ page: 1 });
    await settle(5);
    expect(pending).toHaveLength(1);
    expect(resource.state.data).toEqual(['from the device']);

    pending[0]?.resolve(200, ['fresh']);
    expect(await joined).toBe('fresh');
    expect(resource.state).toMatchObject({ data: ['fresh'], cachedAt: null, success: true });

    // Joined once only: the next load (a later visit) asks the server again.
    void resource.load({ page: 1 });
    await untilRequests(pending, 2);
  });

  it('preload: a load of other params, or one long after, starts afresh', async () => {
    const pending = controllableFetch();
    await resource.preload({ page: 1 });
    void resource.load({ page: 2 });
    await untilRequests(pending, 2);
    expect(pending.map((request) => request.body)).toEqual([{ page: 1 }, { page: 2 }]);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await resource.preload({ page: 3 });
      vi.setSystemTime(Date.now() + 60_000);
      void resource.load({ page: 3 });
      await untilRequests(pending, 4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the copy (and its age) when the network fails, with the error flag set', async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 1 }, ['from the device'], storedAt);
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    pending[0]?.fail();
    await loading;
    expect(resource.state).toMatchObject({ data: ['from the device'], cachedAt: storedAt, inProgress: false, success: false });
    expect(resource.state.error).toBeTruthy();
  });

  it("shows the worker's answer from its cache with the X-Cache-Date age", async () => {
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['cached by the worker'], { 'X-Cache-Date': '2026-03-01T09:00:00.000Z' });
    await loading;
    expect(resource.state).toMatchObject({ data: ['cached by the worker'], cachedAt: '2026-03-01T09:00:00.000Z', success: true });
  });

  it('ignores the answer of an older load that arrives after a newer one', async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    const second = resource.load({ page: 2 });
    await untilRequests(pending, 2);

    pending[1]?.resolve(200, ['page 2']);
    await second;
    pending[0]?.resolve(200, ['page 1, late']);
    await first;
    expect(resource.state).toMatchObject({ data: ['page 2'], params: { page: 2 }, inProgress: false, success: true });
  });

  it('clears data at the start of a load and keeps the server sentence on failure (spec §4 flags)', async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['one']);
    await first;

    const second = resource.load({ page: 3 });
    expect(resource.state).toMatchObject({ data: null, inProgress: true, success: false, error: null });
    await untilRequests(pending, 2);
    pending[1]?.resolve(403, { msg: 'You do not manage this building.' });
    await second;
    expect(resource.state).toMatchObject({ data: null, inProgress: false, success: false, error: 'You do not manage this building.' });
  });

  it('an answer with the same content as the copy on screen keeps its object (nothing is drawn again), and its age goes', async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 2 }, [{ day: '2026-11-05', events: 3 }], storedAt);
    const pending = controllableFetch();
    const loading = resource.load({ page: 2 });
    await untilRequests(pending, 1);
    const onScreen = snapshot(resource.state).data;
    expect(onScreen).toEqual([{ day: '2026-11-05', events: 3 }]);

    pending[0]?.resolve(200, [{ day: '2026-11-05', events: 3 }]);
    await loading;
    expect(snapshot(resource.state).data).toBe(onScreen);
    expect(resource.state).toMatchObject({ cachedAt: null, success: true });

    const again = resource.revalidate();
    await untilRequests(pending, 2);
    pending[1]?.resolve(200, [{ day: '2026-11-05', events: 4 }]);
    await again;
    expect(snapshot(resource.state).data).toEqual([{ day: '2026-11-05', events: 4 }]);
  });

  it('revalidate repeats the last load and keeps the data on screen until the answer', async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 4 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['old']);
    await first;

    const again = resource.revalidate();
    expect(resource.state).toMatchObject({ data: ['old'], inProgress: true });
    await untilRequests(pending, 2);
    expect(pending[1]?.body).toEqual({ page: 4 });
    pending[1]?.resolve(200, ['new']);
    await expect(again).resolves.toBe('fresh');
    expect(resource.state.data).toEqual(['new']);
  });

  it("a revalidation answered from the worker's older copy keeps the newer data on screen", async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 5 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['fresh']);
    await first;
    resource.state.data = ['changed by the user'];

    const again = resource.revalidate();
    await untilRequests(pending, 2);
    pending[1]?.resolve(200, ['older copy'], { 'X-Cache-Date': '2026-03-01T09:00:00.000Z' });
    await expect(again).resolves.toBe('copy');
    expect(resource.state).toMatchObject({ data: ['changed by the user'], cachedAt: null, inProgress: false });
  });

  it('reset (sign-out) forgets the data, and an answer still in flight does not bring it back', async () => {
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    resetAllResources();
    pending[0]?.resolve(200, ['belongs to the signed-out user']);
    await loading;
    expect(resource.state).toMatchObject({ data: null, inProgress: false, success: false, params: undefined });
  });

  it('does not read the copy of another user', async () => {
    await storeCopy({ page: 1 }, ['user 41 only'], new Date().toISOString());
    signIn(fakeJwt(USER_ID + 1));
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    expect(resource.state.data).toBeNull();
    pending[0]?.resolve(200, ['mine']);
    await loading;
  });
});

describe('revalidateResourcesInView', () => {
  function Viewer({ of }: { of: CachedResource<string[], { page: number }> }) {
    const state = useCachedResource(of, { page: 9 });
    return <p>{state.data?.join(',')}</p>;
  }

  it('asks the server again for resources on screen only, and not after they left the screen', async () => {
    const other = thingsResource('not-on-screen');
    const pending = controllableFetch();
    const view = await mount(<Viewer of={resource} />);
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['a']);
    await settle();
    expect(view.container.textContent).toBe('a');

    const revalidating = revalidateResourcesInView();
    await untilRequests(pending, 2);
    pending[1]?.resolve(200, ['b']);
    expect(await revalidating).toEqual({ inView: 1, refreshed: 1 });
    await settle();
    expect(view.container.textContent).toBe('b');
    expect(other.state.params).toBeUndefined();

    await view.unmount();
    expect(await revalidateResourcesInView()).toEqual({ inView: 0, refreshed: 0 });
    expect(pending).toHaveLength(2);
  });

  it('tells a failed refresh, or one the worker answered from its copy, from a fresh one', async () => {
    const second = thingsResource('second-on-screen');
    const pending = controllableFetch();
    const view = await mount(
      <>
        <Viewer of={resource} />
        <Viewer of={second} />
      </>,
    );
    await untilRequests(pending, 2);
    pending[0]?.resolve(200, ['a']);
    pending[1]?.resolve(200, ['b']);
    await settle();

    const failing = revalidateResourcesInView();
    await untilRequests(pending, 4);
    pending[2]?.resolve(200, ['a2']);
    pending[3]?.fail();
    expect(await failing).toEqual({ inView: 2, refreshed: 1 });

    const fromCopy = revalidateResourcesInView();
    await untilRequests(pending, 6);
    pending[4]?.resolve(200, ['a3']);
    pending[5]?.resolve(200, ['b-old'], { 'X-Cache-Date': '2026-03-01T09:00:00.000Z' });
    expect(await fromCopy).toEqual({ inView: 2, refreshed: 1 });
    await view.unmount();
  });
});
