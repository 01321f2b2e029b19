import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE_MESSAGE, INVALID_VALUE_MESSAGE, MALFORMED_JSON_MESSAGE } from '../../server/http/error-handler.ts';
import { APP_NOT_BUILT_MESSAGE, methodNotAllowedMessage, NOT_FOUND_MESSAGE } from '../../server/static/app-shell.ts';
import { authHeader, createManager, createTestApp, login, type TestApp } from '../support/test-app.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root">portal shell</div></body></html>';
const ASSET_JS = 'console.log("asset")';
const RESIDENTS_HTML = '<!doctype html><html><body><div id="root">residents shell</div></body></html>';

describe(`HTTP behaviour of the app on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), ASSET_JS);
    await mkdir(join(distDir, 'r'));
    await writeFile(join(distDir, 'r', 'index.html'), RESIDENTS_HTML);
    t = await createTestApp({ distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers unknown /api paths with the JSON error body, never the app shell', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/building-manager/nothing-here/'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: NOT_FOUND_MESSAGE,
        message: NOT_FOUND_MESSAGE,
        detail: NOT_FOUND_MESSAGE,
        msg: NOT_FOUND_MESSAGE,
      });
    }
  });

  it('serves index.html for app routes and unknown page paths, without long caching', async () => {
    for (const url of ['/', '/dashboard', '/resetPassword?email=a%40b.co&reset-token=x', '/no/such/page/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the residents' own page for /r and every path under /r/, and the portal's for the rest", async () => {
    for (const url of ['/r', '/r/', '/r/events', '/r/events?preview=3', '/r/me', '/r?link=abc']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(RESIDENTS_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/rates', '/events', '/user/r/']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body, url).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets as immutable and answers a missing file with 404, not the shell', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET_JS);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('portal shell');
  });

  it('answers a browser navigation to any other path, file-like ones too, with the app (its not-found page)', async () => {
    const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/foo.txt', '/old-page.html', '/reports/2025.pdf?x=1', '/assets/index-gone.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: navigation });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
    }
    // A script, image or fetch asking for a missing file fails loudly (a stale chunk must not get HTML).
    for (const accept of ['*/*', 'image/avif,image/webp,*/*', undefined]) {
      const response = await t.app.inject({ method: 'GET', url: '/foo.txt', headers: accept ? { accept } : {} });
      expect(response.statusCode, String(accept)).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: NOT_FOUND_MESSAGE });
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing.json', headers: navigation });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('puts the security headers on API answers, errors and app files', async () => {
    for (const url of ['/api/docs', '/api/unknown', '/dashboard']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('marks API answers as not cacheable by HTTP caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('publishes an OpenAPI document listing the routes, at /api/docs and /api/docs/json', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/users/login',
          '/api/users/user-info/',
          '/api/users/forgot-password/',
          '/api/users/reset-password/',
          '/api/users/check-mail/',
          '/api/building-manager/update-password/',
        ]),
      );
      expect(document.paths['/api/users/login']).toHaveProperty('post');
      expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body with clear 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: MALFORMED_JSON_MESSAGE, detail: MALFORMED_JSON_MESSAGE });

    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);

    const text = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().statusCode).toBe(415);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, message: BODY_TOO_LARGE_MESSAGE });
  });

  it('answers GET /api/health without a session, for the app to tell a dead network from a live server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a known /api path asked with another method with 405 and Allow, not 404', async () => {
    for (const [method, url, allow] of [
      ['GET', '/api/building-manager/tasks/', 'POST, PUT'],
      ['DELETE', '/api/building-manager/tasks', 'POST, PUT'],
      ['GET', '/api/users/login', 'POST'],
      ['PUT', '/api/building-manager/message-liason/', 'POST'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json().message).toBe(methodNotAllowedMessage(allow.split(', ')));
    }
  });

  it('refuses text the database cannot store and a year-0 date with a 400 naming the field', async () => {
    await createManager(t.db, { email: 'nul@example.com', password: 'nul-pass-12' });
    const token = await login(t.app, 'nul@example.com', 'nul-pass-12');
    const attempts: [string, object, string][] = [
      ['/api/building-manager/message-liason/', { buildingId: 1, message: 'a\u0000b', isUrgent: false }, 'message'],
      ['/api/building-manager/message-liason/', { buildingId: 1, message: 'lone \ud800 half', isUrgent: false }, 'message'],
      ['/api/building-manager/message-user/', { userId: 1, message: '\udc00' }, 'message'],
      ['/api/building-manager/calendar-events/', { date: '0000-01-01' }, 'date'],
    ];
    for (const [url, payload, field] of attempts) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: authHeader(token) });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).not.toBe(INVALID_VALUE_MESSAGE);
    }
    expect(await t.db.query('SELECT 1 FROM message')).toHaveLength(0);
  });

  it('refuses over-long, HTML and SQL-looking input with a 400 naming the field, and stores nothing', async () => {
    await createManager(t.db, { email: 'guard@example.com', password: 'guard-pass-1' });
    const token = await login(t.app, 'guard@example.com', 'guard-pass-1');
    const attempts: [string, object, string][] = [
      ['/api/users/forgot-password/', { email: `${'x'.repeat(250)}@example.com` }, 'email'],
      ['/api/users/forgot-password/', { email: "admin@example.com'; DROP TABLE account; --" }, 'email'],
      ['/api/users/forgot-password/', { email: '<img src=x onerror=alert(1)>@example.com' }, 'email'],
      ['/api/users/reset-password/', { email: 'guard@example.com', token: 't'.repeat(129), password: 'long-enough-1' }, 'token'],
      ['/api/building-manager/update-password/', { email: 'guard@example.com', currentPassword: 'guard-pass-1', password: 'p'.repeat(129) }, 'password'],
      ['/api/building-manager/update-password/', { email: 'guard@example.com', currentPassword: 'guard-pass-1', password: 'long-enough', role: 'manager' }, 'role'],
    ];
    for (const [url, payload, field] of attempts) {
      const response = await t.app.inject({ method: 'POST', url, payload, headers: authHeader(token) });
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(response.json().field).toBe(field);
      // A sentence a person reads, naming the field as people say it.
      expect(response.json().message).toMatch(new RegExp(`^(${field === 'email' ? 'E-mail' : field[0]!.toUpperCase() + field.slice(1)}) .+\\.$`));
    }
    expect(await t.db.query('SELECT 1 FROM password_reset_token')).toHaveLength(0);
    expect(await login(t.app, 'guard@example.com', 'guard-pass-1')).toBeTruthy();
    expect(t.mailer.messages).toHaveLength(0);
  });
});

describe(`app without a build on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ distDir: join(tmpdir(), 'portal-dist-that-does-not-exist') });
  });
  afterAll(() => t.close());

  it('answers page paths with a plain 503 saying to run the build, and /api paths as usual', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toBe(APP_NOT_BUILT_MESSAGE);
    expect(page.body).toContain('npm run build');
    const api = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe(NOT_FOUND_MESSAGE);
  });
});
