// ?task_id=N (docs/product-spec.md, Task screen and popup): the task's details and its button (task-toggle-button.tsx: Mark complete,
// Completed or Mark Pending). ?task_id=0 is the guided tour's sample, toggled on screen only.
import { useEffect, useState } from 'react';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { ensureTasksLoaded, useTaskToggleInFlight, useTasks, type TaskView } from '../../state/tasks.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { SAMPLE_TASK, SAMPLE_TASK_ID } from '../../state/sample-task.ts';
import { TaskStatus } from './task-list.tsx';
import { formatTaskDate } from './task-format.ts';
import { TaskToggleButton } from './task-toggle-button.tsx';
import { toggleTaskWithFeedback } from './toggle-task-action.ts';
import { TASK_STRINGS as S } from './tasks-strings.ts';
import './tasks.css';

interface TaskDetailProps {
  task: TaskView;
  busy: boolean;
  sample?: boolean;
  onToggle: () => void;
}

export function TaskDetail({ task, busy, sample = false, onToggle }: TaskDetailProps) {
  return (
    <div className="task-detail">
      {sample && (
        <p className="task-sample-note">
          <span className="task-badge is-sample">{S.sampleBadge}</span> {S.sampleNote}
        </p>
      )}
      <h3 className="task-detail-name">{task.taskName}</h3>
      <p className="task-detail-extra">{task.extraInformation?.trim() || S.noExtraInformation}</p>
      <dl className="task-facts">
        <dt>{S.building}</dt>
        <dd>{task.building}</dd>
        <dt>{S.dueDate}</dt>
        <dd>{formatTaskDate(task.dueDate)}</dd>
        <dt>{S.created}</dt>
        <dd>{formatTaskDate(task.taskCreated)}</dd>
        <dt>{S.status}</dt>
        <dd>
          <TaskStatus task={task} />
        </dd>
        {task.attachement && (
          <>
            <dt>{S.attachment}</dt>
            <dd>
              <a href={task.attachement} target="_blank" rel="noopener noreferrer" className="text-link">
                {S.openAttachment}
              </a>
            </dd>
          </>
        )}
      </dl>
      <div className="dialog-actions">
        <TaskToggleButton isCompleted={task.isCompleted} busy={busy} onToggle={onToggle} />
      </div>
    </div>
  );
}

function SampleTask() {
  const [completed, setCompleted] = useState(false);
  return (
    <TaskDetail
      task={{ ...SAMPLE_TASK, isCompleted: completed }}
      busy={false}
      sample
      onToggle={() => setCompleted((value) => !value)}
    />
  );
}

function RealTask({ taskId }: { taskId: number }) {
  const { resource, tasks } = useTasks(false);
  // From the store, not this mount: closing and reopening the popup keeps a toggle in flight busy.
  const busy = useTaskToggleInFlight(taskId);
  useEffect(() => ensureTasksLoaded(), []);
  const task = tasks?.find((item) => item.id === taskId);
  if (!task) {
    if (resource.inProgress || !tasks) return <p>{resource.error ?? S.loading}</p>;
    return <p>{S.taskNotFound}</p>;
  }
  const onToggle = () => void toggleTaskWithFeedback(task);
  return <TaskDetail task={task} busy={busy} onToggle={onToggle} />;
}

export default function TaskDialog({ params, onClose }: OverlayProps) {
  const taskId = Number(params.task_id);
  return (
    <Dialog title={S.taskDetail} onClose={onClose} closeLabel={S.close} size="medium">
      {taskId === SAMPLE_TASK_ID ? (
        <SampleTask />
      ) : Number.isInteger(taskId) && taskId > 0 ? (
        <RealTask taskId={taskId} />
      ) : (
        <p>{S.taskNotFound}</p>
      )}
    </Dialog>
  );
}
