// The four dashboard totals (docs/product-spec.md, Event dashboard). Pending Tasks is a link-like button to /my-task,
// inert in building-admin mode (the spec's Layout).
import './dashboard.css';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { TopNumbers } from '../../api/dashboard-api.ts';
import { formatCount } from './format-event.ts';

interface TopNumberTilesProps {
  /** Null while nothing has loaded yet: the tiles show a dash rather than a misleading 0. */
  numbers: TopNumbers | null;
  onPendingTasksClick?: () => void;
  /** Building-admin mode: the tile shows its number but cannot be pressed. */
  pendingDisabled?: boolean;
}

function value(numbers: TopNumbers | null, key: keyof TopNumbers): string {
  return numbers === null ? S.notAvailable : formatCount(numbers[key]);
}

function Tile({ label, figure, help }: { label: string; figure: string; help?: string }) {
  return (
    <>
      <span className="dash-tile__figure">{figure}</span>
      <span className="dash-tile__label">{label}</span>
      {help === undefined ? null : <span className="dash-tile__help">{help}</span>}
    </>
  );
}

export function TopNumberTiles({ numbers, onPendingTasksClick, pendingDisabled = false }: TopNumberTilesProps) {
  const pendingClickable = onPendingTasksClick !== undefined && !pendingDisabled;
  return (
    <ul className="dash-tiles" aria-busy={numbers === null}>
      <li className="dash-tile">
        <Tile label={S.totalEvents} figure={value(numbers, 'totalEvents')} help={S.totalEventsHelp} />
      </li>
      <li className="dash-tile">
        <Tile label={S.totalRsvps} figure={value(numbers, 'totalRsvps')} help={S.totalRsvpsHelp} />
      </li>
      <li className="dash-tile">
        <Tile label={S.totalUsers} figure={value(numbers, 'totalUsers')} />
      </li>
      <li className="dash-tile dash-tile--pending">
        <button
          type="button"
          className="dash-tile__button"
          onClick={pendingClickable ? onPendingTasksClick : undefined}
          disabled={!pendingClickable}
          data-tour="pending-tasks"
        >
          <Tile label={S.pendingTasks} figure={value(numbers, 'pendingTasks')} />
        </button>
      </li>
    </ul>
  );
}
