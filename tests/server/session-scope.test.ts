// A call that needs a session checks it before anything else, says so in the
// contract, and says how to authenticate when it refuses.
// - Every operation of GET /api/docs is called without a session, with a body it cannot parse: those
//   documented with `security` answer 401 (not a 400 naming a field, nor a 413 for a body past the
//   limit: the body is never read), with `WWW-Authenticate` and the one error body; the others never
//   answer 401. So `security` in the document is exactly the set of calls that need a session.
// - A session that is sent and refused (forged, expired) is a 401 saying the token is invalid.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { SESSION_REALM } from '../../server/http/error-handler.ts';
import { errorBody } from '../../src/contract/error-body.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { authHeader, createManager, createTestApp, login, type TestApp } from '../support/test-app.ts';

interface Operation {
  method: string;
  path: string;
  secured: boolean;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Over the server's 1.5 MB JSON body limit: read, it would be a 413. */
const OVERSIZED_BODY = JSON.stringify({ buildingId: 1, padding: 'x'.repeat(2 * 1024 * 1024) });
const challengeOf = (response: { headers: Record<string, unknown> }) => response.headers[HTTP_HEADERS.wwwAuthenticate.toLowerCase()];

describe(`calls that need a session, on ${process.env.TEST_DB}`, () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Path parameters get a well-formed value (an id, a picture key), so the route is reached.
        path: path.replace(/\{key\}/g, '0'.repeat(32)).replace(/\{\w+\}/g, '1'),
        secured: (operation.security ?? []).length > 0,
      })),
    );
  });
  afterAll(() => t.close());

  it('documents the session scheme on every call under /api/building-manager, and on user-info, check-mail and the live changes', () => {
    const secured = operations.filter((operation) => operation.secured).map(({ method, path }) => `${method} ${path}`);
    const managerCalls = operations.filter((operation) => operation.path.startsWith('/api/building-manager/'));
    expect(managerCalls.length).toBeGreaterThanOrEqual(30);
    expect(managerCalls.filter((operation) => !operation.secured)).toEqual([]);
    expect(secured).toEqual(expect.arrayContaining(['POST /api/users/user-info/', 'GET /api/users/check-mail/', 'GET /api/changes']));
    expect(operations.filter((operation) => !operation.secured).map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      // A building's calendar feed: the secret in its address is the permission.
      'GET /api/calendar/1',
      'GET /api/health',
      'GET /api/images/00000000000000000000000000000000',
      // A reminder's give-back link: its token, not a session, is the permission.
      'POST /api/residents/give-back-event/',
      'POST /api/residents/give-back/',
      // A rating e-mail's star link: its signed token, not a session, is the permission.
      'POST /api/residents/rate-link/',
      // A resident's sign-in by e-mail: the code or the link, not a session, is what it asks about.
      'POST /api/residents/request-code/',
      'POST /api/residents/use-link/',
      'POST /api/residents/verify-code/',
      'POST /api/users/forgot-password/',
      'POST /api/users/login',
      // The reset page's link check: the link, not a session, is what it asks about.
      'POST /api/users/reset-link/',
      'POST /api/users/reset-password/',
    ]);
  });

  it('answers 401 with WWW-Authenticate to every documented secured call without a session, before reading its body', async () => {
    const wrong: string[] = [];
    for (const { method, path, secured } of operations) {
      for (const payload of BODY_METHODS.has(method) ? ['{"buildingId": ', '{"notAField": true}', OVERSIZED_BODY] : [undefined]) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: path,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        const label = `${method} ${path} ${payload?.slice(0, 20) ?? ''}: ${response.statusCode}`;
        if (!secured) {
          if (response.statusCode === 401) wrong.push(`${label} (documented without security)`);
          continue;
        }
        if (response.statusCode !== 401) wrong.push(label);
        else {
          expect(response.json(), label).toEqual(errorBody(401, AUTH_STRINGS.noCredentials));
          expect(challengeOf(response), label).toBe(`JWT realm="${SESSION_REALM}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a forged session with 401 saying the token is invalid, before validating the body', async () => {
    await createManager(t.db, { email: 'scope@example.com', password: 'scope-pass-1', buildingIds: [] });
    const token = await login(t.app, 'scope@example.com', 'scope-pass-1');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const url of ['/api/building-manager/tasks/', '/api/users/user-info/']) {
      const response = await t.app.inject({ method: 'POST', url, payload: { notAField: true }, headers: authHeader(forged) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toBe(AUTH_STRINGS.tokenInvalid);
      expect(challengeOf(response)).toBe(`JWT realm="${SESSION_REALM}", error="invalid_token"`);
    }
    // With the session, the same body is the caller's mistake: a 400 naming the field.
    const valid = await t.app.inject({
      method: 'POST',
      url: '/api/building-manager/tasks/',
      payload: { notAField: true },
      headers: authHeader(token),
    });
    expect(valid.statusCode).toBe(400);
    expect(valid.json().field).toBe('notAField');
    expect(challengeOf(valid)).toBeUndefined();
  });

  it('closes the connection after a 401 to a body without a session, rather than reading the body to its end', async () => {
    const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = connect(Number(url.port), '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // 1.4 MB announced (under the body limit), a first 64 KB sent, the rest never.
    const length = 1_400_000;
    socket.write(
      `POST /api/building-manager/tasks/ HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${length}\r\nConnection: keep-alive\r\n\r\n{"padding":"${'x'.repeat(64 * 1024)}`,
    );
    // The server ends the connection itself: kept alive, it would wait for the rest of the body.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      closed.then(() => 'closed by the server'),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still open after 10 s'), 10_000))),
    ]);
    clearTimeout(timer);
    socket.destroy();
    expect(outcome).toBe('closed by the server');
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toMatch(/\r\nwww-authenticate: JWT realm=/i);
  });
});
