// The task list of /my-task: name, building, due date and status (an overdue task marked so); each
// row opens ?task_id=N.
import { memo } from 'react';
import { Link, useLocation } from 'wouter';
import { isOverdue, type TaskView } from '../../state/tasks.ts';
import { OFFLINE_SYNC_STRINGS } from '../../ui/offline-sync-strings.ts';
import { formatTaskDate } from './task-format.ts';
import { TASK_STRINGS as S } from './tasks-strings.ts';

/** The product addresses this overlay as ?task_id={taskId} (docs/product-spec.md, Overlay dialogs). */
function taskHref(path: string, taskId: number): string {
  return `${path}?task_id=${taskId}`;
}

/** `today` ('YYYY-MM-DD', the device's date): a pending task due before it is marked overdue. */
export function TaskStatus({ task, today }: { task: TaskView; today?: string }) {
  return (
    <span className="task-status">
      {today !== undefined && isOverdue(task, today) ? <span className="task-overdue-badge">{S.overdue}</span> : null}
      <span className={task.isCompleted ? 'task-badge is-completed' : 'task-badge is-pending'}>
        {task.isCompleted ? S.completed : S.pending}
      </span>
      {task.pendingSync && (
        <span className="pending-sync-marker" data-testid="pending-sync">
          {OFFLINE_SYNC_STRINGS.pendingSync}
        </span>
      )}
    </span>
  );
}

/** Drawn again only for another list (the page re-renders on every load flag of its resource). */
export const TaskList = memo(function TaskList({ tasks, today }: { tasks: readonly TaskView[]; today: string }) {
  const [path] = useLocation();
  if (tasks.length === 0) return <p className="task-empty">{S.noTasks}</p>;
  return (
    <ul className="task-list" aria-label={S.task}>
      {tasks.map((task) => (
        <li key={task.id} className="task-row" data-testid="task-row" data-task-id={task.id}>
          <Link href={taskHref(path, task.id)} className="task-link">
            <span className="task-name">{task.taskName}</span>
            <span className="task-meta">
              <span>{task.building}</span>
              <span>
                {S.dueDate}: {formatTaskDate(task.dueDate)}
              </span>
            </span>
            <TaskStatus task={task} today={today} />
          </Link>
        </li>
      ))}
    </ul>
  );
});
