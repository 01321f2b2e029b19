// Texts of the task screen and popup: the spec's exactly as written (docs/product-spec.md, Task screen and popup), then our own.
// Translated in src/i18n/catalogues/<language>/tasks.ts.
import { defineMessages } from '../../i18n/catalogue.ts';

const TASKS_EN = {
  // The spec's, exact.
  allTasks: 'All tasks',
  pendingTasks: 'Pending tasks',
  completedTasks: 'Completed tasks',
  markComplete: 'Mark complete',
  completed: 'Completed',
  markPending: 'Mark Pending',
  // Ours.
  filterLabel: 'Show',
  pending: 'Pending',
  /** Ours: a pending task whose due date has passed. */
  overdue: 'Overdue',
  building: 'Building',
  dueDate: 'Due date',
  created: 'Created',
  status: 'Status',
  task: 'Task',
  attachment: 'Attachment',
  openAttachment: 'Open attachment',
  noExtraInformation: 'No extra information.',
  noTasks: 'No tasks to show.',
  loading: 'Loading....',
  taskDetail: 'Task detail',
  taskNotFound: 'This task is not in your list.',
  sampleBadge: 'Sample',
  sampleNote: 'This is a sample task from the guided tour. Nothing you do here is saved.',
  close: 'Close',
  /** A toggle as the unsent-changes list names it. */
  toggleLabel: (taskName: string, toCompleted: boolean) => (toCompleted ? `Mark “${taskName}” complete` : `Mark “${taskName}” pending`),
} as const;

export type TasksMessages = typeof TASKS_EN;
export const TASK_STRINGS = defineMessages('tasks', TASKS_EN);

export const taskToggleLabel = (taskName: string, toCompleted: boolean): string => TASK_STRINGS.toggleLabel(taskName, toCompleted);
