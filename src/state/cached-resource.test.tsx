// The cached-resource store: the device's copy at once, then the server's answer; answers of an
// older load never win; the in-progress, success and error flags (docs/product-spec.md, States and
// transitions: Data loads); revalidation of what is on screen; one state per request body, a
// bounded number of them kept.
import { TASKS_ENDPOINTS } from '../api/tasks-api.ts';
import { snapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeApiResponse } from '../offline/shared/api-cache.ts';
import { buildCacheKey } from '../offline/shared/cache-key.ts';
import { getOfflineDb } from '../offline/shared/offline-db.ts';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { mount, settle } from '../testing/render-for-test.tsx';
import { createCachedResource, resetAllResources, revalidateResourcesInView, type CachedResource } from './cached-resource.ts';
import { signIn, signOut } from './session.ts';
import { expectStreamOpening } from './stream-opening.ts';
import { useCachedResource } from './use-resource.ts';

const USER_ID = 41;
// A read the worker caches (the cached copy is looked up only for those).
const PATH = TASKS_ENDPOINTS.list.path;

type Page = { page: number };

/** A resource of pages of strings on a real read (the mechanism does not look at the shapes). */
function thingsResource(name: string, bodiesKept?: number): CachedResource<string[], Page> {
  return createCachedResource({ name, endpoint: TASKS_ENDPOINTS.list, bodiesKept }) as unknown as CachedResource<string[], Page>;
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

/** How long a request may take to be sent: it reads the saved copy first, slow on a loaded machine. */
const REQUEST_WAIT_MS = 5_000;

const untilRequests = async (pending: Deferred[], count: number) => {
  const deadline = Date.now() + REQUEST_WAIT_MS;
  while (pending.length < count && Date.now() < deadline) await settle(1);
  expect(pending).toHaveLength(count);
};

let resource: CachedResource<string[], Page>;
/** The state the resource holds for page `page`'s request. */
const pageState = (page: number) => resource.stateOf({ page });
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
    expect(pageState(1)).toMatchObject({ data: ['from the device'], cachedAt: storedAt, inProgress: true, success: false });
    expect(pending[0]?.body).toEqual({ page: 1 });

    pending[0]?.resolve(200, ['fresh']);
    await loading;
    expect(pageState(1)).toMatchObject({ data: ['fresh'], cachedAt: null, inProgress: false, success: true, error: null });
  });

  it("preload: the copy is read before the screen renders, and the screen's load of the same body joins it", async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 1 }, ['from the device'], storedAt);
    const pending = controllableFetch();

    await resource.preload({ page: 1 });
    // Resolved once the copy is on screen; the network call is already on its way.
    expect(pageState(1)).toMatchObject({ data: ['from the device'], cachedAt: storedAt, inProgress: true });
    const joined = resource.load({ page: 1 });
    await settle(5);
    expect(pending).toHaveLength(1);
    expect(pageState(1).data).toEqual(['from the device']);

    pending[0]?.resolve(200, ['fresh']);
    expect(await joined).toBe('fresh');
    expect(pageState(1)).toMatchObject({ data: ['fresh'], cachedAt: null, success: true });

    // Joined once only: the next load (a later visit) asks the server again.
    void resource.load({ page: 1 });
    await untilRequests(pending, 2);
  });

  it('preload: a load of another body, or one after the preload ended (its screen never came), starts afresh', async () => {
    const pending = controllableFetch();
    await resource.preload({ page: 1 });
    void resource.load({ page: 2 });
    await untilRequests(pending, 2);
    expect(pending.map((request) => request.body)).toEqual([{ page: 1 }, { page: 2 }]);

    await resource.preload({ page: 3 });
    await untilRequests(pending, 3);
    pending[2]?.resolve(200, ['page 3 at app start']);
    await settle(2);
    void resource.load({ page: 3 });
    await untilRequests(pending, 4);
  });

  it('keeps the copy (and its age) when the network fails, with the error flag set', async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 1 }, ['from the device'], storedAt);
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    pending[0]?.fail();
    await loading;
    expect(pageState(1)).toMatchObject({ data: ['from the device'], cachedAt: storedAt, inProgress: false, success: false });
    expect(pageState(1).error).toBeTruthy();
  });

  it("shows the worker's answer from its cache with the X-Cache-Date age", async () => {
    const pending = controllableFetch();
    const loading = resource.load({ page: 7 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['cached by the worker'], { 'X-Cache-Date': '2026-03-01T09:00:00.000Z' });
    await loading;
    expect(pageState(7)).toMatchObject({ data: ['cached by the worker'], cachedAt: '2026-03-01T09:00:00.000Z', success: true });
  });

  it('ignores the answer of an older load of a body that arrives after a newer one', async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    const second = resource.revalidate({ page: 1 });
    await untilRequests(pending, 2);

    pending[1]?.resolve(200, ['page 1, newer']);
    await second;
    pending[0]?.resolve(200, ['page 1, late']);
    expect(await first).toBe('overtaken');
    expect(pageState(1)).toMatchObject({ data: ['page 1, newer'], inProgress: false, success: true });
  });

  it("an answer for one body never shows as another's, whatever order they arrive in", async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 21 });
    await untilRequests(pending, 1);
    const second = resource.load({ page: 22 });
    await untilRequests(pending, 2);

    pending[1]?.resolve(200, ['page 2']);
    await second;
    expect(pageState(21)).toMatchObject({ data: null, inProgress: true });
    pending[0]?.resolve(200, ['page 1, late']);
    await first;
    expect(pageState(22)).toMatchObject({ data: ['page 2'], inProgress: false, success: true });
    expect(pageState(21)).toMatchObject({ data: ['page 1, late'], inProgress: false, success: true });
  });

  it("a load of a body not held starts empty (not with another body's data) and keeps the server sentence on failure", async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['one']);
    await first;

    const second = resource.load({ page: 3 });
    expect(pageState(3)).toMatchObject({ data: null, inProgress: true, success: false, error: null });
    await untilRequests(pending, 2);
    pending[1]?.resolve(403, { msg: 'You do not manage this building.' });
    await second;
    expect(pageState(3)).toMatchObject({ data: null, inProgress: false, success: false, error: 'You do not manage this building.' });
  });

  it('an answer with the same content as the copy on screen keeps its object (nothing is drawn again), and its age goes', async () => {
    const storedAt = new Date(Date.now() - 60_000).toISOString();
    await storeCopy({ page: 2 }, [{ day: '2026-11-05', events: 3 }], storedAt);
    const pending = controllableFetch();
    const loading = resource.load({ page: 2 });
    await untilRequests(pending, 1);
    const onScreen = snapshot(pageState(2)).data;
    expect(onScreen).toEqual([{ day: '2026-11-05', events: 3 }]);

    pending[0]?.resolve(200, [{ day: '2026-11-05', events: 3 }]);
    await loading;
    expect(snapshot(pageState(2)).data).toBe(onScreen);
    expect(pageState(2)).toMatchObject({ cachedAt: null, success: true });

    const again = resource.revalidate({ page: 2 });
    await untilRequests(pending, 2);
    pending[1]?.resolve(200, [{ day: '2026-11-05', events: 4 }]);
    await again;
    expect(snapshot(pageState(2)).data).toEqual([{ day: '2026-11-05', events: 4 }]);
  });

  it("revalidate asks again for a body loaded before and keeps its data on screen until the answer; a body never loaded is skipped", async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 4 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['old']);
    await first;

    const again = resource.revalidate({ page: 4 });
    expect(pageState(4)).toMatchObject({ data: ['old'], inProgress: true });
    await untilRequests(pending, 2);
    expect(pending[1]?.body).toEqual({ page: 4 });
    pending[1]?.resolve(200, ['new']);
    await expect(again).resolves.toBe('fresh');
    expect(pageState(4).data).toEqual(['new']);
    await expect(resource.revalidate({ page: 6 })).resolves.toBe('skipped');
    expect(pending).toHaveLength(2);
  });

  it('revalidations asked for while one is on its way make one more after it, and an older answer still shows before the newer one', async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 8 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['loaded']);
    await first;

    const again = resource.revalidate({ page: 8 });
    await untilRequests(pending, 2);
    // Three live changes meanwhile: one more request, after the one on its way.
    const more = [resource.revalidate({ page: 8 }), resource.revalidate({ page: 8 }), resource.revalidate({ page: 8 })];
    expect(pending).toHaveLength(2);
    pending[1]?.resolve(200, ['after the first change']);
    await expect(again).resolves.toBe('fresh');
    expect(pageState(8)).toMatchObject({ data: ['after the first change'] });
    await untilRequests(pending, 3);
    // A newer load on its way does not hide what the older one answered.
    const load = resource.load({ page: 8 });
    await untilRequests(pending, 4);
    pending[2]?.resolve(200, ['after every change']);
    await expect(Promise.all(more)).resolves.toEqual(['fresh', 'fresh', 'fresh']);
    expect(pageState(8)).toMatchObject({ data: ['after every change'], inProgress: true });
    pending[3]?.resolve(200, ['newest']);
    await expect(load).resolves.toBe('fresh');
    expect(pageState(8)).toMatchObject({ data: ['newest'], inProgress: false });
    expect(pending).toHaveLength(4);
  });

  it('an update made while a load is on its way is made again on that answer (older than it), not on the answer of a load asked after it', async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 9 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['a', 'b']);
    await first;

    const before = resource.revalidate({ page: 9 });
    await untilRequests(pending, 2);
    // A check-in heard live while the re-read is on its way: line b checked in.
    const checkInB = (list: string[]) => list.map((line) => (line === 'b' ? 'b checked in' : line));
    resource.update({ page: 9 }, checkInB);
    expect(pageState(9).data).toEqual(['a', 'b checked in']);
    // The re-read was answered before the check-in: it does not take it back…
    pending[1]?.resolve(200, ['a', 'b', 'c']);
    await expect(before).resolves.toBe('fresh');
    expect(pageState(9).data).toEqual(['a', 'b checked in', 'c']);
    // …and a read asked after it shows the server's word as it is (b undone since).
    const after = resource.revalidate({ page: 9 });
    await untilRequests(pending, 3);
    pending[2]?.resolve(200, ['a', 'b', 'c']);
    await expect(after).resolves.toBe('fresh');
    expect(pageState(9).data).toEqual(['a', 'b', 'c']);
  });

  it("a revalidation answered from the worker's older copy keeps the newer data on screen", async () => {
    const pending = controllableFetch();
    const first = resource.load({ page: 5 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['fresh']);
    await first;
    resource.update({ page: 5 }, () => ['changed by the user']);

    const again = resource.revalidate({ page: 5 });
    await untilRequests(pending, 2);
    pending[1]?.resolve(200, ['older copy'], { 'X-Cache-Date': '2026-03-01T09:00:00.000Z' });
    await expect(again).resolves.toBe('copy');
    expect(pageState(5)).toMatchObject({ data: ['changed by the user'], cachedAt: null, inProgress: false });
  });

  it('reset (sign-out) forgets the data, and an answer still in flight does not bring it back', async () => {
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    resetAllResources();
    pending[0]?.resolve(200, ['belongs to the signed-out user']);
    await loading;
    expect(pageState(1)).toMatchObject({ data: null, inProgress: false, success: false, cachedAt: null });
  });

  it('does not read the copy of another user', async () => {
    await storeCopy({ page: 1 }, ['user 41 only'], new Date().toISOString());
    signIn(fakeJwt(USER_ID + 1));
    const pending = controllableFetch();
    const loading = resource.load({ page: 1 });
    await untilRequests(pending, 1);
    expect(pageState(1).data).toBeNull();
    pending[0]?.resolve(200, ['mine']);
    await loading;
  });
});

describe('revalidateResourcesInView', () => {
  function Viewer({ of, page = 9 }: { of: CachedResource<string[], Page>; page?: number }) {
    const state = useCachedResource(of, { page });
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
    expect(other.stateOf({ page: 9 }).success).toBe(false);

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

describe('a resource keyed by its request', () => {
  /** One screen reading one body (a roster popup of one event, a page of a list). */
  function Reader({ of, page, testId }: { of: CachedResource<string[], Page>; page: number; testId?: string }) {
    const state = useCachedResource(of, { page });
    return <p data-testid={testId}>{state.inProgress && state.data === null ? 'loading' : (state.data?.join(',') ?? '')}</p>;
  }

  const text = (view: { container: HTMLElement }, testId: string) => view.container.querySelector(`[data-testid="${testId}"]`)?.textContent;

  it('holds several bodies at once (a roster per event), each screen reading the state of its own body', async () => {
    const pending = controllableFetch();
    const view = await mount(
      <>
        <Reader of={resource} page={11} testId="first" />
        <Reader of={resource} page={12} testId="second" />
      </>,
    );
    await untilRequests(pending, 2);
    // The two requests go out in whichever order their copies were looked up: found by body.
    const requestOf = (page: number) => pending.find((request) => (request.body as Page).page === page);
    requestOf(12)?.resolve(200, ['roster of event 2']);
    await settle();
    expect(text(view, 'first')).toBe('loading');
    expect(text(view, 'second')).toBe('roster of event 2');
    requestOf(11)?.resolve(200, ['roster of event 1']);
    await settle();
    expect(text(view, 'first')).toBe('roster of event 1');
    expect(text(view, 'second')).toBe('roster of event 2');
    expect(resource.bodiesInView().map(({ page }) => page).sort()).toEqual([11, 12]);
    await view.unmount();
    expect(resource.bodiesInView()).toEqual([]);
  });

  it('tells which bodies on screen show data asked for before a time (a stream that began listening then)', async () => {
    const pending = controllableFetch();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const held = [resource.hold({ page: 21 }, true), resource.hold({ page: 22 }, true)];
    try {
      const early = resource.load({ page: 21 });
      await untilRequests(pending, 1);
      expect(resource.bodiesInView(1_001).map(({ page }) => page)).toEqual([21]);
      clock.mockReturnValue(2_000);
      const late = resource.load({ page: 22 });
      await untilRequests(pending, 2);
      pending[0]?.resolve(200, ['asked at 1 s']);
      pending[1]?.resolve(200, ['asked at 2 s']);
      await Promise.all([early, late]);
      expect(resource.bodiesInView(1_500).map(({ page }) => page)).toEqual([21]);
      expect(resource.bodiesInView(2_500).map(({ page }) => page).sort()).toEqual([21, 22]);
      expect(resource.bodiesInView(1_000)).toEqual([]);
    } finally {
      clock.mockRestore();
      for (const { release } of held) release();
    }
  });

  describe("while the live stream's first connection is being opened", () => {
    it("a load with the device's copy on screen asks once the stream is ready, and is not among what it reads again", async () => {
      const pending = controllableFetch();
      await storeCopy({ page: 31 }, ['from the device'], new Date(Date.now() - 60_000).toISOString());
      const held = resource.hold({ page: 31 }, true);
      const streamReady = expectStreamOpening();
      try {
        const load = resource.load({ page: 31 });
        await vi.waitFor(() => expect(pageState(31).data).toEqual(['from the device']));
        await settle(20);
        // The copy shows; the server is not asked before the stream listens.
        expect(pending).toHaveLength(0);
        const readyAt = Date.now();
        expect(resource.bodiesInView(readyAt + 1)).toEqual([]);
        streamReady();
        await untilRequests(pending, 1);
        pending[0]?.resolve(200, ['fresh']);
        expect(await load).toBe('fresh');
        expect(pageState(31).data).toEqual(['fresh']);
        // Asked after the stream's ready: nothing of it to read again.
        expect(resource.bodiesInView(readyAt)).toEqual([]);
      } finally {
        streamReady();
        held.release();
      }
    });

    it('a load with nothing to show asks at once (and is read again at the ready, as before)', async () => {
      const pending = controllableFetch();
      const held = resource.hold({ page: 32 }, true);
      const streamReady = expectStreamOpening();
      try {
        const load = resource.load({ page: 32 });
        await untilRequests(pending, 1);
        pending[0]?.resolve(200, ['first answer']);
        expect(await load).toBe('fresh');
        expect(resource.bodiesInView(Date.now() + 1).map(({ page }) => page)).toEqual([32]);
      } finally {
        streamReady();
        held.release();
      }
    });

    it('a stream that does not open within the wait holds the load back no longer', async () => {
      const pending = controllableFetch();
      await storeCopy({ page: 33 }, ['from the device'], new Date(Date.now() - 60_000).toISOString());
      const streamReady = expectStreamOpening();
      try {
        const load = resource.load({ page: 33 });
        await untilRequests(pending, 1);
        pending[0]?.resolve(200, ['fresh']);
        expect(await load).toBe('fresh');
      } finally {
        streamReady();
      }
    });
  });

  it("one body's revalidation does not disturb another's state", async () => {
    const pending = controllableFetch();
    const loads = [resource.load({ page: 11 }), resource.load({ page: 12 })];
    await untilRequests(pending, 2);
    // The two requests leave in either order (each first looks for the device's copy).
    const asking = (page: number) => pending.find((request) => (request.body as { page?: number }).page === page);
    asking(11)?.resolve(200, ['one']);
    asking(12)?.resolve(200, ['two']);
    await Promise.all(loads);
    const secondBefore = snapshot(pageState(12));

    const again = resource.revalidate({ page: 11 });
    expect(pageState(11)).toMatchObject({ data: ['one'], inProgress: true });
    expect(snapshot(pageState(12))).toBe(secondBefore);
    await untilRequests(pending, 3);
    expect(pending[2]?.body).toEqual({ page: 11 });
    pending[2]?.fail();
    await again;
    expect(pageState(11)).toMatchObject({ data: ['one'], inProgress: false, success: false });
    expect(snapshot(pageState(12))).toBe(secondBefore);
    expect(pageState(12)).toMatchObject({ data: ['two'], inProgress: false, success: true, error: null });
  });

  it("a screen asking for another body shows that body's state at once, never the previous body's answer; a body seen again shows at once with its age", async () => {
    const pending = controllableFetch();
    const view = await mount(<Reader of={resource} page={11} testId="list" />);
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['page one']);
    await settle();
    expect(text(view, 'list')).toBe('page one');

    await view.rerender(<Reader of={resource} page={12} testId="list" />);
    expect(text(view, 'list')).toBe('loading');
    await untilRequests(pending, 2);
    pending[1]?.resolve(200, ['page two']);
    await settle();
    expect(text(view, 'list')).toBe('page two');

    // Back to page 11: what was held shows at once, aged like a device copy, while it is asked again.
    await view.rerender(<Reader of={resource} page={11} testId="list" />);
    expect(text(view, 'list')).toBe('page one');
    expect(pageState(11)).toMatchObject({ data: ['page one'], inProgress: true });
    expect(pageState(11).cachedAt).not.toBeNull();
    await untilRequests(pending, 3);
    pending[2]?.resolve(200, ['page one, fresh']);
    await settle();
    expect(text(view, 'list')).toBe('page one, fresh');
    expect(pageState(11).cachedAt).toBeNull();
    await view.unmount();
  });

  it('drops the least recently used bodies past its bound, never one a screen reads', async () => {
    resource = thingsResource(`bounded-${nameCount}`, 2);
    const pending = controllableFetch();
    const view = await mount(<Reader of={resource} page={11} testId="held" />);
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['one']);
    await settle();
    for (const [index, page] of [12, 13, 14].entries()) {
      const loading = resource.load({ page });
      await untilRequests(pending, index + 2);
      pending[index + 1]?.resolve(200, [`page ${page}`]);
      await loading;
    }
    // Kept: the body on screen and the most recent one; pages 12 and 13 were dropped.
    expect(text(view, 'held')).toBe('one');
    expect(pageState(11).data).toEqual(['one']);
    expect(pageState(14).data).toEqual(['page 14']);
    expect(pageState(13).data).toBeNull();
    expect(pageState(12).data).toBeNull();

    // Once no screen reads it, the first body may go too.
    await view.unmount();
    pageState(15);
    pageState(16);
    expect(pageState(11).data).toBeNull();
  });

  it('revalidates on reconnect each body on screen, not the bodies kept for a return visit', async () => {
    const pending = controllableFetch();
    const kept = resource.load({ page: 13 });
    await untilRequests(pending, 1);
    pending[0]?.resolve(200, ['kept']);
    await kept;
    const view = await mount(
      <>
        <Reader of={resource} page={11} testId="first" />
        <Reader of={resource} page={12} testId="second" />
      </>,
    );
    await untilRequests(pending, 3);
    pending[1]?.resolve(200, ['a']);
    pending[2]?.resolve(200, ['b']);
    await settle();

    const revalidating = revalidateResourcesInView();
    await untilRequests(pending, 5);
    const asked = pending.slice(3);
    expect(asked.map((request) => (request.body as Page).page).sort()).toEqual([11, 12]);
    for (const request of asked) request.resolve(200, [(request.body as Page).page === 11 ? 'a2' : 'b2']);
    expect(await revalidating).toEqual({ inView: 2, refreshed: 2 });
    await settle();
    expect([text(view, 'first'), text(view, 'second')]).toEqual(['a2', 'b2']);
    expect(pageState(13).data).toEqual(['kept']);
    await view.unmount();
  });
});
