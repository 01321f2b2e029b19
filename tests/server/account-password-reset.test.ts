import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { PASSWORD_POLICY_STRINGS } from '../../server/auth/password-policy.ts';
import { RATE_LIMITS } from '../../server/http/limits.ts';
import { ACCOUNT_STRINGS } from '../../server/routes/account/account-strings.ts';
import { authHeader, createManager, createTestApp, login, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

const ACCOUNT = { email: 'reset.me@example.com', password: 'original-pass-1' };

interface ResetLink {
  email: string;
  token: string;
}

describe(`forgot and reset password on ${process.env.TEST_DB}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { resetMailMaxPerEmail: 100 } });
    await createManager(t.db, { ...ACCOUNT, firstName: 'Rae' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mailer.messages.length = 0;
  });

  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email } });
  const reset = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/reset-password/', payload });

  /** Asks for a reset mail and reads the link from it, as the user would. */
  async function requestLink(email = ACCOUNT.email): Promise<ResetLink> {
    const before = t.mailer.messages.length;
    expect((await forgot(email)).statusCode).toBe(200);
    await expect.poll(() => t.mailer.messages.length).toBe(before + 1);
    const message = t.mailer.messages.at(-1)!;
    const href = /https?:\/\/\S+/.exec(message.text)?.[0];
    expect(href).toBeDefined();
    const url = new URL(href!);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/resetPassword`);
    return { email: url.searchParams.get('email')!, token: url.searchParams.get('reset-token')! };
  }

  it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
    const known = await forgot(ACCOUNT.email.toUpperCase());
    const unknown = await forgot('stranger@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ msg: 'Success' });
    await expect.poll(() => t.mailer.messages.length).toBe(1);
    expect(t.mailer.messages[0]).toMatchObject({ to: ACCOUNT.email, subject: ACCOUNT_STRINGS.resetMailSubject });
    expect(t.mailer.messages[0]!.text).toContain('Hello Rae,');
  });

  // Only PostgreSQL has a second connection to hold the table lock while the request runs.
  it.runIf(process.env.TEST_DB === 'postgres')('answers a known e-mail before its reset link is stored or mailed', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE password_reset_token IN ACCESS EXCLUSIVE MODE');
      const response = await forgot(ACCOUNT.email);
      expect(response.statusCode).toBe(200);
      expect(t.mailer.messages).toHaveLength(0);
    });
    await expect.poll(() => t.mailer.messages.length).toBe(1);
  });

  it('tells whether a link can still be used, without using it up: usable, then used, expired or altered not', async () => {
    const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users/reset-link/', payload });
    // An account of its own, so the other tests' links and limits are not touched.
    const email = 'link.check@example.com';
    await createManager(t.db, { email, password: 'link-check-pass-1' });
    const link = await requestLink(email);
    expect((await check(link)).json()).toEqual({ usable: true });
    expect((await check(link)).json()).toEqual({ usable: true });
    expect((await check({ ...link, email: 'stranger@example.com' })).json()).toEqual({ usable: false });
    expect((await check({ ...link, token: `${link.token}x` })).json()).toEqual({ usable: false });
    expect((await reset({ ...link, password: 'checked-then-1' })).statusCode).toBe(200);
    expect((await check(link)).json()).toEqual({ usable: false });
    const old = await requestLink(email);
    await t.db.query(
      "UPDATE password_reset_token SET expires_at = now() - interval '1 minute' WHERE account_id = (SELECT id FROM account WHERE email = $1)",
      [email],
    );
    expect((await check(old)).json()).toEqual({ usable: false });
    const missing = await check({ email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Token is required.', field: 'token' });
  });

  it('stores only a SHA-256 hash of the mailed token, valid for one hour', async () => {
    const link = await requestLink();
    expect(link.email).toBe(ACCOUNT.email);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    const rows = await t.db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes
         FROM password_reset_token ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(rows[0]!.minutes).toBe(60);
    const anywhere = await t.db.query("SELECT 1 FROM password_reset_token WHERE token_hash LIKE '%' || $1 || '%'", [link.token]);
    expect(anywhere).toHaveLength(0);
  });

  it('sets the new password with the mailed link, once, and ends every earlier session', async () => {
    const before = await login(t.app, ACCOUNT.email, ACCOUNT.password);
    const link = await requestLink();
    const first = await reset({ ...link, password: 'brand-new-pass-2' });
    const stale = await t.app.inject({ method: 'POST', url: '/api/users/user-info/', headers: authHeader(before) });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().detail).toBe(AUTH_STRINGS.tokenExpired);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: 'Success' });
    expect(await login(t.app, ACCOUNT.email, 'brand-new-pass-2')).toBeTruthy();
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: ACCOUNT });
    expect(oldPassword.statusCode).toBe(400);

    const second = await reset({ ...link, password: 'yet-another-pass-3' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: ACCOUNT_STRINGS.resetLinkExpired, error: ACCOUNT_STRINGS.resetLinkExpired });
    expect(await login(t.app, ACCOUNT.email, 'brand-new-pass-2')).toBeTruthy();
  });

  it('voids the other outstanding links once one is used', async () => {
    const older = await requestLink();
    const newer = await requestLink();
    expect((await reset({ ...newer, password: 'third-pass-3333' })).statusCode).toBe(200);
    const refused = await reset({ ...older, password: 'fourth-pass-4444' });
    expect(refused.statusCode).toBe(400);
    expect(await login(t.app, ACCOUNT.email, 'third-pass-3333')).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const link = await requestLink();
    await t.db.query("UPDATE password_reset_token SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL");
    const response = await reset({ ...link, password: 'expired-pass-555' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(ACCOUNT_STRINGS.resetLinkExpired);
  });

  it('refuses a made-up token and a real token used with another e-mail', async () => {
    const link = await requestLink();
    await createManager(t.db, { email: 'other@example.com', password: 'other-pass-666' });
    expect((await reset({ ...link, token: 'A'.repeat(43), password: 'guess-pass-777' })).statusCode).toBe(400);
    expect((await reset({ ...link, email: 'other@example.com', password: 'hijack-pass-888' })).statusCode).toBe(400);
    const hijack = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'other@example.com', password: 'hijack-pass-888' },
    });
    expect(hijack.statusCode).toBe(400);
    // The link still works for its own account afterwards.
    expect((await reset({ ...link, password: 'rightful-pass-999' })).statusCode).toBe(200);
  });

  it('enforces the password rules without using up the link', async () => {
    const link = await requestLink();
    const short = await reset({ ...link, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
    const long = await reset({ ...link, password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Password must be at most 128 characters.');
    for (const [password, message] of [
      [link.email.toUpperCase(), PASSWORD_POLICY_STRINGS.sameAsEmail],
      ['password123', PASSWORD_POLICY_STRINGS.tooCommon],
    ] as const) {
      const refused = await reset({ ...link, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toMatchObject({ message, field: 'password' });
    }
    const missing = await reset({ email: link.email, password: 'long-enough-1' });
    expect(missing.json().message).toBe('Token is required.');
    expect((await reset({ ...link, password: 'x'.repeat(128) })).statusCode).toBe(200);
  });

  it('refuses malformed e-mails on forgot-password and stores nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_token');
    for (const email of ["' OR 1=1 --", '<script>alert(1)</script>', `${'a'.repeat(250)}@example.com`]) {
      const response = await forgot(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json().field).toBe('email');
    }
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_token');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(t.mailer.messages).toHaveLength(0);
  });
});

describe(`forgot-password rate limit on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { resetMailMaxPerEmail: 2 } });
    await createManager(t.db, ACCOUNT);
  });
  afterAll(() => t.close());

  it('stops mailing one address after the limit, answering 429 for known and unknown alike', async () => {
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/users/forgot-password/', payload: { email } });
    for (const email of [ACCOUNT.email, 'ghost@example.com']) {
      expect((await ask(email)).statusCode).toBe(200);
      expect((await ask(email)).statusCode).toBe(200);
      const limited = await ask(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().msg).toMatch(/^Too many attempts\. Please try again in (60|59) minutes\.$/);
      // The README's contract: RESET_MAIL_MAX_PER_EMAIL mails per e-mail per hour.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    await expect.poll(() => t.mailer.messages.length).toBe(2);
  });
});

describe(`reset links without PUBLIC_URL on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: undefined, port: 0, host: '127.0.0.1' } });
    await createManager(t.db, ACCOUNT);
  });
  afterAll(() => t.close());

  it('point at the port the server actually listens on when PORT=0', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/users/forgot-password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNT.email }),
    });
    expect(response.status).toBe(200);
    await expect.poll(() => t.mailer.messages.length).toBe(1);
    const href = /https?:\/\/\S+/.exec(t.mailer.messages[0]!.text)?.[0] ?? '';
    expect(href.startsWith(`http://127.0.0.1:${port}/resetPassword?email=`)).toBe(true);
  });
});

// The per-e-mail limit of link uses was once given the per-address number (30), so one
// e-mail could be tried from many addresses 30 times each window.
describe(`reset-password rate limit per e-mail on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createManager(t.db, ACCOUNT);
  });
  afterAll(() => t.close());

  const guess = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password/',
      payload: { email, token: 'A'.repeat(43), password: 'guessed-pass-123' },
      remoteAddress,
    });

  it(`refuses one e-mail after ${RATE_LIMITS.resetPasswords.perEmail} link uses in the window, from any addresses`, async () => {
    const { perEmail } = RATE_LIMITS.resetPasswords;
    expect(perEmail).toBeLessThan(RATE_LIMITS.resetPasswords.perIp);
    for (let i = 1; i <= perEmail; i++) expect((await guess(ACCOUNT.email, `198.51.100.${i}`)).statusCode).toBe(400);
    const limited = await guess(ACCOUNT.email.toUpperCase(), '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another e-mail from the same address is still answered.
    expect((await guess('someone.else@example.com', '198.51.100.200')).statusCode).toBe(400);
  });
});
