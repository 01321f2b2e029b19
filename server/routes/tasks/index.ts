import { resolveBuildingScope } from '../../auth/building-scope.ts';
import { httpError } from '../../http/http-error.ts';
import { announceChange } from '../../live-changes/change-notice.ts';
import { replyIdempotently } from '../../http/idempotency.ts';
import type { RoutePlugin } from '../../http/route-plugin.ts';
import { listTasks, setTaskCompleted } from './tasks-repository.ts';
import { listTasksSchema, updateTaskSchema } from './tasks-schemas.ts';
import { TASK_MESSAGES } from './tasks-strings.ts';

const TASKS_PATH = '/tasks/';

/** In the manager scope (server/http/session-scope.ts): every call has a session. */
const tasksRoutes: RoutePlugin = async (app) => {
  app.post(TASKS_PATH, { schema: listTasksSchema }, async (request) => {
    const buildingIds = resolveBuildingScope(request.account, request.body?.buildingId);
    return listTasks(app.db, buildingIds);
  });

  app.put(
    TASKS_PATH,
    { schema: updateTaskSchema },
    async (request, reply) => {
      const { id, is_completed: isCompleted, buildingId } = request.body;
      const buildingIds = resolveBuildingScope(request.account, buildingId);
      return replyIdempotently(request, reply, { db: app.db, accountId: request.account.id }, async (tx) => {
        // Another building's task answers exactly like a missing one: nothing about it leaks.
        const task = await setTaskCompleted(tx, { id, isCompleted, buildingIds });
        if (!task) throw httpError(404, TASK_MESSAGES.notFound, 'id');
        // Heard by the live-change streams when this commits (every server process on the database).
        await announceChange(tx, { kind: 'task', buildingIds: [task.buildingId] });
        return { body: task };
      });
    },
  );
};

export default tasksRoutes;
