// Header controls of the Event Performance card: 'Last 10 events' / 'Last 20 events' and the
// building filter. Controlled: values in, changes out.
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import { ALL_BUILDINGS_ID, type Building } from '../../api/buildings-api.ts';
import { EVENT_COUNT_CHOICES, type EventCount } from '../../api/dashboard-api.ts';

const EVENT_COUNT_LABELS: Record<EventCount, string> = { 10: S.last10Events, 20: S.last20Events };

export interface EventCountControlProps {
  value: EventCount;
  onChange: (count: EventCount) => void;
}

export function EventCountControl({ value, onChange }: EventCountControlProps) {
  return (
    <div className="dash-segmented" role="group" aria-label={S.eventCountLabel}>
      {EVENT_COUNT_CHOICES.map((count) => (
        <button
          key={count}
          type="button"
          className="dash-segmented__option"
          aria-pressed={value === count}
          onClick={() => {
            if (value !== count) onChange(count);
          }}
        >
          {EVENT_COUNT_LABELS[count]}
        </button>
      ))}
    </div>
  );
}

export interface BuildingSelectProps {
  buildings: readonly Building[];
  /** ALL_BUILDINGS_ID (0) for all buildings. */
  value: number;
  onChange: (buildingId: number) => void;
}

export function BuildingSelect({ buildings, value, onChange }: BuildingSelectProps) {
  return (
    <label className="dash-select">
      <span className="dash-visually-hidden">{S.buildingLabel}</span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        <option value={ALL_BUILDINGS_ID}>{S.allBuildings}</option>
        {buildings.map((building) => (
          <option key={building.id} value={building.id}>
            {building.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * 'Loading....' beside a card's controls while a refresh runs. It keeps its place when idle (hidden,
 * not removed), so the controls beside it never move.
 */
export function RefreshingMark({ shown }: { shown: boolean }) {
  return (
    <span className={shown ? 'dash-chart__refreshing' : 'dash-chart__refreshing dash-chart__refreshing--idle'} aria-hidden={!shown}>
      {S.loading}
    </span>
  );
}
