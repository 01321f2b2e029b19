// GET /api/changes: a change is announced (kind and building ids, never data) to the streams of the
// sessions that may see the building, through the table of recent changes (PostgreSQL LISTEN/NOTIFY
// only wakes the processes), so a stream on one server process hears a change made on another, and
// a stream reopened with Last-Event-ID is sent what it missed.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signAccessToken, signFrontDeskToken } from '../../server/auth/access-token.ts';
import { pruneChangeLog } from '../../server/live-changes/change-log.ts';
import { announceChange } from '../../server/live-changes/change-notice.ts';
import { LIVE_CHANGES_MESSAGES } from '../../server/routes/live-changes/live-changes-strings.ts';
import { LIMITS } from '../../server/http/limits.ts';
import { openEventStream, type OpenedStream, type StreamEvent } from '../support/event-stream-client.ts';
import type { Database } from '../../server/db/database.ts';
import { buildTestApp, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { seedWorld, type World } from './tasks-and-messages-fixtures.ts';

const isChange = (event: StreamEvent) => event.event === 'change';
const changes = (stream: OpenedStream) => stream.events.filter(isChange).map((event) => event.data);

describe(`live changes (GET /api/changes) on ${process.env.TEST_DB}`, () => {
  let testApp: TestApp;
  let world: World;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  const streams: OpenedStream[] = [];

  const auth = (app: FastifyInstance, id: number, role: 'manager' | 'building_admin' = 'manager') =>
    `JWT ${signAccessToken(app, { id, role, tokenVersion: 0 })}`;

  async function open(url: string, authorization: string, lastEventId?: string): Promise<OpenedStream> {
    const stream = await openEventStream(url, authorization, lastEventId);
    streams.push(stream);
    if (stream.status === 200) await stream.next((event) => event.event === 'ready');
    return stream;
  }

  async function toggle(app: FastifyInstance, authorization: string, id: number, done = true) {
    return app.inject({ method: 'PUT', url: '/api/building-manager/tasks/', headers: { authorization }, payload: { id, is_completed: done } });
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await seedWorld(testApp.db);
    first = testApp.app;
    second = await testApp.another();
    firstUrl = await first.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('needs a session: 401 with the error body, and no stream', async () => {
    const response = await first.inject({ method: 'GET', url: '/api/changes' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, msg: expect.any(String) });
    const stream = await open(firstUrl, 'JWT not-a-token');
    expect(stream.status).toBe(401);
  });

  it('opens as text/event-stream with a ready event naming the heartbeat', async () => {
    const stream = await open(firstUrl, auth(first, world.accounts.maple));
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    // Without a Last-Event-ID the app cannot know what it missed: resync, from the newest change's id.
    expect(stream.events[0]).toEqual({ event: 'ready', data: { heartbeatSeconds: 25, resync: true }, id: expect.stringMatching(/^\d+$/) });
  });

  it("a task toggled in Maple reaches Maple's manager and desk, never Oak's manager", async () => {
    const maple = await open(firstUrl, auth(first, world.accounts.maple));
    const desk = await open(firstUrl, auth(first, world.accounts.desk, 'building_admin'));
    const oak = await open(firstUrl, auth(first, world.accounts.oak));

    expect((await toggle(first, auth(first, world.accounts.maple), world.tasks.mapleEarly)).statusCode).toBe(200);
    const expected = { event: 'change', id: expect.any(String), data: { kind: 'task', buildingIds: [world.buildings.maple] } };
    expect(await maple.next(isChange)).toEqual(expected);
    expect(await desk.next(isChange)).toEqual(expected);

    // Oak's manager then toggles an Oak task: that is the first (and only) change Oak's stream hears.
    expect((await toggle(first, auth(first, world.accounts.oak), world.tasks.oak)).statusCode).toBe(200);
    await oak.next(isChange);
    expect(changes(oak)).toEqual([{ kind: 'task', buildingIds: [world.buildings.oak] }]);
    // … and Maple's streams never hear of Oak: a later Maple change arrives right after the first.
    await toggle(first, auth(first, world.accounts.maple), world.tasks.mapleEarly, false);
    await maple.next((event) => isChange(event) && event !== maple.events.find(isChange));
    expect(changes(maple)).toEqual([expected.data, expected.data]);
  });

  it('a toggle on one server process reaches a stream on another (same database)', async () => {
    const onSecond = await open(secondUrl, auth(second, world.accounts.maple));
    expect((await toggle(first, auth(first, world.accounts.maple), world.tasks.mapleLate)).statusCode).toBe(200);
    expect(await onSecond.next(isChange)).toEqual({ event: 'change', id: expect.any(String), data: { kind: 'task', buildingIds: [world.buildings.maple] } });
  });

  it('a refused write announces nothing (another building’s task: 404)', async () => {
    const oak = await open(firstUrl, auth(first, world.accounts.oak));
    expect((await toggle(first, auth(first, world.accounts.maple), world.tasks.oak)).statusCode).toBe(404);
    await announceChange(testApp.db, { kind: 'message', buildingIds: [world.buildings.oak] });
    await oak.next(isChange);
    expect(changes(oak)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
  });

  it('an accepted message names its building', async () => {
    const maple = await open(secondUrl, auth(second, world.accounts.maple));
    const response = await first.inject({
      method: 'POST',
      url: '/api/building-manager/message-user/',
      headers: { authorization: auth(first, world.accounts.maple) },
      payload: { userId: world.residents.rita, message: 'Your parcel is at the desk.' },
    });
    expect(response.statusCode).toBe(200);
    expect(await maple.next(isChange)).toEqual({ event: 'change', id: expect.any(String), data: { kind: 'message', buildingIds: [world.buildings.maple] } });
  });

  it('a change of every building (an import) is told to each stream as its own buildings only', async () => {
    const maple = await open(firstUrl, auth(first, world.accounts.maple));
    const oak = await open(secondUrl, auth(second, world.accounts.oak));
    await announceChange(testApp.db, { kind: 'import', buildingIds: null });
    const mapleAndPine = [world.buildings.maple, world.buildings.pine].sort((a, b) => a - b);
    expect((await maple.next(isChange)).data).toEqual({ kind: 'import', buildingIds: mapleAndPine });
    expect((await oak.next(isChange)).data).toEqual({ kind: 'import', buildingIds: [world.buildings.oak] });
  });

  it('a front-desk session hears only its one building', async () => {
    const token = signFrontDeskToken(first, { id: world.accounts.maple, tokenVersion: 0 }, world.buildings.pine);
    const pineDesk = await open(firstUrl, `JWT ${token}`);
    await toggle(first, auth(first, world.accounts.maple), world.tasks.mapleEarly);
    await toggle(first, auth(first, world.accounts.maple), world.tasks.pine);
    await pineDesk.next(isChange);
    expect(changes(pineDesk)).toEqual([{ kind: 'task', buildingIds: [world.buildings.pine] }]);
  });

  it('a session voided after the stream opened hears no more: the stream ends', async () => {
    const oak = await open(firstUrl, auth(first, world.accounts.oak));
    await testApp.db.query('UPDATE account SET token_version = token_version + 1 WHERE id = $1', [world.accounts.oak]);
    await announceChange(testApp.db, { kind: 'task', buildingIds: [world.buildings.oak] });
    expect(await oak.next((event) => event.event === 'end')).toEqual({ event: 'end', data: { reason: 'session-ended' } });
    await oak.ended;
    expect(changes(oak)).toEqual([]);
    await testApp.db.query('UPDATE account SET token_version = 0 WHERE id = $1', [world.accounts.oak]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'PostgreSQL: a lost LISTEN connection is made again, and a change made meanwhile still reaches the open streams',
    async () => {
      const before = await open(secondUrl, auth(second, world.accounts.maple));
      await testApp.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      // Made at once, while the second process is likely still without its LISTEN: its notification is lost.
      expect((await toggle(first, auth(first, world.accounts.maple), world.tasks.mapleEarly)).statusCode).toBe(200);
      expect((await before.next(isChange, 10_000)).data).toEqual({ kind: 'task', buildingIds: [world.buildings.maple] });
      expect(before.events.some((event) => event.event === 'end')).toBe(false);
    },
  );

  describe('reconnecting with Last-Event-ID', () => {
    const lastId = (stream: OpenedStream) => stream.events.findLast((event) => event.id !== undefined)?.id ?? '';

    it('a tablet cut off for 30 s is sent every change it missed, in order, by the other process, without a resync', async () => {
      const maple = auth(first, world.accounts.maple);
      const tablet = await open(secondUrl, maple);
      const cutAt = lastId(tablet);
      tablet.close();
      // While it is away: changes through both processes, one in Oak it must never hear of.
      expect((await toggle(first, maple, world.tasks.mapleEarly)).statusCode).toBe(200);
      expect((await toggle(second, auth(second, world.accounts.oak), world.tasks.oak)).statusCode).toBe(200);
      await announceChange(testApp.db, { kind: 'message', buildingIds: [world.buildings.maple] });
      expect((await toggle(first, maple, world.tasks.pine)).statusCode).toBe(200);
      // 30 s later (pruning as of then keeps them: the table keeps a day).
      await pruneChangeLog(testApp.db, { now: new Date(Date.now() + 30_000) });

      const back = await open(secondUrl, maple, cutAt);
      expect(back.events[0]).toEqual({ event: 'ready', data: { heartbeatSeconds: 25, resync: false }, id: cutAt });
      await back.next((event) => isChange(event) && (event.data as { kind: string }).kind === 'task' && event !== back.events.find(isChange));
      expect(changes(back)).toEqual([
        { kind: 'task', buildingIds: [world.buildings.maple] },
        { kind: 'message', buildingIds: [world.buildings.maple] },
        { kind: 'task', buildingIds: [world.buildings.pine] },
      ]);
      const ids = back.events.filter(isChange).map((event) => Number(event.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids[0]).toBeGreaterThan(Number(cutAt));

      // … and what follows arrives live, once.
      expect((await toggle(first, maple, world.tasks.mapleLate)).statusCode).toBe(200);
      await back.next((event) => isChange(event) && Number(event.id) > ids.at(-1)!);
      expect(changes(back)).toHaveLength(4);
    });

    it('a gap older than the table keeps is a resync, with nothing replayed', async () => {
      const maple = auth(first, world.accounts.maple);
      const tablet = await open(firstUrl, maple);
      const cutAt = lastId(tablet);
      tablet.close();
      expect((await toggle(first, maple, world.tasks.mapleEarly, false)).statusCode).toBe(200);
      await testApp.db.transaction((tx) => pruneChangeLog(tx, { now: new Date(Date.now() + 60_000), keepMs: 30_000 }));
      const back = await open(firstUrl, maple, cutAt);
      expect(back.events[0]).toMatchObject({ event: 'ready', data: { resync: true } });
      expect(Number(back.events[0]!.id)).toBeGreaterThan(Number(cutAt));
      // An id this database never gave (another server's, or a restored backup): a resync too.
      const foreign = await open(secondUrl, maple, '999999999');
      expect(foreign.events[0]).toMatchObject({ event: 'ready', data: { resync: true } });
      expect(changes(back)).toEqual([]);
    });
  });

  it(`refuses more than ${LIMITS.liveStreamsPerAccount} streams of one account on one process with 429`, async () => {
    const authorization = auth(first, world.accounts.desk, 'building_admin');
    for (let i = 0; i < LIMITS.liveStreamsPerAccount; i++) expect((await open(firstUrl, authorization)).status).toBe(200);
    const response = await first.inject({ method: 'GET', url: '/api/changes', headers: { authorization } });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ msg: LIVE_CHANGES_MESSAGES.tooManyStreams });
  });
});

// Right after a restart the process is not listening yet, and each request once waited for
// the LISTEN before its stream was counted, so concurrent requests all passed the cap (35 of 36).
describe(`the stream cap while a process starts listening on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let world: World;
  let app: FastifyInstance | undefined;
  const streams: OpenedStream[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    world = await seedWorld(testDb.db);
  });

  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await app?.close();
    await testDb?.dispose();
  });

  it(`holds ${LIMITS.liveStreamsPerAccount} streams per account for requests that arrive before the LISTEN is made`, async () => {
    // The database's LISTEN waits until the test lets it through, as a slow one after a restart would.
    let letListen!: () => void;
    const held = new Promise<void>((resolve) => (letListen = resolve));
    const { db } = testDb;
    const slowToListen: Database = {
      kind: db.kind,
      query: (sql, params) => db.query(sql, params),
      transaction: (work) => db.transaction(work),
      withExclusiveLock: (name, work) => db.withExclusiveLock(name, work),
      listen: async (channel, handler, options) => {
        await held;
        return db.listen(channel, handler, options);
      },
      close: () => db.close(),
    };
    app = await buildTestApp(slowToListen, { waitForMailListen: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const authorization = `JWT ${signAccessToken(app, { id: world.accounts.maple, role: 'manager', tokenVersion: 0 })}`;
    const extra = 5;
    const attempts = Array.from({ length: LIMITS.liveStreamsPerAccount + extra }, () =>
      openEventStream(url, authorization).then((stream) => {
        streams.push(stream);
        return stream;
      }),
    );
    try {
      // Those past the cap are refused at once, without waiting for the LISTEN.
      await vi.waitFor(() => expect(streams.filter((stream) => stream.status === 429)).toHaveLength(extra), { timeout: 10_000 });
    } finally {
      letListen();
    }
    const statuses = (await Promise.all(attempts)).map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.liveStreamsPerAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });
});
