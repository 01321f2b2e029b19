// ?task_id=0: the guided tour's sample task (docs/product-spec.md, Overlay dialogs). Fixed, labelled
// as a sample, never sent.
import type { TaskView } from './tasks.ts';

export const SAMPLE_TASK_ID = 0 as const;

export const SAMPLE_TASK: TaskView = {
  id: SAMPLE_TASK_ID,
  taskName: 'Sample task: check the lobby noticeboard',
  extraInformation: 'Tasks from hOM appear here. Open one to read the details and mark it complete when it is done.',
  building: 'Sample building',
  buildingId: 0,
  dueDate: '2026-01-15',
  isCompleted: false,
  attachement: null,
  taskCreated: '2026-01-01',
  pendingSync: false,
};
