// Task calls (/tasks/): the list (a cached read) and the toggle (an outbox write).
import type { RequestOf, ResponseOf } from './api-contract.ts';
import { TASKS_ENDPOINTS } from './endpoints.ts';

export { TASKS_ENDPOINTS };

export type Task = ResponseOf<typeof TASKS_ENDPOINTS.list>[number];
export type TaskToggleBody = RequestOf<typeof TASKS_ENDPOINTS.toggle>;
