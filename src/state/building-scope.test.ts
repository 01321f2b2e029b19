// The one building-scope rule: 0 or none is all of the caller's buildings and is not
// sent; a building admin is held to its own building; every store's body follows it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANAGER_INFO, BUILDING_ADMIN_INFO } from '../testing/fake-api.ts';
import { fakeJwt } from '../testing/offline-test-helpers.ts';
import { buildingOfBody, chooseBuilding, currentScope, defaultScope, withBuilding } from './building-scope.ts';
import { buildingsRequest } from './buildings.ts';
import { calendarRequest, topNumbersRequest } from './dashboard.ts';
import { setAccount, signIn, signOut } from './session.ts';
import { tasksRequest, toggleBody } from './tasks.ts';
import { userListRequest, userRequest } from './users.ts';

afterEach(async () => {
  await signOut();
});

describe('a body naming its buildings', () => {
  it('sends buildingId for one building and nothing for all of them (0, null or none)', () => {
    expect(withBuilding({ date: '2026-11-01' }, 3)).toEqual({ date: '2026-11-01', buildingId: 3 });
    for (const all of [0, null, undefined]) expect(withBuilding({ date: '2026-11-01' }, all)).toEqual({ date: '2026-11-01' });
  });

  it('reads the building a body names back (null: all buildings)', () => {
    expect(buildingOfBody({ buildingId: 4 })).toBe(4);
    expect(buildingOfBody({ buildingId: 0 })).toBeNull();
    expect(buildingOfBody({})).toBeNull();
    expect(buildingOfBody(null)).toBeNull();
  });

  it("every store's body for all buildings is the same shape: no buildingId", () => {
    const all = { buildingId: 0, adminBuildingId: null };
    expect([buildingsRequest(all), tasksRequest(all), topNumbersRequest(all)]).toEqual([{}, {}, {}]);
    expect(calendarRequest(all, '2026-11-01')).toEqual({ date: '2026-11-01' });
    expect(userRequest(all, 5)).toEqual({ userId: 5 });
    expect(userListRequest(all, { search: '', page: 0 })).toEqual({ offset: 0, limit: 50 });
  });
});

describe("the session's scope", () => {
  it("a manager's reads name the chosen building, and a reload's first view (the warm-up's) names all", () => {
    signIn(fakeJwt(MANAGER_INFO.id));
    setAccount(MANAGER_INFO);
    expect(currentScope()).toEqual({ adminBuildingId: null, buildingId: 0, isBuildingAdmin: false, ready: true });
    chooseBuilding(6);
    expect(currentScope().buildingId).toBe(6);
    expect(defaultScope().buildingId).toBe(0);
    // Lists without a selector (tasks, buildings) still ask for all of the manager's buildings.
    expect(tasksRequest(currentScope())).toEqual({});
  });

  it("a reload of the tab keeps the manager's choice; sign-out forgets it", async () => {
    signIn(fakeJwt(MANAGER_INFO.id));
    chooseBuilding(6);
    vi.resetModules();
    const reloaded = await import('./building-scope.ts');
    expect(reloaded.currentScope().buildingId).toBe(6);
    await signOut();
    vi.resetModules();
    expect((await import('./building-scope.ts')).currentScope().buildingId).toBe(0);
  });

  it('a building admin is held to its own building, whatever was chosen, in reads and writes alike', () => {
    signIn(fakeJwt(BUILDING_ADMIN_INFO.id, 'building_admin'));
    chooseBuilding(6);
    // Before user-info names its building, the token's role already says admin: nothing is ready.
    expect(currentScope()).toEqual({ adminBuildingId: null, buildingId: 0, isBuildingAdmin: true, ready: false });
    setAccount(BUILDING_ADMIN_INFO);
    const scope = currentScope();
    expect(scope).toEqual({ adminBuildingId: 4, buildingId: 4, isBuildingAdmin: true, ready: true });
    expect(defaultScope()).toEqual(scope);
    expect(tasksRequest(scope)).toEqual({ buildingId: 4 });
    expect(topNumbersRequest(scope)).toEqual({ buildingId: 4 });
    expect(toggleBody(8, true)).toEqual({ id: 8, is_completed: true, buildingId: 4 });
  });

  it('sign-out forgets the chosen building', async () => {
    signIn(fakeJwt(MANAGER_INFO.id));
    chooseBuilding(6);
    await signOut();
    signIn(fakeJwt(MANAGER_INFO.id));
    expect(currentScope().buildingId).toBe(0);
  });
});
