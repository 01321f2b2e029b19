// /my-task (docs/product-spec.md, Task screen and popup; States and transitions): the filter (All tasks, Pending tasks, Completed tasks; default All) and the
// list, shown from the device's copy at once and refreshed from the server. The list is the
// building's the dashboard shows (a manager's selector here too), overdue tasks marked and first.
import { format } from 'date-fns';
import { useId, useMemo } from 'react';
import { TaskList } from '../features/tasks/task-list.tsx';
import { TASK_STRINGS as S } from '../features/tasks/tasks-strings.ts';
import '../features/dashboard/dashboard.css';
import '../features/tasks/tasks.css';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { CopyAgeInTopBar } from '../offline/stale-notice.tsx';
import { chooseBuilding, useBuildingScope } from '../state/building-scope.ts';
import { useBuildings } from '../state/buildings.ts';
import { setTaskFilter, TASK_FILTER, tasksToShow, toTaskFilter, useTasks } from '../state/tasks.ts';
import { BuildingSelect } from '../ui/building-select.tsx';

/** The filter's choices, their names read as drawn (in the language in force). */
function filterOptions() {
  return [
    { value: TASK_FILTER.all, label: S.allTasks },
    { value: TASK_FILTER.pending, label: S.pendingTasks },
    { value: TASK_FILTER.completed, label: S.completedTasks },
  ] as const;
}

export default function TasksPage() {
  usePageTitle(SHELL_STRINGS.tasksHeading);
  const selectId = useId();
  const { resource, tasks, filter } = useTasks();
  const scope = useBuildingScope();
  const buildings = useBuildings(scope.ready && !scope.isBuildingAdmin).data ?? [];
  // The device's date: a task due before it is overdue (a due date is a day, not a moment).
  const today = format(new Date(), 'yyyy-MM-dd');
  const shown = useMemo(
    () => (tasks ? tasksToShow(tasks, filter, scope.buildingId, today) : null),
    [tasks, filter, scope.buildingId, today],
  );

  return (
    <div className="page task-page">
      <div className="task-toolbar">
        <label className="field-label" htmlFor={selectId}>
          {S.filterLabel}
        </label>
        <select
          id={selectId}
          className="field-input task-filter"
          value={filter}
          onChange={(event) => setTaskFilter(toTaskFilter(event.target.value))}
        >
          {filterOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {buildings.length > 1 ? <BuildingSelect buildings={buildings} value={scope.buildingId} onChange={chooseBuilding} /> : null}
      </div>
      <CopyAgeInTopBar cachedAt={[resource.cachedAt]} />
      {shown ? (
        <TaskList tasks={shown} today={today} />
      ) : resource.inProgress ? (
        <p className="task-empty">{S.loading}</p>
      ) : (
        resource.error && (
          <p className="form-error" role="alert">
            {resource.error}
          </p>
        )
      )}
      {shown && resource.error && !resource.cachedAt && (
        <p className="form-error" role="alert">
          {resource.error}
        </p>
      )}
    </div>
  );
}
