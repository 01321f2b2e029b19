// Texts of the guided tour's sample task (sample-task.ts). Translated in
// src/i18n/catalogues/<language>/sample-task.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const SAMPLE_TASK_EN = {
  taskName: 'Sample task: check the lobby noticeboard',
  extraInformation: 'Tasks from hOM appear here. Open one to read the details and mark it complete when it is done.',
  building: 'Sample building',
} as const;

export type SampleTaskMessages = typeof SAMPLE_TASK_EN;
export const SAMPLE_TASK_STRINGS = defineMessages('sample-task', SAMPLE_TASK_EN);
