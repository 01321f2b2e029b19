// The offline wiring seen by the user: replay on start with this user's session only, a refused
// replay listed with the server's message until dismissed, and sign-out asking first.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app.tsx';
import { clearOutboxOf, countUnsentRows, fakeJwt, queueEntry } from '../../testing/offline-test-helpers.ts';
import { outbox } from '../../offline/shared/outbox.ts';
import { getOutboxDb } from '../../offline/shared/outbox-db.ts';
import { markOutboxRowRejected } from '../../offline/shared/outbox-store.ts';
import { expireSession, session, signIn, signOut } from '../../state/session.ts';
import { errorBody, MANAGER_INFO, type RecordedRequest, stubApi } from '../../testing/fake-api.ts';
import { click, eventually, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { notify } from '../../ui/toasts.tsx';
import { changesSent, OFFLINE_SYNC_STRINGS, signOutWithUnsent, unsentChangesDiscarded } from '../../ui/offline-sync-strings.ts';

/** A change the server refused on replay, listed until dismissed. */
async function enqueueRejected(userId: number, id: number, key: string): Promise<void> {
  const entry = await queueEntry(outbox, toggle(userId, id, key));
  await markOutboxRowRejected(await getOutboxDb(), entry.id, 'Task not found.');
  outbox.notifyChanged();
}

const OTHER_USER_ID = 99;
let app: Mounted | undefined;

async function openApp(url: string): Promise<HTMLElement> {
  window.history.replaceState(null, '', url);
  app = await mount(<App />);
  return app.container;
}

const toggle = (userId: number, id: number, key: string) => ({
  userId,
  method: 'PUT',
  path: '/building-manager/tasks/',
  body: { id, is_completed: true },
  kind: 'task-toggle' as const,
  label: `Mark task ${id} complete`,
  idempotencyKey: key,
});

/** Sign out from the profile menu, as the user does it. */
async function chooseSignOut(root: HTMLElement): Promise<void> {
  await click(root.querySelector('button[aria-label$="Profile menu"]'));
  await click([...root.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent === 'Sign out'));
}

const buttonIn = (root: ParentNode | null, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((button) => button.textContent === text);

beforeEach(async () => {
  await signOut();
  await clearOutboxOf(MANAGER_INFO.id);
  await clearOutboxOf(OTHER_USER_ID);
});
afterEach(async () => {
  await app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('replay at app start', () => {
  it("sends the signed-in user's entries with their keys and that user's token, never another user's", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 1, 'key-a'));
    await queueEntry(outbox, toggle(OTHER_USER_ID, 2, 'key-b'));
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 3, 'key-c'));
    const puts: RecordedRequest[] = [];
    stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.method === 'PUT') {
        puts.push(request);
        return { status: 200, body: {} };
      }
      return { status: 200, body: [] };
    });
    signIn(fakeJwt(MANAGER_INFO.id));
    await openApp('/my-task');
    await eventually(() => expect(puts).toHaveLength(2));
    expect(puts.map((request) => [request.idempotencyKey, request.body])).toEqual([
      ['key-a', { id: 1, is_completed: true }],
      ['key-c', { id: 3, is_completed: true }],
    ]);
    await eventually(() => expect(success).toHaveBeenCalledWith(changesSent(2)));
    expect(await countUnsentRows(await getOutboxDb(), OTHER_USER_ID)).toBe(1);
  });

  it("lists a refused replay with the server's message until the user dismisses it", async () => {
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 5, 'key-r'));
    stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.method === 'PUT') return { status: 404, body: errorBody('Task not found.', 404) };
      return { status: 200, body: [] };
    });
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await expect.poll(async () => (await outbox.listForUser(MANAGER_INFO.id))[0]?.state).toBe('rejected');
    await eventually(() => expect(root.querySelector('[data-testid="unsent-count"]')?.textContent).toBe('1'));
    await click(root.querySelector(`button.unsent-changes-button`));
    await eventually(() => expect(root.querySelector('[data-testid="unsent-change"]')?.textContent).toContain('Task not found.'));
    const item = root.querySelector('[data-testid="unsent-change"]');
    expect(item?.textContent).toContain('Mark task 5 complete');
    expect(item?.textContent).toContain('Task not found.');
    expect(item?.textContent).toContain(OFFLINE_SYNC_STRINGS.notAccepted);

    await click(buttonIn(item, OFFLINE_SYNC_STRINGS.dismiss));
    await eventually(() => expect(root.querySelector('[data-testid="unsent-count"]')).toBeNull());
    expect(await outbox.listForUser(MANAGER_INFO.id)).toEqual([]);
  });

  it('keeps an entry pending when the server asks to retry later (5xx)', async () => {
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 6, 'key-5xx'));
    const puts: RecordedRequest[] = [];
    stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.method === 'PUT') {
        puts.push(request);
        return { status: 502, body: errorBody('The message could not be sent. Please try again.', 502) };
      }
      return { status: 200, body: [] };
    });
    signIn(fakeJwt(MANAGER_INFO.id));
    await openApp('/my-task');
    await eventually(() => expect(puts.length).toBeGreaterThan(0));
    await expect.poll(async () => (await outbox.listForUser(MANAGER_INFO.id))[0]?.state).toBe('pending');
  });
});

describe('sign out', () => {
  const offlineApi = () =>
    stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.method === 'PUT') return 'network-error';
      return { status: 200, body: [] };
    });


  it('with unsent changes, says how many and asks first; Cancel keeps the session and the changes', async () => {
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 1, 'k1'));
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 2, 'k2'));
    offlineApi();
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('[data-testid="unsent-count"]')?.textContent).toBe('2'));
    await chooseSignOut(root);
    const confirm = await (async () => {
      await eventually(() => expect(document.querySelector('[role="dialog"]')?.textContent).toContain(signOutWithUnsent(2)));
      return document.querySelector<HTMLElement>('[role="dialog"]');
    })();
    expect(signOutWithUnsent(2)).toBe('You have 2 unsent changes. Sign out anyway? They will be lost.');
    await click(buttonIn(confirm, OFFLINE_SYNC_STRINGS.cancel));
    expect(session.token).not.toBeNull();
    expect(await countUnsentRows(await getOutboxDb(), MANAGER_INFO.id)).toBe(2);

    await chooseSignOut(root);
    await eventually(() => expect(buttonIn(document, OFFLINE_SYNC_STRINGS.signOutAnyway)).toBeTruthy());
    await click(buttonIn(document, OFFLINE_SYNC_STRINGS.signOutAnyway));
    await eventually(() => expect(session.token).toBeNull());
    await expect.poll(() => outbox.listForUser(MANAGER_INFO.id)).toEqual([]);
    expect(window.location.pathname).toBe('/');
  });

  it('without unsent changes, signs out at once', async () => {
    offlineApi();
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('button[aria-label$="Profile menu"]')).toBeTruthy());
    await chooseSignOut(root);
    await eventually(() => expect(session.token).toBeNull());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('sign out with refused changes', () => {
  it('counts refused changes (not dismissed yet) in the confirmation too', async () => {
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 1, 'k-pending'));
    await enqueueRejected(MANAGER_INFO.id, 2, 'k-refused');
    stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.method === 'PUT') return 'network-error';
      return { status: 200, body: [] };
    });
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('[data-testid="unsent-count"]')?.textContent).toBe('2'));
    await chooseSignOut(root);
    await eventually(() => expect(document.querySelector('[role="dialog"]')?.textContent).toContain(signOutWithUnsent(1, 1)));
    expect(signOutWithUnsent(1, 1)).toBe(
      'You have 1 unsent change and 1 change the server did not accept. Sign out anyway? They will be lost.',
    );
    await click(buttonIn(document, OFFLINE_SYNC_STRINGS.cancel));
    expect(session.token).not.toBeNull();
  });

  it('with only refused changes, still asks first', async () => {
    await enqueueRejected(MANAGER_INFO.id, 3, 'k-refused-only');
    stubApi((request) => (request.path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : { status: 200, body: [] }));
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('[data-testid="unsent-count"]')?.textContent).toBe('1'));
    await chooseSignOut(root);
    await eventually(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
        'You have 1 change the server did not accept. Sign out anyway? It will be lost.',
      ),
    );
    await click(buttonIn(document, OFFLINE_SYNC_STRINGS.cancel));
  });
});

describe('session expiry with unsent changes', () => {
  it("says 'Login token expired!' and, in its own toast, how many unsent changes were discarded", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 1, 'k-expired-1'));
    await queueEntry(outbox, toggle(MANAGER_INFO.id, 2, 'k-expired-2'));
    await enqueueRejected(MANAGER_INFO.id, 3, 'k-expired-3');
    stubApi((request) => {
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      if (request.method === 'PUT') return 'network-error';
      return { status: 200, body: [] };
    });
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('[data-testid="unsent-count"]')?.textContent).toBe('3'));

    await act(() => expireSession());
    await eventually(() => expect(error).toHaveBeenCalledWith(unsentChangesDiscarded(3)));
    expect(error.mock.calls.map(([text]) => text)).toEqual(['Login token expired!', unsentChangesDiscarded(3)]);
    expect(unsentChangesDiscarded(3)).toBe('3 unsent changes were discarded when the session ended.');
    expect(await outbox.listForUser(MANAGER_INFO.id)).toEqual([]);
  });

  it('adds nothing to the expiry toast when no change was waiting', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    stubApi((request) => (request.path === '/users/user-info/' ? { status: 200, body: MANAGER_INFO } : { status: 200, body: [] }));
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('button[aria-label$="Profile menu"]')).toBeTruthy());
    await act(() => expireSession());
    await eventually(() => expect(session.token).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error.mock.calls.map(([text]) => text)).toEqual(['Login token expired!']);
  });
});

describe('back online', () => {
  it('says the data was refreshed only when it was', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    let networkUp = true;
    stubApi((request) => {
      if (!networkUp) return 'network-error';
      if (request.path === '/users/user-info/') return { status: 200, body: MANAGER_INFO };
      return { status: 200, body: [] };
    });
    signIn(fakeJwt(MANAGER_INFO.id));
    const root = await openApp('/my-task');
    await eventually(() => expect(root.querySelector('.task-empty')?.textContent).toBe('No tasks to show.'));

    // The browser says online again, but the server is not reachable yet.
    networkUp = false;
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(success).toHaveBeenCalledWith(OFFLINE_SYNC_STRINGS.backOnlineRefreshFailed));
    expect(success).not.toHaveBeenCalledWith(OFFLINE_SYNC_STRINGS.backOnline);

    networkUp = true;
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(success).toHaveBeenCalledWith(OFFLINE_SYNC_STRINGS.backOnline));
  });
});
