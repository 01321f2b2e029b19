// Front-desk mode: a manager's session turned into a building-admin session for one of
// their buildings, held to it by the server whatever the client sends, and left only with the
// account's password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { FRONT_DESK_MESSAGES } from '../../server/routes/front-desk-mode/front-desk-strings.ts';
import {
  authHeader,
  createBuilding,
  createBuildingAdmin,
  createManager,
  createTestApp,
  login,
  type TestApp,
} from '../support/test-app.ts';

const BM = '/api/building-manager';

describe(`front-desk mode on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let harbor: number;
  let foundry: number;
  let other: number;
  let managerToken: string;
  let adminToken: string;

  const post = (token: string, path: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: path, headers: authHeader(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    harbor = await createBuilding(t.db, { name: 'Harbor' });
    foundry = await createBuilding(t.db, { name: 'Foundry', buildingType: 'COMMERCIAL' });
    other = await createBuilding(t.db, { name: 'Elsewhere' });
    await createManager(t.db, { email: 'maria@example.com', password: 'maria-password-1', buildingIds: [harbor, foundry] });
    await createManager(t.db, { email: 'otto@example.com', password: 'otto-password-1', buildingIds: [other] });
    await createBuildingAdmin(t.db, { email: 'desk@example.com', password: 'desk-password-1', buildingId: harbor });
    managerToken = await login(t.app, 'maria@example.com', 'maria-password-1');
    adminToken = await login(t.app, 'desk@example.com', 'desk-password-1');
  });
  afterAll(() => t?.close());

  const start = async (buildingId: number) => {
    const response = await post(managerToken, `${BM}/front-desk/`, { buildingId });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  };

  it('only for one of the manager’s own buildings, and not for a building admin', async () => {
    const foreign = await post(managerToken, `${BM}/front-desk/`, { buildingId: other });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
    const admin = await post(adminToken, `${BM}/front-desk/`, { buildingId: harbor });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({ msg: FRONT_DESK_MESSAGES.managersOnly });
    expect((await post(managerToken, `${BM}/front-desk/`, { buildingId: 'x' })).statusCode).toBe(400);
  });

  it('the session is a building admin of that building: user-info says so and every call is held to it', async () => {
    const desk = await start(harbor);
    const info = await post(desk, '/api/users/user-info/');
    expect(info.json()).toMatchObject({ email: 'maria@example.com', role: 'building_admin', buildingIdAdmin: harbor });
    const buildings = (await post(desk, `${BM}/buildings/`)).json() as { id: number }[];
    expect(buildings.map((building) => building.id)).toEqual([harbor]);
    // The manager's other building, named outright: refused.
    expect((await post(desk, `${BM}/top-numbers/`, { buildingId: foundry })).statusCode).toBe(403);
    expect((await post(desk, `${BM}/buildings/`, { buildingId: foundry })).statusCode).toBe(403);
    // It cannot start another front desk or change the manager's password.
    expect((await post(desk, `${BM}/front-desk/`, { buildingId: foundry })).statusCode).toBe(403);
    const password = await post(desk, `${BM}/update-password/`, {
      email: 'maria@example.com',
      currentPassword: 'maria-password-1',
      password: 'a-new-password-2',
    });
    expect(password.statusCode).toBe(403);
    // The manager's own session is untouched.
    expect(((await post(managerToken, `${BM}/buildings/`)).json() as unknown[]).length).toBe(2);
  });

  it('leaving takes the password: wrong is 403 naming it (the session stays), right gives a manager session back', async () => {
    const desk = await start(foundry);
    const wrong = await post(desk, `${BM}/front-desk/leave/`, { password: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ msg: FRONT_DESK_MESSAGES.wrongPassword, field: 'password' });
    expect((await post(desk, '/api/users/user-info/')).statusCode).toBe(200);
    const right = await post(desk, `${BM}/front-desk/leave/`, { password: 'maria-password-1' });
    expect(right.statusCode).toBe(200);
    const { token } = right.json() as { token: string };
    expect((await post(token, '/api/users/user-info/')).json()).toMatchObject({ role: 'manager', buildingIdAdmin: null });
  });

  it("a building admin's own account leaves with its password and gets no token (the app signs out)", async () => {
    expect((await post(adminToken, `${BM}/front-desk/leave/`, { password: 'nope' })).statusCode).toBe(403);
    const right = await post(adminToken, `${BM}/front-desk/leave/`, { password: 'desk-password-1' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ token: null });
  });

  it("the kiosk's exit checks the password apart from sign-in: wrong is 403 and counted for the kiosk's session only, right answers a front-desk session", async () => {
    const desk = ((await post(await start(harbor), `${BM}/front-desk/kiosk/`)).json() as { token: string }).token;
    const counted = async (prefix: string) =>
      Number((await t.db.query<{ n: string | null }>('SELECT sum(count) AS n FROM rate_limit WHERE key LIKE $1', [`${prefix}%`]))[0]?.n ?? 0);
    const signInBefore = await counted('login-fail-');
    const deskBefore = await counted('desk-password:');
    const wrong = await post(desk, `${BM}/front-desk/check-password/`, { password: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ msg: FRONT_DESK_MESSAGES.wrongPassword, field: 'password' });
    expect(await counted('desk-password:')).toBe(deskBefore + 1);
    expect(await counted('login-fail-')).toBe(signInBefore);
    expect((await post(desk, `${BM}/front-desk/check-password/`, { password: '' })).statusCode).toBe(400);
    const right = await post(desk, `${BM}/front-desk/check-password/`, { password: 'maria-password-1' });
    expect(right.statusCode).toBe(200);
    const { token } = right.json() as { checked: true; token: string };
    expect(right.json()).toEqual({ checked: true, token: expect.any(String) });
    // The front desk of the same building again.
    expect((await post(token, '/api/users/user-info/')).json()).toMatchObject({ email: 'maria@example.com', role: 'building_admin', buildingIdAdmin: harbor });
  });

  it('a front-desk session ends when the manager no longer manages that building', async () => {
    const desk = await start(foundry);
    await t.db.query('DELETE FROM account_building WHERE building_id = $1', [foundry]);
    expect((await post(desk, '/api/users/user-info/')).statusCode).toBe(401);
  });
});
