// ?task_id=0: the guided tour's sample task (docs/product-spec.md, Overlay dialogs). Fixed, labelled
// as a sample, never sent.
import type { TaskView } from './tasks.ts';
import { SAMPLE_TASK_STRINGS as S } from './sample-task-strings.ts';

export const SAMPLE_TASK_ID = 0 as const;

/** Its words are getters: the dialog copies the task as it draws, so they are in the language in force. */
export const SAMPLE_TASK: TaskView = {
  id: SAMPLE_TASK_ID,
  get taskName() {
    return S.taskName;
  },
  get extraInformation() {
    return S.extraInformation;
  },
  get building() {
    return S.building;
  },
  buildingId: 0,
  dueDate: '2026-01-15',
  isCompleted: false,
  attachement: null,
  taskCreated: '2026-01-01',
  pendingSync: false,
};
