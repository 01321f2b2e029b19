// Dates of tasks ('YYYY-MM-DD' from the server) as the event popup writes dates: MMM DD, YYYY.
import { formatWrittenDate } from '../../ui/date-time-format.ts';
import { TASK_STRINGS } from './tasks-strings.ts';

export function formatTaskDate(date: string): string {
  return formatWrittenDate(date.slice(0, 10));
}

/**
 * The popup button reads Mark complete, Completed or Mark Pending (docs/product-spec.md, Task screen and popup). A completed task's
 * button shows its state until the user is about to press it (`revealed`: hover, keyboard focus,
 * or a first tap), then what the press does.
 */
export function taskButtonLabel(isCompleted: boolean, revealed: boolean): string {
  if (!isCompleted) return TASK_STRINGS.markComplete;
  return revealed ? TASK_STRINGS.markPending : TASK_STRINGS.completed;
}
