// The building filter of the dashboard, the users page and the charts: 'All buildings' or one of the
// account's buildings. Controlled: value in, changes out. Its look is the dashboard's .dash-select.
import { ALL_BUILDINGS_ID } from '../config/all-buildings.ts';

export const BUILDING_SELECT_STRINGS = {
  allBuildings: 'All buildings',
  buildingLabel: 'Building',
} as const;

export interface BuildingSelectProps {
  buildings: readonly { id: number; name: string }[];
  /** ALL_BUILDINGS_ID (0) for all buildings. */
  value: number;
  onChange: (buildingId: number) => void;
}

export function BuildingSelect({ buildings, value, onChange }: BuildingSelectProps) {
  return (
    <label className="dash-select">
      <span className="dash-visually-hidden">{BUILDING_SELECT_STRINGS.buildingLabel}</span>
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        <option value={ALL_BUILDINGS_ID}>{BUILDING_SELECT_STRINGS.allBuildings}</option>
        {buildings.map((building) => (
          <option key={building.id} value={building.id}>
            {building.name}
          </option>
        ))}
      </select>
    </label>
  );
}
