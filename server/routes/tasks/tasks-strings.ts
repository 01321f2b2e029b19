/** Sentences the task calls answer with; tests import the same constants. */
export const TASK_MESSAGES = {
  notFound: 'Task not found.',
} as const;
