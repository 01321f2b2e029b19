import { localized } from '../../i18n/server-messages.ts';

/** Sentences the task calls answer with; tests import the same constants. */
export const TASK_MESSAGES = localized(
  { notFound: 'Task not found.' },
  {
    es: { notFound: 'No se encontró la tarea.' },
    ar: { notFound: 'لم يتم العثور على المهمة.' },
  },
);
