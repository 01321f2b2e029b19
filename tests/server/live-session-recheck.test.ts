// The live-change streams of a process have their sessions checked again together: the streams a
// change touches (found by building) are checked in one read of their accounts before any is told,
// and a session found over ends its stream while the others hear the change.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../server/auth/access-token.ts';
import { announceChange } from '../../server/live-changes/change-notice.ts';
import { countQueries, type CountingDatabase } from '../support/counting-database.ts';
import { openEventStream, type OpenedStream, type StreamEvent } from '../support/event-stream-client.ts';
import { buildTestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { seedWorld, type World } from './tasks-and-messages-fixtures.ts';

const isChange = (event: StreamEvent) => event.event === 'change';
const changes = (stream: OpenedStream) => stream.events.filter(isChange).map((event) => event.data);
/** The read of accounts a session check makes (server/auth/account-lookup.ts). */
const isAccountRead = (sql: string) => sql.startsWith('SELECT a.id, a.role, a.email, a.token_version');

describe(`live-change sessions checked together (${process.env.TEST_DB})`, () => {
  let testDb: TestDatabase;
  let counting: CountingDatabase;
  let world: World;
  let app: FastifyInstance;
  let url: string;
  const streams: OpenedStream[] = [];

  const auth = (id: number, role: 'manager' | 'building_admin' = 'manager') => `JWT ${signAccessToken(app, { id, role, tokenVersion: 0 })}`;

  async function open(authorization: string): Promise<OpenedStream> {
    const stream = await openEventStream(url, authorization);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  /** The account reads made while `work` runs. */
  async function accountReadsDuring(work: () => Promise<void>): Promise<number> {
    const from = counting.statements.length;
    await work();
    return counting.statements.slice(from).filter(isAccountRead).length;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    world = await seedWorld(testDb.db);
    counting = countQueries(testDb.db);
    app = await buildTestApp(counting.db);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await testDb.db.query('UPDATE account SET token_version = 0');
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it("of two streams on one building, the one whose password was changed ends and the other hears the change, after one read of both accounts", async () => {
    const manager = await open(auth(world.accounts.maple));
    const desk = await open(auth(world.accounts.desk, 'building_admin'));
    await testDb.db.query('UPDATE account SET token_version = token_version + 1 WHERE id = $1', [world.accounts.desk]);

    const reads = await accountReadsDuring(async () => {
      await announceChange(testDb.db, { kind: 'task', buildingIds: [world.buildings.maple] });
      expect(await desk.next((event) => event.event === 'end')).toEqual({ event: 'end', data: { reason: 'session-ended' } });
      expect((await manager.next(isChange)).data).toEqual({ kind: 'task', buildingIds: [world.buildings.maple] });
    });
    expect(reads).toBe(1);
    await desk.ended;
    expect(changes(desk)).toEqual([]);
  });

  it('a building taken from one manager since the last check is not told to that stream, which stays open', async () => {
    const maple = await open(auth(world.accounts.maple));
    const oak = await open(auth(world.accounts.oak));
    // Oak's manager also gets Pine, then loses it again before the next change is checked.
    await testDb.db.query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [world.accounts.oak, world.buildings.pine]);
    const oakWithPine = await open(auth(world.accounts.oak));
    await testDb.db.query('DELETE FROM account_building WHERE account_id = $1 AND building_id = $2', [world.accounts.oak, world.buildings.pine]);

    await announceChange(testDb.db, { kind: 'task', buildingIds: [world.buildings.pine] });
    expect((await maple.next(isChange)).data).toEqual({ kind: 'task', buildingIds: [world.buildings.pine] });
    // The next change of Oak is the first Oak's streams hear: Pine never reached them.
    await announceChange(testDb.db, { kind: 'message', buildingIds: [world.buildings.oak] });
    await oakWithPine.next(isChange);
    await oak.next(isChange);
    expect(changes(oakWithPine)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
    expect(changes(oak)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
    expect(oakWithPine.events.some((event) => event.event === 'end')).toBe(false);
  });

  it('a change of a building no stream may hear reads no session', async () => {
    const oak = await open(auth(world.accounts.oak));
    const reads = await accountReadsDuring(async () => {
      await announceChange(testDb.db, { kind: 'task', buildingIds: [world.buildings.maple] });
      // Told in id order: once Oak's later change arrives, Maple's has been read and passed over.
      await announceChange(testDb.db, { kind: 'task', buildingIds: [world.buildings.oak] });
      await oak.next(isChange);
    });
    expect(changes(oak)).toEqual([{ kind: 'task', buildingIds: [world.buildings.oak] }]);
    // Oak's own change checks Oak's one session; Maple's, with no stream of Maple open, none.
    expect(reads).toBe(1);
  });
});
