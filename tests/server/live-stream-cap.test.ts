// The per-account cap on live-change streams (GET /api/changes) under a burst: on a real server process
// that has just started (not yet listening to the database), 200 requests of one account at once get
// exactly the cap; and a stream whose client goes away while it is being opened gives its place back.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import type { Database } from '../../server/db/database.ts';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { LIMITS } from '../../server/http/limits.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { buildTestApp } from '../support/test-app.ts';
import { processDatabase, type ProcessDatabase } from '../support/process-database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { seedWorld, type World } from './tasks-and-messages-fixtures.ts';

const BURST = 200;

interface Attempt {
  status: number;
  /** Kept referenced: fetch cancels the body of a response nobody holds, which would close the stream. */
  response: Response;
  close(): void;
}

async function attempt(url: string, authorization: string): Promise<Attempt> {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/changes`, { headers: { authorization }, signal: controller.signal });
  if (response.status !== 200) await response.arrayBuffer();
  return { status: response.status, response, close: () => controller.abort() };
}

const statusCounts = (attempts: readonly Attempt[]) =>
  attempts.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe(`${BURST} stream requests of one account at once, on a server process just started (${process.env.TEST_DB})`, () => {
  let server: TestServer | undefined;
  let database: ProcessDatabase | undefined;
  const attempts: Attempt[] = [];

  beforeAll(async () => {
    database = await processDatabase();
    // A small demo portfolio: the accounts are what matters here, and the full one takes long to load.
    server = await startServer({ env: { ...database.env, DEMO_DATA_SCALE: '0.1' }, emptyDataDir: true });
  });

  afterAll(async () => {
    for (const opened of attempts.splice(0)) opened.close();
    await server?.stop();
    await database?.drop();
  });

  it(`accepts exactly ${LIMITS.liveStreamsPerAccount}, and as many again once those are closed`, async () => {
    const url = server!.url;
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_MANAGER),
    });
    expect(login.status).toBe(200);
    const authorization = `JWT ${((await login.json()) as { token: string }).token}`;

    const burst = await Promise.all(Array.from({ length: BURST }, () => attempt(url, authorization)));
    attempts.push(...burst);
    expect(statusCounts(burst)).toEqual({ 200: LIMITS.liveStreamsPerAccount, 429: BURST - LIMITS.liveStreamsPerAccount });

    // Closing them gives the places back (the server hears each connection end).
    for (const opened of burst.filter(({ status }) => status === 200)) opened.close();
    await vi.waitFor(async () => {
      const again = await attempt(url, authorization);
      attempts.push(again);
      expect(again.status).toBe(200);
    }, { timeout: 10_000 });
    const more = await Promise.all(Array.from({ length: BURST }, () => attempt(url, authorization)));
    attempts.push(...more);
    expect(statusCounts(more)).toEqual({ 200: LIMITS.liveStreamsPerAccount - 1, 429: BURST - LIMITS.liveStreamsPerAccount + 1 });
  });
});

describe(`a stream whose client leaves while it is being opened (${process.env.TEST_DB})`, () => {
  let testDb: TestDatabase;
  let world: World;
  let app: FastifyInstance | undefined;
  const attempts: Attempt[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    world = await seedWorld(testDb.db);
  });

  afterAll(async () => {
    for (const opened of attempts.splice(0)) opened.close();
    await app?.close();
    await testDb?.dispose();
  });

  it('gives its place back: the account opens its full count afterwards', async () => {
    // Once the gate is shut, a stream being opened waits at the read of where it starts (after it
    // is counted), as one would on a slow database.
    let gateShut = false;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let waiting = 0;
    const { db } = testDb;
    const slowToStart: Database = {
      kind: db.kind,
      query: async (sql, params) => {
        if (gateShut && sql.includes('change_log_horizon')) {
          waiting++;
          await gate;
        }
        return db.query(sql, params);
      },
      transaction: (work) => db.transaction(work),
      withExclusiveLock: (name, work) => db.withExclusiveLock(name, work),
      listen: (channel, handler, options) => db.listen(channel, handler, options),
      close: () => db.close(),
    };
    app = await buildTestApp(slowToStart);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorization = `JWT ${signAccessToken(app, { id: world.accounts.maple, role: 'manager', tokenVersion: 0 })}`;
    const connections = () => new Promise<number>((count) => app!.server.getConnections((_error, n) => count(n)));
    // The process listens to the database already (its first stream, come and gone).
    const first = await attempt(url, authorization);
    expect(first.status).toBe(200);
    first.close();
    await vi.waitFor(async () => expect(await connections()).toBe(0), { timeout: 10_000 });

    // The account's full count of requests, each counted and waiting; then their tablets go away.
    gateShut = true;
    const leaving = Array.from({ length: LIMITS.liveStreamsPerAccount }, () => {
      const controller = new AbortController();
      const done = fetch(`${url}/api/changes`, { headers: { authorization }, signal: controller.signal }).catch(() => null);
      return { controller, done };
    });
    await vi.waitFor(() => expect(waiting).toBe(LIMITS.liveStreamsPerAccount), { timeout: 10_000 });
    for (const { controller } of leaving) controller.abort();
    await Promise.all(leaving.map(({ done }) => done));
    await vi.waitFor(async () => expect(await connections()).toBe(0), { timeout: 10_000 });
    gateShut = false;
    openGate();

    const after = await Promise.all(Array.from({ length: LIMITS.liveStreamsPerAccount + 1 }, () => attempt(url, authorization)));
    attempts.push(...after);
    expect(statusCounts(after)).toEqual({ 200: LIMITS.liveStreamsPerAccount, 429: 1 });
  });
});
