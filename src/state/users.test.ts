// The user-directory store: list bodies (one cache key for "all buildings, no search"), the CSV's
// paging through the whole filtered list in pages of 5,000, and the chosen user kept for the tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, MANAGER_INFO, stubApi } from '../testing/fake-api.ts';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { signIn, signOut } from './session.ts';
import { chooseUser, fetchAllUsers, setUserTab, startCreatingUser, userListRequest, usersUi } from './users.ts';

const user = (id: number) => ({ id, firstName: `U${id}`, lastName: 'X', email: `u${id}@example.com` });

beforeEach(async () => {
  await signOut();
  signIn(fakeJwt(MANAGER_INFO.id));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('users store', () => {
  it('sends neither building 0 nor an empty search, and pages by 50', () => {
    expect(userListRequest({ buildingId: 0 }, { search: '  ', page: 0 })).toEqual({ offset: 0, limit: 50 });
    expect(userListRequest({ buildingId: 3 }, { search: ' Dana ', page: 2 })).toEqual({ buildingId: 3, search: 'Dana', offset: 100, limit: 50 });
  });

  it('fetches the whole filtered list for the CSV in pages of 5,000 until the count is reached', async () => {
    const total = 12_001;
    const sent = stubApi((request) => {
      const { offset, limit } = request.body as { offset: number; limit: number };
      const users = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => user(offset + index + 1));
      return { status: 200, body: { count: total, offset, limit, users } };
    });
    const progress: number[] = [];
    const result = await fetchAllUsers({ buildingId: 2 }, 'a', ({ loaded }) => progress.push(loaded));
    expect(result.ok && result.data.length).toBe(total);
    expect(result.ok && result.data.at(-1)?.id).toBe(total);
    expect(sent.map((request) => request.body)).toEqual([0, 5000, 10000].map((offset) => ({ buildingId: 2, search: 'a', offset, limit: 5000 })));
    expect(progress).toEqual([5000, 10000, 12001]);
  });

  it('fails the export as a whole when a page fails', async () => {
    stubApi((request) =>
      (request.body as { offset: number }).offset === 0
        ? { status: 200, body: { count: 6000, offset: 0, limit: 5000, users: Array.from({ length: 5000 }, (_, i) => user(i + 1)) } }
        : { status: 500, body: errorBody('Database unavailable', 500) },
    );
    expect(await fetchAllUsers({ buildingId: 0 }, '')).toEqual({ ok: false, offline: false, status: 500, message: 'Database unavailable', field: null });
  });

  it('choosing a user opens the Calendar tab; the add icon opens the Profile tab in create mode; sign-out forgets', async () => {
    chooseUser(5);
    expect({ ...usersUi, month: undefined }).toMatchObject({ selectedUserId: 5, tab: 'calendar', creating: false });
    expect(JSON.parse(sessionStorage.getItem('hom.users.selection') ?? 'null')).toEqual({ userId: 5, tab: 'calendar' });
    setUserTab('profile');
    startCreatingUser();
    expect(usersUi).toMatchObject({ selectedUserId: 5, tab: 'profile', creating: true });
    await signOut();
    expect(usersUi).toMatchObject({ selectedUserId: null, creating: false });
    expect(sessionStorage.getItem('hom.users.selection')).toBeNull();
  });
});
