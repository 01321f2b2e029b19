// Closing a server (SIGTERM in production, a test file's afterAll) must end: connections its clients
// hold open, live-change streams, a LISTEN connection being made again and a query still running
// must not keep it waiting. (A CI run's afterAll waited past 60 s on a connection fetch had opened
// and never used: server/http/close-connections.ts.)
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import type { Database } from '../../server/db/database.ts';
import { openPostgres } from '../../server/db/postgres-database.ts';
import { openEventStream, type OpenedStream } from '../support/event-stream-client.ts';
import { buildTestApp, createBuilding, createManager } from '../support/test-app.ts';
import { createTestDatabase, TEST_POSTGRES_ADMIN_URL, type TestDatabase } from '../support/test-database.ts';

/** "Within a few seconds": what closing may take here, though nothing in it needs more than a moment. */
const CLOSE_LIMIT_MS = 3_000;

/** Runs `close` and says how long it took, or fails once it has taken twice the limit (it may never end). */
async function timeToClose(close: () => Promise<void>): Promise<number> {
  const startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`still closing after ${2 * CLOSE_LIMIT_MS} ms`)), 2 * CLOSE_LIMIT_MS);
  });
  try {
    await Promise.race([close(), tooLong]);
  } finally {
    clearTimeout(timer);
  }
  return Date.now() - startedAt;
}

describe(`closing the server on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let managerId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const buildingId = await createBuilding(testDb.db);
    managerId = await createManager(testDb.db, { email: 'closing@example.com', password: 'a-long-password', buildingIds: [buildingId] });
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  /** A server process of its own (on PostgreSQL its own pool and LISTEN connection), listening. */
  async function startServer(): Promise<{ app: FastifyInstance; db: Database; url: string; port: number }> {
    const db = await testDb.openAnother();
    const app = await buildTestApp(db);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, db, url, port: Number(new URL(url).port) };
  }

  it('a connection on which nothing was ever sent does not keep it waiting', async () => {
    const { app, db, port } = await startServer();
    const socket: Socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const socketClosed = new Promise<void>((closed) => socket.once('close', () => closed()));
    await new Promise<void>((connected) => socket.once('connect', () => connected()));
    await expect.poll(() => new Promise<number>((count) => app.server.getConnections((_error, n) => count(n)))).toBe(1);

    expect(await timeToClose(() => app.close())).toBeLessThan(CLOSE_LIMIT_MS);
    await socketClosed;
    await db.close();
  });

  it('with open live-change streams, one just dropped by its tablet, and (PostgreSQL) the LISTEN connection lost: stops within a few seconds, each stream told why', async () => {
    const { app, db, url } = await startServer();
    const authorization = `JWT ${signAccessToken(app, { id: managerId, role: 'manager', tokenVersion: 0 })}`;
    const open = async (): Promise<OpenedStream> => {
      const stream = await openEventStream(url, authorization);
      expect(stream.status).toBe(200);
      await stream.next((event) => event.event === 'ready');
      return stream;
    };
    const streams = [await open(), await open()];
    // A tablet that goes away: fetch then opens a spare connection to the server, and keeps it.
    (await open()).close();
    if (db.kind === 'postgres') {
      // The LISTEN connection drops: it is to be made again a second later, or being made as this closes.
      await testDb.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
    }

    expect(await timeToClose(() => app.close().then(() => db.close()))).toBeLessThan(CLOSE_LIMIT_MS);
    for (const stream of streams) {
      await stream.ended;
      expect(stream.events.at(-1)).toEqual({ event: 'end', data: { reason: 'closing' } });
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL: a query still running does not keep the database from closing', async () => {
    const [{ name } = { name: '' }] = await testDb.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(TEST_POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), { closeWaitMs: 200 });
    const running = db.query('SELECT pg_sleep(60)').then(
      () => 'finished',
      () => 'cut',
    );
    await expect
      .poll(async () => (await testDb.db.query("SELECT 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)' AND state = 'active'")).length)
      .toBe(1);

    expect(await timeToClose(() => db.close())).toBeLessThan(CLOSE_LIMIT_MS);
    expect(await running).toBe('cut');
  });
});
