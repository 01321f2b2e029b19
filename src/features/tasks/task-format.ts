// Dates of tasks ('YYYY-MM-DD' from the server) as the event popup writes dates: MMM DD, YYYY.
import { format, isValid, parseISO } from 'date-fns';
import type { TaskView } from '../../state/tasks.ts';
import { TASK_STRINGS } from './tasks-strings.ts';

export function formatTaskDate(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'MMM dd, yyyy') : date;
}

export interface TaskActionState {
  /** The badge beside a completed task ('Completed'); null for a pending one. */
  badge: string | null;
  /** The popup button: 'Mark complete' for a pending task, 'Mark Pending' for a completed one. */
  button: string;
}

/** Spec §2: the popup button reads Mark complete, Completed or Mark Pending. */
export function taskActionState(task: Pick<TaskView, 'isCompleted'>): TaskActionState {
  return task.isCompleted
    ? { badge: TASK_STRINGS.completed, button: TASK_STRINGS.markPending }
    : { badge: null, button: TASK_STRINGS.markComplete };
}
