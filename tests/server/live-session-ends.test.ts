// A live-change stream's session is as good as the database says at each change it is told: every
// write that ends a session or narrows what it may see (a password set, an account or resident
// deleted, a building taken from an account or a resident, a role changed, a front desk's building
// removed) ends the stream or keeps the lost building from it before any change committed after that
// write reaches it, also when the stream was told something a moment before. Each case first lets
// the stream hear a change (its session just checked), then writes, then announces a change in the
// building at stake and one in a building the stream still sees.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken, signFrontDeskToken } from '../../server/auth/access-token.ts';
import { insertResetToken, setPasswordHash } from '../../server/auth/account-repository.ts';
import { hashResetToken } from '../../server/auth/reset-token.ts';
import { forgetChangesBefore } from '../../server/live-changes/change-log.ts';
import { announceChange } from '../../server/live-changes/change-notice.ts';
import { signResidentToken } from '../../server/residents/resident-session.ts';
import { countQueries, type CountingDatabase } from '../support/counting-database.ts';
import { openEventStream, type OpenedStream, type StreamEvent } from '../support/event-stream-client.ts';
import { buildTestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { seedWorld, type World } from './tasks-and-messages-fixtures.ts';

const isChange = (event: StreamEvent) => event.event === 'change';
const isEnd = (event: StreamEvent) => event.event === 'end';
const changes = (stream: OpenedStream) => stream.events.filter(isChange).map((event) => event.data);
const SESSION_ENDED = { event: 'end', data: { reason: 'session-ended' } };
/** The reads a session check makes (server/auth/account-lookup.ts, server/residents/resident-session.ts). */
const isSessionRead = (sql: string) => sql.startsWith('SELECT a.id, a.role, a.email, a.token_version') || sql.startsWith('SELECT r.id, r.email, r.first_name, r.token_version');

describe(`a session ended or narrowed while its stream is open (${process.env.TEST_DB})`, () => {
  let testDb: TestDatabase;
  let counting: CountingDatabase;
  let world: World;
  let app: FastifyInstance;
  let url: string;
  const streams: OpenedStream[] = [];
  const db = () => testDb.db;

  const staff = (id: number, role: 'manager' | 'building_admin' = 'manager') => `JWT ${signAccessToken(app, { id, role, tokenVersion: 0 })}`;
  const frontDesk = (managerId: number, buildingId: number) => `JWT ${signFrontDeskToken(app, { id: managerId, tokenVersion: 0 }, buildingId)}`;
  const resident = (id: number) => `JWT ${signResidentToken(app, { id, tokenVersion: 0 })}`;

  async function open(authorization: string, path = '/api/changes'): Promise<OpenedStream> {
    const stream = await openEventStream(url, authorization, undefined, path);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  /** Every stream of `open` hears a change of `buildingId` (each one's session just checked); their events are then cleared. */
  async function heard(buildingId: number, ...open: OpenedStream[]): Promise<void> {
    await announceChange(db(), { kind: 'event', buildingIds: [buildingId], eventIds: [1] });
    for (const stream of open) await stream.next(isChange);
    for (const stream of open) stream.events.splice(0);
  }

  /** A change of `lost` (the stream must not hear it), then one of `kept` (heard if it is still open). */
  async function announceLostThenKept(lost: number, kept: number): Promise<void> {
    await announceChange(db(), { kind: 'task', buildingIds: [lost] });
    await announceChange(db(), { kind: 'message', buildingIds: [kept] });
  }

  async function newManager(email: string, buildingIds: number[]): Promise<number> {
    const [row] = await db().query<{ id: number }>(
      "INSERT INTO account (role, email, password_hash, first_name, last_name) VALUES ('manager', $1, 'unused', 'New', 'Manager') RETURNING id",
      [email],
    );
    for (const buildingId of buildingIds) await db().query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [row!.id, buildingId]);
    return row!.id;
  }

  async function newBuilding(name: string): Promise<number> {
    const [row] = await db().query<{ id: number }>(
      "INSERT INTO building (name, building_type, time_zone) VALUES ($1, 'RESIDENTIAL', 'America/New_York') RETURNING id",
      [name],
    );
    return row!.id;
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
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  describe('staff sessions', () => {
    it('a password set (changed or reset) ends the stream before the next change reaches it', async () => {
      const oakId = await newManager('pw@manager.example', [world.buildings.oak]);
      const oak = await open(staff(oakId));
      const other = await open(staff(world.accounts.oak));
      await heard(world.buildings.oak, oak, other);
      await db().transaction((tx) => setPasswordHash(tx, oakId, 'new-hash'));
      await announceLostThenKept(world.buildings.oak, world.buildings.oak);
      expect(await oak.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(oak)).toEqual([]);
      await other.next((event) => isChange(event) && (event.data as { kind: string }).kind === 'message');
    });

    it('a password reset through its link ends the stream', async () => {
      const id = await newManager('reset@manager.example', [world.buildings.oak]);
      const stream = await open(staff(id));
      await heard(world.buildings.oak, stream);
      await insertResetToken(db(), id, hashResetToken('the-link-token'), 30);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/users/reset-password/',
        payload: { email: 'reset@manager.example', token: 'the-link-token', password: 'A-new-password-4-reset!' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await announceChange(db(), { kind: 'task', buildingIds: [world.buildings.oak] });
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
    });

    it('an account deleted ends its stream', async () => {
      const id = await newManager('gone@manager.example', [world.buildings.oak]);
      const stream = await open(staff(id));
      await heard(world.buildings.oak, stream);
      // The app deletes no account; by hand, past the check-in log's guard (its account_id is SET NULL).
      await db().transaction(async (tx) => {
        await tx.query('ALTER TABLE check_in_log DISABLE TRIGGER check_in_log_no_update');
        await tx.query('DELETE FROM account WHERE id = $1', [id]);
        await tx.query('ALTER TABLE check_in_log ENABLE TRIGGER check_in_log_no_update');
      });
      await announceChange(db(), { kind: 'task', buildingIds: [world.buildings.oak] });
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
    });

    it("a building taken from a manager is not told to the manager's stream, which stays open", async () => {
      const id = await newManager('two@manager.example', [world.buildings.oak, world.buildings.pine]);
      const stream = await open(staff(id));
      await heard(world.buildings.pine, stream);
      await db().query('DELETE FROM account_building WHERE account_id = $1 AND building_id = $2', [id, world.buildings.pine]);
      await announceLostThenKept(world.buildings.pine, world.buildings.oak);
      await stream.next(isChange);
      expect(changes(stream)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
    });

    it("a building moved from a building admin to another (UPDATE) is not told to the admin's stream", async () => {
      const [row] = await db().query<{ id: number }>(
        "INSERT INTO account (role, email, password_hash, first_name, last_name) VALUES ('building_admin', 'moved@desk.example', 'unused', 'Mo', 'Ved') RETURNING id",
      );
      const id = row!.id;
      await db().query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [id, world.buildings.pine]);
      const stream = await open(staff(id, 'building_admin'));
      await heard(world.buildings.pine, stream);
      await db().query('UPDATE account_building SET building_id = $2 WHERE account_id = $1', [id, world.buildings.oak]);
      await announceLostThenKept(world.buildings.pine, world.buildings.oak);
      await stream.next(isChange);
      expect(changes(stream)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
    });

    it("a front desk's building taken from its manager ends the front desk's stream", async () => {
      const id = await newManager('desk@manager.example', [world.buildings.oak, world.buildings.pine]);
      const desk = await open(frontDesk(id, world.buildings.pine));
      const manager = await open(staff(id));
      await heard(world.buildings.pine, desk, manager);
      await db().query('DELETE FROM account_building WHERE account_id = $1 AND building_id = $2', [id, world.buildings.pine]);
      await announceLostThenKept(world.buildings.pine, world.buildings.oak);
      expect(await desk.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(desk)).toEqual([]);
      await manager.next(isChange);
      expect(changes(manager)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
    });

    it("a building deleted ends its front desk's stream and is not told to its manager's", async () => {
      const doomed = await newBuilding('Doomed Hall');
      const id = await newManager('doomed@manager.example', [world.buildings.oak, doomed]);
      const desk = await open(frontDesk(id, doomed));
      const manager = await open(staff(id));
      await heard(doomed, desk, manager);
      // Its account_building rows go with it (ON DELETE CASCADE).
      await db().query('DELETE FROM building WHERE id = $1', [doomed]);
      await announceLostThenKept(doomed, world.buildings.oak);
      expect(await desk.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(desk)).toEqual([]);
      await manager.next(isChange);
      expect(changes(manager)).toEqual([{ kind: 'message', buildingIds: [world.buildings.oak] }]);
    });

    it("a manager made a building admin: the front desk's stream ends, the account's own hears its first building only", async () => {
      const [first, second] = [world.buildings.maple, world.buildings.pine].sort((a, b) => a - b) as [number, number];
      const id = await newManager('demoted@manager.example', [first, second]);
      const desk = await open(frontDesk(id, first));
      const own = await open(staff(id));
      await heard(first, desk, own);
      await db().query("UPDATE account SET role = 'building_admin' WHERE id = $1", [id]);
      await announceLostThenKept(second, first);
      expect(await desk.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(desk)).toEqual([]);
      // A building admin acts for one building (server/auth/building-scope.ts: callerBuildings).
      await own.next(isChange);
      expect(changes(own)).toEqual([{ kind: 'message', buildingIds: [first] }]);
    });

    it('token_version moved by hand (UPDATE) ends the stream', async () => {
      const id = await newManager('version@manager.example', [world.buildings.oak]);
      const stream = await open(staff(id));
      await heard(world.buildings.oak, stream);
      await db().query('UPDATE account SET token_version = token_version + 1 WHERE id = $1', [id]);
      await announceChange(db(), { kind: 'task', buildingIds: [world.buildings.oak] });
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
    });

    it('a session expired ends its stream at the next change, without reading any account', async () => {
      const id = await newManager('expiring@manager.example', [world.buildings.oak]);
      // Long enough to open the stream and hear a change on a busy machine; the wait is for its exp.
      const token = app.jwt.sign({ sub: String(id), role: 'manager', ver: 0 }, { expiresIn: 4 });
      const stream = await open(`JWT ${token}`);
      await heard(world.buildings.oak, stream);
      const { exp } = app.jwt.decode<{ exp: number }>(token)!;
      await new Promise((done) => setTimeout(done, Math.max(0, exp * 1000 - Date.now()) + 50));
      const from = counting.statements.length;
      await announceChange(db(), { kind: 'task', buildingIds: [world.buildings.oak] });
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
      expect(counting.statements.slice(from).filter(isSessionRead)).toEqual([]);
    });

    it('changes read no account once the streams are checked; a write to one account re-reads that account only', async () => {
      const id = await newManager('quiet@manager.example', [world.buildings.oak]);
      const mine = await open(staff(id));
      const others = await open(staff(world.accounts.oak));
      await heard(world.buildings.oak, mine, others);
      const readsDuring = async (work: () => Promise<void>) => {
        const from = counting.statements.length;
        await work();
        return counting.statements.slice(from).filter(isSessionRead);
      };
      const plain = await readsDuring(async () => {
        await heard(world.buildings.oak, mine, others);
        await heard(world.buildings.oak, mine, others);
      });
      expect(plain).toEqual([]);
      // A write to columns no session depends on reads nothing; one to the account's buildings, its streams'.
      const afterWrites = await readsDuring(async () => {
        await db().query('UPDATE account SET image_id = NULL, monthly_report_since = now() WHERE id = $1', [id]);
        await db().query('INSERT INTO account_building (account_id, building_id) VALUES ($1, $2)', [id, world.buildings.pine]);
        await heard(world.buildings.oak, mine, others);
      });
      expect(afterWrites).toHaveLength(1);
      // The building given meanwhile is heard from then on.
      await heard(world.buildings.pine, mine);
    });
  });

  describe('rows of the change log the process never read', () => {
    it('an import that forgets every change before it: every stream is read again before hearing more', async () => {
      const id = await newManager('forgotten@manager.example', [world.buildings.oak]);
      const stream = await open(staff(id));
      await heard(world.buildings.oak, stream);
      // As an import with --replace does (server/import/import-dataset.ts): the session notice its
      // write logged is deleted with every other change, in the same transaction.
      await db().transaction(async (tx) => {
        await tx.query('UPDATE account SET token_version = token_version + 1 WHERE id = $1', [id]);
        await forgetChangesBefore(tx);
      });
      await announceChange(db(), { kind: 'task', buildingIds: [world.buildings.oak] });
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
    });
  });

  describe("residents' sessions", () => {
    const path = '/api/residents/changes';
    const eventChange = (buildingId: number) => announceChange(db(), { kind: 'event', buildingIds: [buildingId], eventIds: [7] });

    async function newResident(email: string, buildingIds: number[]): Promise<number> {
      const [row] = await db().query<{ id: number }>(
        "INSERT INTO resident (first_name, last_name, email, joining_date) VALUES ('New', 'Resident', $1, '2025-05-01') RETURNING id",
        [email],
      );
      for (const buildingId of buildingIds) await db().query('INSERT INTO membership (resident_id, building_id) VALUES ($1, $2)', [row!.id, buildingId]);
      return row!.id;
    }

    it('signing out everywhere ends the stream before the next change reaches it', async () => {
      const id = await newResident('out@resident.example', [world.buildings.maple]);
      const stream = await open(resident(id), path);
      await heard(world.buildings.maple, stream);
      const out = await app.inject({ method: 'POST', url: '/api/residents/sign-out-everywhere/', headers: { authorization: resident(id) } });
      expect(out.statusCode, out.body).toBe(200);
      await eventChange(world.buildings.maple);
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
    });

    it("a resident's building taken away is not told; with none left the stream ends", async () => {
      const id = await newResident('moving@resident.example', [world.buildings.maple, world.buildings.oak]);
      const stream = await open(resident(id), path);
      await heard(world.buildings.maple, stream);
      await db().query('DELETE FROM membership WHERE resident_id = $1 AND building_id = $2', [id, world.buildings.maple]);
      await eventChange(world.buildings.maple);
      await announceChange(db(), { kind: 'event', buildingIds: [world.buildings.oak], eventIds: [8] });
      await stream.next(isChange);
      expect(changes(stream)).toEqual([{ kind: 'event', eventIds: [8] }]);
      stream.events.splice(0);
      await db().query('UPDATE membership SET building_id = $2 WHERE resident_id = $1', [id, world.buildings.pine]);
      await eventChange(world.buildings.oak);
      await announceChange(db(), { kind: 'event', buildingIds: [world.buildings.pine], eventIds: [9] });
      await stream.next(isChange);
      expect(changes(stream)).toEqual([{ kind: 'event', eventIds: [9] }]);
      await db().query('DELETE FROM membership WHERE resident_id = $1', [id]);
      await eventChange(world.buildings.pine);
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([{ kind: 'event', eventIds: [9] }]);
    });

    it('a resident deleted ends the stream', async () => {
      const id = await newResident('deleted@resident.example', [world.buildings.maple]);
      const stream = await open(resident(id), path);
      await heard(world.buildings.maple, stream);
      await db().query('DELETE FROM resident WHERE id = $1', [id]);
      await eventChange(world.buildings.maple);
      expect(await stream.next(isEnd)).toEqual(SESSION_ENDED);
      expect(changes(stream)).toEqual([]);
    });
  });

  // Last: it empties a table the other cases use.
  it("TRUNCATE of the accounts' buildings: a front desk's stream ends, a manager's hears no building", async () => {
    const desk = await open(frontDesk(world.accounts.maple, world.buildings.maple));
    const manager = await open(staff(world.accounts.maple));
    await heard(world.buildings.maple, desk, manager);
    await db().query('TRUNCATE account_building');
    await announceChange(db(), { kind: 'task', buildingIds: [world.buildings.maple] });
    expect(await desk.next(isEnd)).toEqual(SESSION_ENDED);
    // Both were read in one go before either was told: had the manager's heard it, it would be in by now.
    await new Promise((done) => setTimeout(done, 200));
    expect(changes(manager)).toEqual([]);
    expect(changes(desk)).toEqual([]);
  });
});
