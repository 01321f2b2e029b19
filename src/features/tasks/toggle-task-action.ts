// What the user sees after pressing Mark complete / Mark Pending (the spec's error catalogue: a failed update toasts
// data.msg; the task falls back to its previous state by itself, since only the server's list and
// queued toggles decide what is shown).
import { toggleTask, type TaskView } from '../../state/tasks.ts';
import { notify } from '../../ui/toasts.tsx';
import { OFFLINE_SYNC_STRINGS } from '../../ui/offline-sync-strings.ts';
import { taskToggleLabel } from './tasks-strings.ts';

export async function toggleTaskWithFeedback(task: Pick<TaskView, 'id' | 'taskName' | 'isCompleted'>): Promise<void> {
  const outcome = await toggleTask(task, taskToggleLabel(task.taskName, !task.isCompleted));
  if (outcome.outcome === 'failed') notify.error(outcome.result.data.msg);
  else if (outcome.outcome === 'queued' && outcome.offline) notify.success(OFFLINE_SYNC_STRINGS.changeQueued);
}
