// The task list as a cached read, apart from the toggle that writes it (tasks.ts), so the table of
// queued writes can show a toggle's answer on it without importing the toggle.
import { TASKS_ENDPOINTS, type Task } from '../api/tasks-api.ts';
import { buildingTags } from './cache-tags.ts';
import { currentScope, withBuilding, type BuildingScope } from './building-scope.ts';
import { createCachedResource } from './cached-resource.ts';

export const tasksResource = createCachedResource({
  name: 'tasks',
  endpoint: TASKS_ENDPOINTS.list,
  provides: (body) => buildingTags(body, 'tasks'),
});

/**
 * The task list's body, for the page, its preload, the popup, the refresh after a toggle and the
 * offline warm-up alike: a manager's list holds all buildings (one device copy, which /my-task
 * narrows to the chosen building), a building admin's its own.
 */
export function tasksRequest(scope: Pick<BuildingScope, 'adminBuildingId'>) {
  return withBuilding({}, scope.adminBuildingId);
}

/** The server's answer to a toggle replaces the task in the list on screen. */
export function showUpdatedTask(updated: Task): void {
  tasksResource.update(tasksRequest(currentScope()), (list) => list.map((item) => (item.id === updated.id ? updated : item)));
}
