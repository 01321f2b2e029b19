// Tasks (docs/product-spec.md, Task screen and popup): the list as a cached resource, the filter,
// and the toggle. A toggle is optimistic and goes through the outbox path; queued toggles of this
// user are re-applied to the list, so a reload offline still shows them (marked pending sync).
import { useMemo } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { Task, TaskToggleBody } from '../api/tasks-api.ts';
import { outboxView, pendingEntries, refreshOutboxView } from './outbox-view.ts';
import { asQueuedEntry } from './queued-writes.ts';
import { sendOrQueue, type QueuedOutcome } from './send-or-queue.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { compareReplayOrder } from '../offline/shared/outbox-store.ts';
import { currentScope, isAllBuildings, useBuildingScope, withBuilding } from './building-scope.ts';
import { onSignOut } from './session.ts';
import { tasksRequest, tasksResource } from './task-list.ts';
import { useCachedResource } from './use-resource.ts';
import { useTransitionSnapshot } from './use-transition-snapshot.ts';

export type { Task } from '../api/tasks-api.ts';
export { tasksRequest, tasksResource } from './task-list.ts';

export interface TaskView extends Task {
  /** The shown state waits in the outbox (offline) and has not reached the server yet. */
  pendingSync: boolean;
}

/** The product's task filter values: 0 all, 1 pending, 2 completed; all by default. */
export const TASK_FILTER = { all: 0, pending: 1, completed: 2 } as const;
export type TaskFilter = (typeof TASK_FILTER)[keyof typeof TASK_FILTER];

interface TaskUiState {
  filter: TaskFilter;
  /** Toggles sent and not yet answered: task id → the state the user asked for. */
  inFlight: Record<number, boolean>;
}

export const taskUi = proxy<TaskUiState>({ filter: TASK_FILTER.all, inFlight: {} });

// How many toggles of each task are unanswered: the mark (the latest asked state) stays until the
// last of them ends, whichever order they end in.
const inFlightToggles = new Map<number, number>();

onSignOut(() => {
  taskUi.filter = TASK_FILTER.all;
  taskUi.inFlight = {};
  inFlightToggles.clear();
});

export function toTaskFilter(value: unknown): TaskFilter {
  const number = Number(value);
  return number === TASK_FILTER.pending || number === TASK_FILTER.completed ? number : TASK_FILTER.all;
}

/** 1 = pending only, 2 = completed only, any other value = all (the product's task filter). */
export function filterTasks<T extends Pick<Task, 'isCompleted'>>(tasks: readonly T[], filter: number): T[] {
  if (filter === TASK_FILTER.pending) return tasks.filter((task) => !task.isCompleted);
  if (filter === TASK_FILTER.completed) return tasks.filter((task) => task.isCompleted);
  return [...tasks];
}

/** A pending task whose due date ('YYYY-MM-DD') is before `today` (the device's date, same form). */
export function isOverdue(task: Pick<Task, 'isCompleted' | 'dueDate'>, today: string): boolean {
  return !task.isCompleted && task.dueDate < today;
}

/**
 * What /my-task lists: the tasks of the building the dashboard shows (0: all of them, as
 * its Pending Tasks tile counts), through the filter, overdue ones first; each part keeps the
 * server's order (due date, then id).
 */
export function tasksToShow<T extends Pick<Task, 'isCompleted' | 'dueDate' | 'buildingId'>>(
  tasks: readonly T[],
  filter: number,
  buildingId: number,
  today: string,
): T[] {
  const inBuilding = isAllBuildings(buildingId) ? tasks : tasks.filter((task) => task.buildingId === buildingId);
  const shown = filterTasks(inBuilding, filter);
  return [...shown.filter((task) => isOverdue(task, today)), ...shown.filter((task) => !isOverdue(task, today))];
}

/**
 * The Pending Tasks tile (which goes to /my-task) opens the list it counts, so its number matches
 * what shows: pending tasks only, of the building chosen on the dashboard (the shared choice
 * /my-task follows).
 */
export function showPendingTasks(): void {
  taskUi.filter = TASK_FILTER.pending;
}

/** The list as the user should see it: the server's tasks with queued and in-flight toggles applied. */
export function applyLocalToggles(
  tasks: readonly Task[],
  entries: readonly OutboxEntry[],
  inFlight: Readonly<Record<number, boolean>>,
): TaskView[] {
  const queued = new Map<number, boolean>();
  for (const entry of pendingEntries(entries).sort(compareReplayOrder)) {
    const write = asQueuedEntry(entry);
    if (write?.kind === 'task-toggle') queued.set(write.body.id, write.body.is_completed);
  }
  return tasks.map((task) => {
    const flying = inFlight[task.id];
    if (flying !== undefined) return { ...task, isCompleted: flying, pendingSync: false };
    const waiting = queued.get(task.id);
    if (waiting !== undefined) return { ...task, isCompleted: waiting, pendingSync: true };
    return { ...task, pendingSync: false };
  });
}

export function setTaskFilter(filter: TaskFilter): void {
  taskUi.filter = filter;
}

/** For the popup opened by a link: loads the list unless it is already there or on its way. */
export function ensureTasksLoaded(): void {
  const body = tasksRequest(currentScope());
  const { data, inProgress } = tasksResource.stateOf(body);
  if (data === null && !inProgress) void tasksResource.load(body);
}

/**
 * The toggle's body; a building admin's session sends its building with every request
 * (docs/product-spec.md, Roles and permissions).
 */
export function toggleBody(taskId: number, toCompleted: boolean): TaskToggleBody {
  return withBuilding({ id: taskId, is_completed: toCompleted }, currentScope().adminBuildingId);
}

/**
 * Marks a task complete or pending; `label` names the change in the unsent-changes list. Once sent,
 * the list shows the server's task and is asked for again (queued-writes.ts), also when a
 * replay sends it later. The caller shows the outcome (a failed update toasts data.msg).
 */
export async function toggleTask(task: Pick<TaskView, 'id' | 'isCompleted'>, label: string): Promise<QueuedOutcome<Task>> {
  const toCompleted = !task.isCompleted;
  inFlightToggles.set(task.id, (inFlightToggles.get(task.id) ?? 0) + 1);
  taskUi.inFlight[task.id] = toCompleted;
  try {
    const outcome = await sendOrQueue('task-toggle', toggleBody(task.id, toCompleted), label);
    if (outcome.outcome === 'queued') {
      // The queued entry takes over from the in-flight mark without a flash of the old state.
      await refreshOutboxView();
    }
    return outcome;
  } finally {
    const left = (inFlightToggles.get(task.id) ?? 1) - 1;
    if (left > 0) {
      inFlightToggles.set(task.id, left);
    } else {
      inFlightToggles.delete(task.id);
      delete taskUi.inFlight[task.id];
    }
  }
}

/**
 * True while a toggle of the task is unanswered, in whichever popup (or mount of it) it was made.
 * Drawn with the list's data (a transition): the button is enabled again only with the new state.
 */
export function useTaskToggleInFlight(taskId: number): boolean {
  return useTransitionSnapshot(taskUi).inFlight[taskId] !== undefined;
}

/** The task list's load, started at app start on /my-task (see preloadRouteData). */
export function preloadTasks(): Promise<void> {
  return tasksResource.preload(tasksRequest(currentScope()));
}

/** Loads the list while mounted (and marks it in view for reconnect refreshes); the local toggles applied. */
export function useTasks(load = true) {
  const resource = useCachedResource(tasksResource, tasksRequest(useBuildingScope()), load);
  // The marks and the queued toggles change in the same task as the list's data: drawn with it.
  const { entries } = useTransitionSnapshot(outboxView);
  const { inFlight } = useTransitionSnapshot(taskUi);
  // The filter at once: its select is controlled, and React would put back the old choice until a
  // transition drew the new one.
  const { filter } = useSnapshot(taskUi);
  // Kept while its inputs are: a revalidation that flips only the load flags (or confirms the same
  // list) then leaves the list's rows alone (~100 rows redrawn for nothing on a tablet's CPU).
  const { data } = resource;
  const tasks = useMemo(
    () => (data ? applyLocalToggles(data, entries as readonly OutboxEntry[], inFlight) : null),
    [data, entries, inFlight],
  );
  return { resource, tasks, filter };
}
