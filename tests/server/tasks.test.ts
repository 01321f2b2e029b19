import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STRINGS } from '../../server/auth/auth-strings.ts';
import { fieldLabel } from '../../server/http/field-label.ts';
import { IDEMPOTENCY_MESSAGES } from '../../server/http/idempotency.ts';
import { HTTP_HEADERS } from '../../src/contract/http-headers.ts';
import { TASK_MESSAGES } from '../../server/routes/tasks/tasks-strings.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { seedWorld, startApp, type TestApp, type World } from './tasks-and-messages-fixtures.ts';

const TASKS_URL = '/api/building-manager/tasks/';

interface TaskBody {
  id: number;
  taskName: string;
  isCompleted: boolean;
  buildingId: number;
}

describe(`tasks calls on ${process.env.TEST_DB}`, () => {
  let testDb: TestDatabase;
  let world: World;
  let t: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    world = await seedWorld(testDb.db);
    t = await startApp(testDb.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await testDb?.dispose();
  });

  async function storedFlag(taskId: number): Promise<boolean | undefined> {
    const [row] = await testDb.db.query<{ is_completed: boolean }>('SELECT is_completed FROM task WHERE id = $1', [taskId]);
    return row?.is_completed;
  }

  const list = (accountId: number, payload?: object, role?: 'manager' | 'building_admin') =>
    t.app.inject({ method: 'POST', url: TASKS_URL, headers: t.auth(accountId, role), ...(payload ? { payload } : {}) });

  const update = (accountId: number, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: TASKS_URL, headers: { ...t.auth(accountId), ...headers }, payload });

  describe('POST /tasks/ (list)', () => {
    it("lists the tasks of all the manager's buildings in spec shape, by due date then id", async () => {
      const res = await list(world.accounts.maple);
      expect(res.statusCode).toBe(200);
      const tasks = res.json<TaskBody[]>();
      const { mapleEarly, mapleSameDay, pine, mapleLate } = world.tasks;
      expect(tasks.map((task) => task.id)).toEqual([mapleEarly, mapleSameDay, pine, mapleLate]);
      expect(tasks[3]).toEqual({
        id: mapleLate,
        taskName: 'Fix the gym door',
        extraInformation: 'About Fix the gym door',
        building: 'Maple Court',
        buildingId: world.buildings.maple,
        dueDate: '2026-03-10',
        isCompleted: false,
        attachement: 'https://files.example/door.pdf',
        taskCreated: '2026-01-02',
      });
      expect(tasks[0]).toHaveProperty('attachement', null);
    });

    it('narrows to one building, treats 0 and an empty body as all, and refuses a building not managed', async () => {
      const maple = await list(world.accounts.maple, { buildingId: world.buildings.maple });
      expect(maple.json<TaskBody[]>().every((task) => task.buildingId === world.buildings.maple)).toBe(true);
      expect(maple.json<TaskBody[]>()).toHaveLength(3);
      expect((await list(world.accounts.maple, { buildingId: 0 })).json<TaskBody[]>()).toHaveLength(4);
      expect((await list(world.accounts.maple, {})).json<TaskBody[]>()).toHaveLength(4);
      const empty = await t.app.inject({
        method: 'POST',
        url: TASKS_URL.slice(0, -1),
        headers: { ...t.auth(world.accounts.maple), 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(200);
      expect(empty.json<TaskBody[]>()).toHaveLength(4);
      const foreign = await list(world.accounts.maple, { buildingId: world.buildings.oak });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden });
    });

    it("shows another manager only that manager's building", async () => {
      const res = await list(world.accounts.oak);
      expect(res.json<TaskBody[]>().map((task) => task.taskName)).toEqual(['Oak roof check']);
    });

    it('keeps a building admin to its building', async () => {
      const own = await list(world.accounts.desk, undefined, 'building_admin');
      expect(own.json<TaskBody[]>().map((task) => task.buildingId)).toEqual([
        world.buildings.maple,
        world.buildings.maple,
        world.buildings.maple,
      ]);
      const other = await list(world.accounts.desk, { buildingId: world.buildings.pine }, 'building_admin');
      expect(other.statusCode).toBe(403);
    });

    it('needs a token', async () => {
      const res = await t.app.inject({ method: 'POST', url: TASKS_URL, payload: {} });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('PUT /tasks/', () => {
    it('marks a task complete and pending again, answering the updated task', async () => {
      const id = world.tasks.mapleEarly;
      const done = await update(world.accounts.maple, { id, is_completed: true });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ id, isCompleted: true, taskName: 'Order chairs', building: 'Maple Court' });
      expect(done.headers[HTTP_HEADERS.idempotentReplayed.toLowerCase()]).toBeUndefined();
      expect((await list(world.accounts.maple)).json<TaskBody[]>().find((task) => task.id === id)?.isCompleted).toBe(true);
      const back = await update(world.accounts.maple, { id, is_completed: false });
      expect(back.json()).toMatchObject({ id, isCompleted: false });
      expect(await storedFlag(id)).toBe(false);
    });

    it("answers 404 for another building's task, without its data and without changing it", async () => {
      const res = await update(world.accounts.maple, { id: world.tasks.oak, is_completed: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ msg: TASK_MESSAGES.notFound });
      expect(res.body).not.toContain('Oak');
      expect(await storedFlag(world.tasks.oak)).toBe(false);
      const desk = await t.app.inject({
        method: 'PUT',
        url: TASKS_URL,
        headers: t.auth(world.accounts.desk, 'building_admin'),
        payload: { id: world.tasks.pine, is_completed: true },
      });
      expect(desk.statusCode).toBe(404);
      expect(await storedFlag(world.tasks.pine)).toBe(false);
    });

    it('answers 404 for a task that does not exist', async () => {
      const res = await update(world.accounts.maple, { id: 999_999, is_completed: true });
      expect(res.statusCode).toBe(404);
    });

    it.each([
      [{ id: 1 }, 'is_completed'],
      [{ is_completed: true }, 'id'],
      [{ id: 'one', is_completed: true }, 'id'],
      [{ id: 1, is_completed: 'yes' }, 'is_completed'],
      [{ id: 1, is_completed: true, sneaky: 1 }, 'sneaky'],
    ])('refuses the bad body %j with 400 naming %s', async (payload, field) => {
      const res = await update(world.accounts.maple, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
      // A sentence naming the field in words: "Is completed is required."
      expect(res.json<{ msg: string }>().msg).toMatch(new RegExp(`^${fieldLabel(field)} .+\\.$`));
    });

    it('applies a toggle once per Idempotency-Key and replays the first answer', async () => {
      const id = world.tasks.mapleLate;
      const key = { 'idempotency-key': 'toggle-late-1' };
      const first = await update(world.accounts.maple, { id, is_completed: true }, key);
      // Someone else marks it pending in between (another key).
      await update(world.accounts.maple, { id, is_completed: false }, { 'idempotency-key': 'toggle-late-2' });
      const second = await update(world.accounts.maple, { id, is_completed: true }, key);
      const third = await update(world.accounts.maple, { id, is_completed: true }, key);
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      for (const replay of [second, third]) {
        expect(replay.statusCode).toBe(200);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.json()).toEqual(first.json());
      }
      // The replays did not set it complete again.
      expect(await storedFlag(id)).toBe(false);
    });

    it('lets two concurrent requests with one key make one change', async () => {
      const id = world.tasks.mapleSameDay;
      const before = await storedFlag(id);
      const key = { 'idempotency-key': 'concurrent-toggle' };
      const answers = await Promise.all([
        update(world.accounts.maple, { id, is_completed: !before }, key),
        update(world.accounts.maple, { id, is_completed: !before }, key),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers[0]?.json()).toEqual(answers[1]?.json());
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      const [row] = await testDb.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM idempotency_key WHERE key = 'concurrent-toggle'",
      );
      expect(row?.n).toBe(1);
    });

    it('replays a refusal too: the same key for a foreign task stays 404 after the task would be reachable', async () => {
      const key = { 'idempotency-key': 'foreign-1' };
      const first = await update(world.accounts.maple, { id: world.tasks.oak, is_completed: true }, key);
      const again = await update(world.accounts.maple, { id: world.tasks.oak, is_completed: true }, key);
      expect(first.statusCode).toBe(404);
      expect(again.statusCode).toBe(404);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await storedFlag(world.tasks.oak)).toBe(false);
    });

    it('refuses a key reused with a different body or on another path with 422', async () => {
      const key = { 'idempotency-key': 'reused-key' };
      await update(world.accounts.maple, { id: world.tasks.mapleEarly, is_completed: true }, key);
      const otherBody = await update(world.accounts.maple, { id: world.tasks.mapleEarly, is_completed: false }, key);
      expect(otherBody.statusCode).toBe(422);
      expect(otherBody.json()).toMatchObject({ msg: IDEMPOTENCY_MESSAGES.reusedForOtherBody });
      expect(await storedFlag(world.tasks.mapleEarly)).toBe(true);
      const otherPath = await t.app.inject({
        method: 'POST',
        url: '/api/building-manager/message-liason/',
        headers: { ...t.auth(world.accounts.maple), ...key },
        payload: { buildingId: world.buildings.maple, message: 'Hi', isUrgent: false },
      });
      expect(otherPath.statusCode).toBe(422);
      expect(otherPath.json()).toMatchObject({ msg: IDEMPOTENCY_MESSAGES.reusedForOtherPath });
    });

    it('keeps keys per account', async () => {
      const key = { 'idempotency-key': 'shared-key' };
      const maple = await update(world.accounts.maple, { id: world.tasks.mapleEarly, is_completed: false }, key);
      const oak = await update(world.accounts.oak, { id: world.tasks.oak, is_completed: true }, key);
      expect(maple.json()).toMatchObject({ id: world.tasks.mapleEarly, isCompleted: false });
      expect(oak.json()).toMatchObject({ id: world.tasks.oak, isCompleted: true });
      expect(oak.headers['idempotent-replayed']).toBeUndefined();
      await update(world.accounts.oak, { id: world.tasks.oak, is_completed: false });
    });

    it('answers a key still in progress with 409, the header Idempotency-Status: in-progress and field Idempotency-Key', async () => {
      // A first request that has not stored its answer (only visible this way if committed by hand).
      await testDb.db.query(
        `INSERT INTO idempotency_key (account_id, key, method, path, request_hash, status_code, response_body)
         VALUES ($1, 'still-running', 'PUT', '/api/building-manager/tasks/', NULL, 0, 'null'::jsonb)`,
        [world.accounts.maple],
      );
      const before = await storedFlag(world.tasks.mapleEarly);
      const res = await update(
        world.accounts.maple,
        { id: world.tasks.mapleEarly, is_completed: !before },
        { 'idempotency-key': 'still-running' },
      );
      expect(res.statusCode).toBe(409);
      expect(res.headers[HTTP_HEADERS.idempotencyStatus.toLowerCase()]).toBe('in-progress');
      expect(res.json()).toMatchObject({ msg: IDEMPOTENCY_MESSAGES.inProgress, field: 'Idempotency-Key' });
      expect(await storedFlag(world.tasks.mapleEarly)).toBe(before);
    });

    it('accepts the buildingId a building-admin session sends, refusing any other building', async () => {
      const asDesk = (payload: object) =>
        t.app.inject({ method: 'PUT', url: TASKS_URL, headers: t.auth(world.accounts.desk, 'building_admin'), payload });
      const id = world.tasks.mapleSameDay;
      const before = await storedFlag(id);
      const own = await asDesk({ id, is_completed: !before, buildingId: world.buildings.maple });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ id, isCompleted: !before });
      const other = await asDesk({ id, is_completed: before, buildingId: world.buildings.oak });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ msg: AUTH_STRINGS.buildingForbidden, field: 'buildingId' });
      expect(await storedFlag(id)).toBe(!before);
      await asDesk({ id, is_completed: before, buildingId: world.buildings.maple });
    });

    it.each(['', 'has space', 'semi;colon', 'x'.repeat(101)])('refuses the malformed key %j with 400', async (bad) => {
      const res = await update(world.accounts.maple, { id: world.tasks.mapleEarly, is_completed: true }, { 'idempotency-key': bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: IDEMPOTENCY_MESSAGES.invalidKey });
    });
  });
});
