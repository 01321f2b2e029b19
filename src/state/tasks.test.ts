// A toggle replayed from the outbox (queued offline, sent later): once the entry leaves the outbox the
// list must show the server's answer, not the task as it was before the toggle, and be refreshed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayOutboxNow } from '../features/offline-sync/replay.ts';
import { fakeJwt } from '../offline/offline-test-helpers.ts';
import { outbox } from '../offline/outbox.ts';
import { notify } from '../ui/toasts.tsx';
import { signIn, signOut } from './session.ts';
import { applyLocalToggles, TASKS_PATH, tasksResource, type Task } from './tasks.ts';

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
  await outbox.deleteForUser(USER_ID);
  signIn(fakeJwt(USER_ID));
});

afterEach(async () => {
  tasksResource.reset();
  await signOut();
  await outbox.deleteForUser(USER_ID);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a task toggle replayed from the outbox', () => {
  it("shows the server's answer in the list at once and asks for a refresh", async () => {
    const server = fakeServer([task(7, false), task(8, false)]);
    await tasksResource.load({ buildingId: null });
    expect(tasksResource.state.data?.find((item) => item.id === 7)?.isCompleted).toBe(false);

    await outbox.enqueue({
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
    const shown = applyLocalToggles(tasksResource.state.data ?? [], await outbox.listForUser(USER_ID), {});
    expect(shown.find((item) => item.id === 7)).toEqual({ ...SERVER_ANSWER, pendingSync: false });
    expect(shown.find((item) => item.id === 8)).toEqual({ ...task(8, false), pendingSync: false });

    await vi.waitFor(() => expect(server.listRequests).toBe(2));
    server.answerRefresh([SERVER_ANSWER, task(8, false)]);
    await vi.waitFor(() => expect(tasksResource.state.inProgress).toBe(false));
    expect(tasksResource.state.data).toEqual([SERVER_ANSWER, task(8, false)]);
  });
});
