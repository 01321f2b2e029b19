// A toggle replayed from the outbox (queued offline, sent later): once the entry leaves the outbox the
// list must show the server's answer, not the task as it was before the toggle, and be refreshed.
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { replayOutboxNow } from './outbox-replay.ts';
import { clearOutboxOf, countUnsentRows, fakeJwt, queueEntry } from '../testing/offline-test-helpers.ts';
import { outbox } from '../offline/shared/outbox.ts';
import { getOutboxDb } from '../offline/shared/outbox-db.ts';
import { notify } from '../ui/toasts.tsx';
import { setAccount, signIn, signOut } from './session.ts';
import { TASKS_ENDPOINTS } from '../api/tasks-api.ts';
import { applyLocalToggles, taskUi, TASK_FILTER, tasksRequest, tasksResource, tasksToShow, toggleTask, type Task } from './tasks.ts';

const TASKS_PATH = TASKS_ENDPOINTS.list.path;
/** A manager's list: all of the account's buildings. */
const MANAGER_LIST = tasksRequest({ adminBuildingId: null });

const USER_ID = 42;

const task = (id: number, isCompleted: boolean, extraInformation: string | null = null): Task => ({
  id,
  taskName: `Task ${id}`,
  extraInformation,
  building: 'Harbor Lofts',
  buildingId: 1,
  dueDate: '2026-10-24',
  isCompleted,
  attachement: null,
  taskCreated: '2026-10-01',
});

// What the server holds after the toggle; the note tells its answer apart from a local guess.
const SERVER_ANSWER = task(7, true, 'Closed by the front desk');

interface Server {
  listRequests: number;
  puts: { body: unknown; idempotencyKey: string | null }[];
  /** Answers the list requests after the first one (the refresh), which wait until then. */
  answerRefresh(tasks: Task[]): void;
}

function fakeServer(firstList: Task[]): Server {
  let answerRefresh: (tasks: Task[]) => void = () => undefined;
  const refresh = new Promise<Task[]>((resolve) => {
    answerRefresh = resolve;
  });
  const server: Server = { listRequests: 0, puts: [], answerRefresh: (tasks) => answerRefresh(tasks) };
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if (path !== TASKS_PATH) return new Response('{}', { status: 404 });
    if (init.method === 'PUT') {
      server.puts.push({ body: JSON.parse(String(init.body)), idempotencyKey: new Headers(init.headers).get('Idempotency-Key') });
      return json(SERVER_ANSWER);
    }
    server.listRequests += 1;
    return json(server.listRequests === 1 ? firstList : await refresh);
  });
  return server;
}

beforeEach(async () => {
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  await clearOutboxOf(USER_ID);
  signIn(fakeJwt(USER_ID));
});

afterEach(async () => {
  tasksResource.reset();
  await signOut();
  await clearOutboxOf(USER_ID);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a task toggle replayed from the outbox', () => {
  it("shows the server's answer in the list at once and asks for a refresh", async () => {
    const server = fakeServer([task(7, false), task(8, false)]);
    // The list on screen.
    const screen = tasksResource.hold(MANAGER_LIST, true);
    onTestFinished(screen.release);
    await tasksResource.load(MANAGER_LIST);
    expect(tasksResource.stateOf(MANAGER_LIST).data?.find((item) => item.id === 7)?.isCompleted).toBe(false);

    await queueEntry(outbox, {
      userId: USER_ID,
      method: 'PUT',
      path: TASKS_PATH,
      body: { id: 7, is_completed: true },
      kind: 'task-toggle',
      label: 'Mark task 7 complete',
      idempotencyKey: 'key-replayed-toggle',
    });
    await expect(replayOutboxNow()).resolves.toMatchObject({ sent: 1, pending: 0 });
    expect(server.puts).toEqual([{ body: { id: 7, is_completed: true }, idempotencyKey: 'key-replayed-toggle' }]);

    // The entry has left the outbox and the refresh has not answered yet: the list itself must
    // already hold the server's task, or the screen shows the toggle undone.
    const shown = applyLocalToggles(tasksResource.stateOf(MANAGER_LIST).data ?? [], await outbox.listForUser(USER_ID), {});
    expect(shown.find((item) => item.id === 7)).toEqual({ ...SERVER_ANSWER, pendingSync: false });
    expect(shown.find((item) => item.id === 8)).toEqual({ ...task(8, false), pendingSync: false });

    await vi.waitFor(() => expect(server.listRequests).toBe(2));
    server.answerRefresh([SERVER_ANSWER, task(8, false)]);
    await vi.waitFor(() => expect(tasksResource.stateOf(MANAGER_LIST).inProgress).toBe(false));
    expect(tasksResource.stateOf(MANAGER_LIST).data).toEqual([SERVER_ANSWER, task(8, false)]);
  });
});

describe('two toggles of one task in flight at once', () => {
  interface HeldPut {
    body: { id: number; is_completed: boolean; buildingId?: number };
    idempotencyKey: string | null;
    answer: (status: number, body: unknown) => void;
    fail: () => void;
  }

  /** The server: holds each PUT until the test answers it, and applies what it accepts, in order. */
  function slowServer() {
    const held: HeldPut[] = [];
    const applied = new Map<number, boolean>();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      if (path !== TASKS_PATH || init.method !== 'PUT') {
        return Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
      }
      const body = JSON.parse(String(init.body)) as HeldPut['body'];
      return new Promise<Response>((resolve, reject) => {
        held.push({
          body,
          idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
          answer: (status, answerBody) => {
            if (status === 200) applied.set(body.id, body.is_completed);
            resolve(new Response(JSON.stringify(answerBody), { status, headers: { 'content-type': 'application/json' } }));
          },
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      });
    });
    return { held, applied };
  }

  it('queues the second behind the first, so the server ends with the user’s last word', async () => {
    const server = slowServer();
    // First press: Mark complete. Its request hangs.
    const first = toggleTask({ id: 7, isCompleted: false }, 'Task 7');
    await vi.waitFor(() => expect(server.held).toHaveLength(1));
    expect(taskUi.inFlight[7]).toBe(true);

    // The popup was closed and reopened meanwhile; the user presses Mark Pending.
    const second = await toggleTask({ id: 7, isCompleted: true }, 'Task 7');
    expect(second.outcome).toBe('queued');
    // Not sent while the first is unanswered, and the task still shows as in flight.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.held).toHaveLength(1);
    expect(taskUi.inFlight[7]).toBe(false);

    // The first fails for lack of network: queued, ahead of the second (it was made first).
    server.held[0]?.fail();
    await expect(first).resolves.toMatchObject({ outcome: 'queued', offline: true });
    expect(taskUi.inFlight[7]).toBeUndefined();

    // The replay (started by the queued second) sends both, in the order the user made them.
    await vi.waitFor(() => expect(server.held).toHaveLength(2));
    expect(server.held[1]?.body).toEqual({ id: 7, is_completed: true });
    expect(server.held[1]?.idempotencyKey).toBe(server.held[0]?.idempotencyKey);
    server.held[1]?.answer(200, { ...task(7, true) });
    await vi.waitFor(() => expect(server.held).toHaveLength(3));
    expect(server.held[2]?.body).toEqual({ id: 7, is_completed: false });
    server.held[2]?.answer(200, { ...task(7, false) });

    await vi.waitFor(async () => expect(await countUnsentRows(await getOutboxDb(), USER_ID)).toBe(0));
    expect(server.applied.get(7)).toBe(false);
  });

  it("a toggle its author waits for that meets a gateway's 502 (no server behind the balancer) is queued and sent again with its key", async () => {
    const server = slowServer();
    const toggled = toggleTask({ id: 9, isCompleted: false }, 'Task 9');
    await vi.waitFor(() => expect(server.held).toHaveLength(1));
    server.held[0]?.answer(502, { statusCode: 502, error: 'Bad Gateway', message: 'Bad Gateway' });
    await expect(toggled).resolves.toMatchObject({ outcome: 'queued', offline: true });

    // The replay's back-off sends it again, with the same key; the server takes it.
    await vi.waitFor(() => expect(server.held).toHaveLength(2), { timeout: 5_000 });
    expect(server.held[1]?.idempotencyKey).toBe(server.held[0]?.idempotencyKey);
    server.held[1]?.answer(200, { ...task(9, true) });
    await vi.waitFor(async () => expect(await countUnsentRows(await getOutboxDb(), USER_ID)).toBe(0));
    expect(server.applied.get(9)).toBe(true);
  });

  it('a building admin’s toggle carries its building', async () => {
    const server = slowServer();
    setAccount({ id: USER_ID, email: 'desk@example.com', firstName: 'D', lastName: 'K', role: 'building_admin', buildingIdAdmin: 3, language: 'en' });
    const done = toggleTask({ id: 8, isCompleted: false }, 'Task 8');
    await vi.waitFor(() => expect(server.held).toHaveLength(1));
    expect(server.held[0]?.body).toEqual({ id: 8, is_completed: true, buildingId: 3 });
    server.held[0]?.answer(200, task(8, true));
    await expect(done).resolves.toMatchObject({ outcome: 'sent' });

    setAccount({ id: USER_ID, email: 'm@example.com', firstName: 'M', lastName: 'N', role: 'manager', buildingIdAdmin: null, language: 'en' });
    const managers = toggleTask({ id: 8, isCompleted: true }, 'Task 8');
    await vi.waitFor(() => expect(server.held).toHaveLength(2));
    expect(server.held[1]?.body).toEqual({ id: 8, is_completed: false });
    server.held[1]?.answer(200, task(8, false));
    await managers;
  });
});

describe('tasksToShow (the list the Pending Tasks tile counts)', () => {
  const due = (id: number, buildingId: number, dueDate: string, isCompleted = false): Task => ({ ...task(id, isCompleted), buildingId, dueDate });
  // The server's order: due date, then id.
  const list = [due(1, 1, '2026-10-01', true), due(2, 2, '2026-10-02'), due(3, 1, '2026-10-20'), due(4, 1, '2026-10-25'), due(5, 1, '2026-10-26')];
  const ids = (tasks: Task[]) => tasks.map((each) => each.id);

  it("keeps to the chosen building's tasks (0: all), through the filter", () => {
    expect(ids(tasksToShow(list, TASK_FILTER.pending, 1, '2026-10-24'))).toEqual([3, 4, 5]);
    expect(ids(tasksToShow(list, TASK_FILTER.pending, 0, '2026-10-01'))).toEqual([2, 3, 4, 5]);
    expect(ids(tasksToShow(list, TASK_FILTER.completed, 1, '2026-10-24'))).toEqual([1]);
  });

  it('puts overdue tasks (pending, due before today) first; a completed one is never overdue', () => {
    const shuffled = [list[4]!, list[2]!, list[0]!, list[3]!, list[1]!];
    expect(ids(tasksToShow(shuffled, TASK_FILTER.all, 0, '2026-10-25'))).toEqual([3, 2, 5, 1, 4]);
  });
});
