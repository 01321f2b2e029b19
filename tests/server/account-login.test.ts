import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../server/auth/login-throttle.ts';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { ACCOUNT_STRINGS } from '../../server/routes/account/account-strings.ts';
import {
  authHeader,
  createBuilding,
  createBuildingAdmin,
  createManager,
  createTestApp,
  login,
  TEST_JWT_SECRET,
  type TestApp,
} from '../support/test-app.ts';

const MANAGER = { email: 'Mia.Manager@Example.com', password: 'manager-pass-1' };
const DESK = { email: 'desk@example.com', password: 'desk-pass-123' };

/** A token signed like the server's, with claims chosen by the test (e.g. already expired). */
function craftToken(payload: Record<string, unknown>, secret = TEST_JWT_SECRET): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe(`login and session on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let managerId: number;
  let buildingA: number;
  let buildingB: number;

  beforeAll(async () => {
    t = await createTestApp();
    buildingA = await createBuilding(t.db, { name: 'Alpha' });
    buildingB = await createBuilding(t.db, { name: 'Beta' });
    managerId = await createManager(t.db, { ...MANAGER, firstName: 'Mia', lastName: 'Moss', buildingIds: [buildingA, buildingB] });
    await createBuildingAdmin(t.db, { ...DESK, firstName: 'Dana', lastName: 'Desk', buildingId: buildingB });
  });
  afterAll(() => t.close());

  const postLogin = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object });

  it('answers a token for the right e-mail and password, whatever the e-mail case', async () => {
    for (const email of [MANAGER.email, MANAGER.email.toLowerCase(), MANAGER.email.toUpperCase()]) {
      const response = await postLogin({ email, password: MANAGER.password });
      expect(response.statusCode).toBe(200);
      const { token } = response.json() as { token: string };
      expect(token.split('.')).toHaveLength(3);
    }
  });

  it('gives a 4-day token carrying only the account id and role', async () => {
    const token = await login(t.app, MANAGER.email, MANAGER.password);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ sub: String(managerId), role: 'manager' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(345_600);
  });

  it('answers an unknown e-mail and a wrong password with the same 400 body', async () => {
    const unknown = await postLogin({ email: 'nobody@example.com', password: MANAGER.password });
    const wrong = await postLogin({ email: MANAGER.email, password: 'not-the-password' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({
      statusCode: 400,
      error: ACCOUNT_STRINGS.invalidCredentials,
      message: ACCOUNT_STRINGS.invalidCredentials,
      detail: ACCOUNT_STRINGS.invalidCredentials,
      msg: ACCOUNT_STRINGS.invalidCredentials,
    });
  });

  it('tells who is signed in (user-info), with or without the trailing slash', async () => {
    const token = await login(t.app, MANAGER.email, MANAGER.password);
    for (const url of ['/api/users/user-info/', '/api/users/user-info']) {
      const response = await t.app.inject({ method: 'POST', url, headers: authHeader(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: managerId,
        email: MANAGER.email,
        firstName: 'Mia',
        lastName: 'Moss',
        role: 'manager',
        buildingIdAdmin: null,
        displayPicture: null,
        language: 'en',
      });
    }
    const withSlash = await t.app.inject({ method: 'POST', url: '/api/users/login/', payload: MANAGER });
    expect(withSlash.statusCode).toBe(200);
  });

  it('gives a building admin its building as buildingIdAdmin', async () => {
    const token = await login(t.app, DESK.email, DESK.password);
    const response = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(token) });
    expect(response.json()).toMatchObject({ role: 'building_admin', buildingIdAdmin: buildingB, firstName: 'Dana' });
  });

  it('accepts an empty JSON body on user-info (the app posts nothing)', async () => {
    const token = await login(t.app, MANAGER.email, MANAGER.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/user-info/',
      headers: { ...authHeader(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts no body, null or {} on user-info and names anything else it is sent', async () => {
    const token = await login(t.app, MANAGER.email, MANAGER.password);
    const post = (payload: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/user-info/',
        headers: payload === undefined ? authHeader(token) : { ...authHeader(token), 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
    for (const payload of [undefined, 'null', '{}']) {
      expect((await post(payload)).statusCode, String(payload)).toBe(200);
    }
    const cases: [string, string, string][] = [
      ['{"x":1}', 'X is not a field this request takes.', 'x'],
      ['[]', 'Request body must be an object or empty.', 'body'],
      ['"text"', 'Request body must be an object or empty.', 'body'],
    ];
    for (const [payload, message, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
  });

  it('refuses a missing, malformed, forged or expired token with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [Record<string, string>, string][] = [
      [{}, AUTH_STRINGS.noCredentials],
      [{ authorization: 'JWT' }, AUTH_STRINGS.noCredentials],
      [{ authorization: 'JWT not.a.token' }, AUTH_STRINGS.tokenInvalid],
      [
        authHeader(craftToken({ sub: String(managerId), role: 'manager', iat: now, exp: now + 3600 }, 'another-secret-another-secret-xx')),
        AUTH_STRINGS.tokenInvalid,
      ],
      [
        authHeader(craftToken({ sub: String(managerId), role: 'manager', iat: now - 5 * 86_400, exp: now - 86_400 })),
        AUTH_STRINGS.tokenExpired,
      ],
      [authHeader(craftToken({ sub: '99999', role: 'manager', iat: now, exp: now + 3600 })), AUTH_STRINGS.tokenInvalid],
      // Right secret but no expiry: such a token would stay valid for ever.
      [authHeader(craftToken({ sub: String(managerId), role: 'manager', iat: now })), AUTH_STRINGS.tokenInvalid],
    ];
    for (const [headers, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message, detail: message, msg: message });
    }
  });

  it('refuses a token issued in the future or living longer than the 4-day session, even with the right secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const day = 86_400;
    const sub = String(managerId);
    const cases: Record<string, unknown>[] = [
      // Issued 30 days ahead, expiring within the 4 days after that.
      { sub, role: 'manager', iat: now + 30 * day, exp: now + 31 * day },
      // Issued two minutes ahead: past the minute of clock skew allowed between server processes.
      { sub, role: 'manager', iat: now + 120, exp: now + 120 + 3600 },
      // A one-year session.
      { sub, role: 'manager', iat: now, exp: now + 365 * day },
      // Four days and a second.
      { sub, role: 'manager', iat: now, exp: now + 4 * day + 1 },
      // No issue time: its lifetime cannot be told.
      { sub, role: 'manager', exp: now + 3600 },
    ];
    for (const claims of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(craftToken(claims)) });
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(response.json()).toMatchObject({ message: AUTH_STRINGS.tokenInvalid });
    }
    // Within the skew, and exactly the 4 days, are fine.
    for (const claims of [{ sub, role: 'manager', iat: now + 30, exp: now + 30 + 4 * day }, { sub, role: 'manager', iat: now - 10, exp: now - 10 + 4 * day }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(craftToken(claims)) });
      expect(response.statusCode, JSON.stringify(claims)).toBe(200);
    }
  });

  it('accepts a token crafted with the right secret and a future expiry (the scheme is plain HS256 JWT)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = craftToken({ sub: String(managerId), role: 'manager', iat: now, exp: now + 60 });
    const response = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(token) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a token signed with the "none" algorithm', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(managerId), role: 'manager', exp: now + 60 })}.`;
    const response = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(token) });
    expect(response.statusCode).toBe(401);
  });

  it('names the field when the login body is incomplete or of the wrong type', async () => {
    const cases: [unknown, string][] = [
      [{ email: MANAGER.email }, 'Password is required.'],
      [{ password: 'x' }, 'E-mail is required.'],
      [{ email: 42, password: 'x' }, 'E-mail must be text.'],
      [{ email: MANAGER.email, password: 12345678 }, 'Password must be text.'],
      [{ email: 'not-an-email', password: 'x' }, 'E-mail must be a valid e-mail address.'],
      [{ email: MANAGER.email, password: 'x', admin: true }, 'Admin is not a field this request takes.'],
      [[MANAGER.email, 'x'], 'Request body must be an object.'],
    ];
    for (const [payload, message] of cases) {
      const response = await postLogin(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message, detail: message, error: message });
    }
  });
});

describe(`login rate limits on ${process.env.TEST_DB}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { loginMaxPerEmail: 3, loginMaxPerIp: 6 } });
    await createManager(t.db, MANAGER);
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

  it('refuses an address that keeps failing for an e-mail, while the owner still signs in from another', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(MANAGER.email, 'wrong-password')).statusCode).toBe(400);
    const locked = await attempt(MANAGER.email.toUpperCase(), MANAGER.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(MANAGER.email, MANAGER.password, '10.0.0.9')).statusCode).toBe(200);
  });

  it('limits one address trying many e-mails', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await attempt(`someone${i}@example.com`, 'whatever', '10.0.0.2')).statusCode).toBe(400);
    }
    expect((await attempt('another@example.com', 'whatever', '10.0.0.2')).statusCode).toBe(429);
    expect((await attempt('another@example.com', 'whatever', '10.0.0.3')).statusCode).toBe(400);
  });
});

describe(`login rate limits across servers on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginMaxPerEmail: 4, loginMaxPerIp: 100 } });
    await createManager(t.db, MANAGER);
  });
  afterAll(() => t.close());

  it('counts attempts made through any server process on the same database', async () => {
    const second = await t.another();
    const servers = [t.app, second];
    const attempt = (server: number, password: string) =>
      servers[server]!.inject({ method: 'POST', url: '/api/users/login', payload: { email: MANAGER.email, password } });
    for (const server of [0, 1, 0, 1]) expect((await attempt(server, 'wrong-password')).statusCode).toBe(400);
    for (const server of [0, 1]) {
      const locked = await attempt(server, MANAGER.password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe(`sign-in brute force without a lock-out button on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createManager(t.db, MANAGER);
  });
  afterAll(() => t.close());

  const attempt = (password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: MANAGER.email, password }, remoteAddress });

  it("lets the owner in from another address after an attacker's 100 failures from one", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) answers.push((await attempt(`guess-${i}`, '203.0.113.66')).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers.slice(10).every((status) => status === 429)).toBe(true);
    // The attacker's address stays refused, even with the right password.
    expect((await attempt(MANAGER.password, '203.0.113.66')).statusCode).toBe(429);
    const owner = await attempt(MANAGER.password, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().token).toBeTruthy();
  });

  it('slows down guesses at one e-mail spread over many addresses instead of refusing them', async () => {
    const email = 'spread@example.com';
    await createManager(t.db, { email, password: 'spread-pass-12' });
    const guess = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'wrong' }, remoteAddress });
    // Each address fails once: no address is refused, but the e-mail has failed often.
    for (let i = 1; i <= LOGIN_THROTTLE.slowdownAfterFailures; i += 1) expect((await guess(`192.0.2.${i}`)).statusCode).toBe(400);
    const startedAt = Date.now();
    const next = await guess('192.0.2.100');
    expect(next.statusCode).toBe(400);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(LOGIN_THROTTLE.firstDelayMs);
  });
});
