// Answers the routes never see (the router's, the HTTP parser's) have the one error
// body and the security headers like every other answer, and an id too long to be one is "not found"
// rather than a 405 "allows GET" to a GET, a 403, or Fastify's own 414.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_URL_MESSAGE, CLIENT_ERROR_MESSAGES, NOT_FOUND_MESSAGE } from '../../server/http/raw-answers.ts';
import { errorBody } from '../../src/contract/error-body.ts';
import { authHeader, createBuilding, createManager, createResident, createTestApp, login, type TestApp } from '../support/test-app.ts';

/** What every answer carries (server/http/security-headers.ts); checked on each odd one. */
function expectSecurityHeaders(headers: Record<string, unknown>, label: string): void {
  expect(String(headers['content-security-policy']), label).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['cache-control'], label).toBe('no-store');
}

/** Sends raw bytes to a listening server and parses the one answer it writes. */
function rawExchange(port: number, request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (error) => (text ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe(`answers outside the routes on ${process.env.TEST_DB}`, () => {
  let built: TestApp;
  let bare: TestApp;
  let distDir: string;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'portal-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    // With the built app served (files under /) and without it: the router falls back differently.
    built = await createTestApp({ distDir });
    bare = await createTestApp();
    const buildingId = await createBuilding(bare.db, { amenityMembership: true });
    await createManager(bare.db, { email: 'odd@example.com', password: 'odd-pass-12', buildingIds: [buildingId] });
    userId = await createResident(bare.db, { email: 'resident@example.com' });
    await bare.db.query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [userId, buildingId]);
    token = await login(bare.app, 'odd@example.com', 'odd-pass-12');
  });
  afterAll(async () => {
    await Promise.all([built?.close(), bare?.close()]);
    await rm(distDir, { recursive: true, force: true });
  });

  const apps = (): [string, FastifyInstance][] => [
    ['built', built.app],
    ['bare', bare.app],
  ];

  it('answers a picture key too long to be one with 404 in the one body, whatever its length', async () => {
    for (const [name, app] of apps()) {
      for (const length of [101, 255, 256, 2000]) {
        const label = `${name} key of ${length}`;
        const response = await app.inject({ method: 'GET', url: `/api/images/${'a'.repeat(length)}` });
        expect(response.statusCode, label).toBe(404);
        expect(response.json(), label).toEqual(errorBody(404, NOT_FOUND_MESSAGE));
        expect(response.headers.allow, label).toBeUndefined();
        expectSecurityHeaders(response.headers, label);
      }
    }
  });

  it('answers an over-long or unknown user id in amenity-membership/{userId} with 404 (or 400), never 414', async () => {
    for (const [label, path, expected] of [
      ['101 digits', '1'.repeat(101), 404],
      ['an unknown id', '999999', 404],
      ['not a number', 'abc', 400],
    ] as const) {
      const response = await bare.app.inject({
        method: 'POST',
        url: `/api/building-manager/amenity-membership/${path}/`,
        payload: { amenityMember: 1 },
        headers: authHeader(token),
      });
      expect(response.statusCode, label).toBe(expected);
      expect(Object.keys(response.json()).sort(), label).toEqual(expect.arrayContaining(['detail', 'error', 'message', 'msg', 'statusCode']));
      expectSecurityHeaders(response.headers, label);
    }
    // The known user is still reached through the same path.
    const known = await bare.app.inject({
      method: 'POST',
      url: `/api/building-manager/amenity-membership/${userId}/`,
      payload: { amenityMember: 1 },
      headers: authHeader(token),
    });
    expect(known.statusCode).toBe(200);
  });

  it('answers a path it cannot decode with 400 in the one body', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/images/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400, BAD_URL_MESSAGE));
    expectSecurityHeaders(response.headers, 'bad url');
  });

  it('answers headers too large (431) and an unreadable request (400) in the one body, with the security headers', async () => {
    await bare.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = bare.app.server.address() as { port: number };
    const huge = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual(errorBody(431, CLIENT_ERROR_MESSAGES[431]));
    expectSecurityHeaders(huge.headers, '431');
    const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual(errorBody(400, CLIENT_ERROR_MESSAGES[400]));
    expectSecurityHeaders(garbage.headers, '400');
  });
});
