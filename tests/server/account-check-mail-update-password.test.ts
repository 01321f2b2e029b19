import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { ACCOUNT_STRINGS } from '../../server/routes/account/account-strings.ts';
import { PASSWORD_POLICY_STRINGS } from '../../server/auth/password-policy.ts';
import { OWN_PASSWORD_ONLY_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../server/routes/manager-account/index.ts';
import {
  authHeader,
  createBuilding,
  createBuildingAdmin,
  createManager,
  createResident,
  createTestApp,
  login,
  type TestApp,
} from '../support/test-app.ts';

const MANAGER = { email: 'max@example.com', password: 'manager-pass-1' };
const OTHER = { email: 'olga@example.com', password: 'other-pass-22' };
const DESK = { email: 'desk@example.com', password: 'desk-pass-333' };

describe(`check-mail and update-password on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const building = await createBuilding(t.db);
    await createManager(t.db, { ...MANAGER, buildingIds: [building] });
    await createManager(t.db, { ...OTHER, buildingIds: [building] });
    await createBuildingAdmin(t.db, { ...DESK, buildingId: building });
    await createResident(t.db, { email: 'Rita.Resident@Example.com' });
    token = await login(t.app, MANAGER.email, MANAGER.password);
  });
  afterAll(() => t.close());

  const checkMail = (query: string, headers = authHeader(token)) =>
    t.app.inject({ method: 'GET', url: `/api/users/check-mail/?${query}`, headers });

  it('says whether a resident e-mail is registered, ignoring case', async () => {
    expect((await checkMail('email=rita.resident%40example.com')).json()).toEqual({ registered: true });
    expect((await checkMail('email=RITA.RESIDENT%40EXAMPLE.COM')).json()).toEqual({ registered: true });
    expect((await checkMail('email=new.person%40example.com')).json()).toEqual({ registered: false });
    // Managers are accounts, not residents: their e-mail is free for a resident profile.
    expect((await checkMail(`email=${encodeURIComponent(MANAGER.email)}`)).json()).toEqual({ registered: false });
    const noSlash = await t.app.inject({
      method: 'GET',
      url: '/api/users/check-mail?email=rita.resident%40example.com',
      headers: authHeader(token),
    });
    expect(noSlash.json()).toEqual({ registered: true });
  });

  it('answers managers only, and not at a scraping pace', async () => {
    const deskToken = await login(t.app, DESK.email, DESK.password);
    const desk = await checkMail('email=rita.resident%40example.com', authHeader(deskToken));
    expect(desk.statusCode).toBe(403);
    expect(desk.json().detail).toBe(ACCOUNT_STRINGS.checkMailManagersOnly);
    // A fresh manager: the per-account count starts at zero.
    const otherToken = await login(t.app, OTHER.email, OTHER.password);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await checkMail(`email=probe${i}%40example.com`, authHeader(otherToken))).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('treats quotes in an e-mail as data, not SQL', async () => {
    const response = await checkMail(`email=${encodeURIComponent("x'or'1'='1@example.com")}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registered: false });
  });

  it('needs a session and a well-formed e-mail', async () => {
    const anonymous = await checkMail('email=rita.resident%40example.com', {} as never);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toBe(AUTH_STRINGS.noCredentials);
    const missing = await checkMail('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('E-mail is required.');
    const malformed = await checkMail('email=rita');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('email');
  });

  const updatePassword = (payload: object, sessionToken = token) =>
    t.app.inject({ method: 'POST', url: '/api/building-manager/update-password/', headers: authHeader(sessionToken), payload });

  it("changes the caller's own password (e-mail in any case) and gives this session a fresh token", async () => {
    const otherSession = await login(t.app, MANAGER.email, MANAGER.password);
    const response = await updatePassword({
      email: MANAGER.email.toUpperCase(),
      currentPassword: MANAGER.password,
      password: 'changed-pass-44',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Success', token: expect.any(String) });
    expect(await login(t.app, MANAGER.email, 'changed-pass-44')).toBeTruthy();
    const old = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: MANAGER });
    expect(old.statusCode).toBe(400);
    // Every token issued before the change is refused, the one that made it and any other session.
    for (const before of [token, otherSession]) {
      const refused = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(before) });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe(AUTH_STRINGS.tokenExpired);
    }
    token = response.json().token;
    const fresh = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(token) });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a change without the current password, or with a wrong one, naming the field', async () => {
    const missing = await updatePassword({ email: MANAGER.email, password: 'another-pass-77' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });
    const wrong = await updatePassword({ email: MANAGER.email, currentPassword: 'not-my-password', password: 'another-pass-77' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: WRONG_CURRENT_PASSWORD_MESSAGE, field: 'currentPassword' });
    expect(await login(t.app, MANAGER.email, 'changed-pass-44')).toBeTruthy();
  });

  it('refuses a new password equal to the e-mail or among the most common ones', async () => {
    for (const [password, detail] of [
      [MANAGER.email.toUpperCase(), PASSWORD_POLICY_STRINGS.sameAsEmail],
      ['Password123', PASSWORD_POLICY_STRINGS.tooCommon],
      ['qwertyuiop', PASSWORD_POLICY_STRINGS.tooCommon],
    ] as const) {
      const response = await updatePassword({ email: MANAGER.email, currentPassword: 'changed-pass-44', password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({ detail, field: 'password' });
    }
  });

  it("refuses to change someone else's password with 403 and a detail", async () => {
    const response = await updatePassword({ email: OTHER.email, currentPassword: 'changed-pass-44', password: 'takeover-pass-55' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: OWN_PASSWORD_ONLY_MESSAGE, field: 'email' });
    expect(await login(t.app, OTHER.email, OTHER.password)).toBeTruthy();
  });

  it('lets a building admin change its own password', async () => {
    const deskToken = await login(t.app, DESK.email, DESK.password);
    const changed = await updatePassword({ email: DESK.email, currentPassword: DESK.password, password: 'desk-new-pass-6' }, deskToken);
    expect(changed.statusCode).toBe(200);
    expect(await login(t.app, DESK.email, 'desk-new-pass-6')).toBeTruthy();
  });

  it('applies the password rules and names the field, with detail for the app', async () => {
    const cases: [object, string][] = [
      [{ email: MANAGER.email, currentPassword: 'changed-pass-44', password: 'short' }, 'Password must be at least 8 characters.'],
      [{ email: MANAGER.email, currentPassword: 'changed-pass-44', password: 'p'.repeat(129) }, 'Password must be at most 128 characters.'],
      [{ email: MANAGER.email, currentPassword: 'changed-pass-44' }, 'Password is required.'],
      [{ email: MANAGER.email, currentPassword: 'changed-pass-44', password: true }, 'Password must be text.'],
    ];
    for (const [payload, message] of cases) {
      const response = await updatePassword(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: message, field: 'password' });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/building-manager/update-password',
      payload: { email: MANAGER.email, currentPassword: 'changed-pass-44', password: 'anonymous-pass-7' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
