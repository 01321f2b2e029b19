// Every choice of a building in the app: the filters of the dashboards, the users page, the Events
// screen and the charts ('All buildings' or one), and the forms' fields that name one building (a
// new event, an import, a message to the liaison, the report). Controlled: a building id in, changes
// out, ALL_BUILDINGS_ID standing for all buildings or, where one must be named, for none chosen yet.
import { useId, type ReactNode } from 'react';
import { ALL_BUILDINGS_ID, isAllBuildings } from '../contract/all-buildings.ts';
import { BUILDING_SELECT_STRINGS } from './building-select-strings.ts';

// Its words are a section of the catalogue; exported here too, where callers and tests find them.
export { BUILDING_SELECT_STRINGS };

/** The option of a prompt ("Choose a building"): empty, so a form reads it as no answer. */
const NONE_CHOSEN = '';

export interface BuildingSelectProps {
  buildings: readonly { id: number; name: string }[];
  /** The chosen building; ALL_BUILDINGS_ID for all of them, or for none yet where `prompt` is given. */
  value: number;
  onChange: (buildingId: number) => void;
  /** Offer 'All buildings' first (the default); false where one building must be named. */
  allBuildings?: boolean;
  /** Where one building must be named: the first option asks for it ("Choose a building"). */
  prompt?: string;
  /**
   * 'filter' (the default): a toolbar's compact select, its label for screen readers only (the
   * dashboard's .dash-select). 'field': a form's field, its label shown above it.
   */
  look?: 'filter' | 'field';
  label?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Shown under a field's select (its error, a note). */
  children?: ReactNode;
}

export function BuildingSelect(props: BuildingSelectProps) {
  const { buildings, value, onChange, allBuildings = true, prompt, look = 'filter', label = BUILDING_SELECT_STRINGS.buildingLabel } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  const select = (
    <select
      id={look === 'field' ? id : props.id}
      name={props.name}
      className={look === 'field' ? 'field-input' : undefined}
      value={prompt !== undefined && isAllBuildings(value) ? NONE_CHOSEN : value}
      disabled={props.disabled}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.describedBy}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      onChange={(event) => onChange(event.target.value === NONE_CHOSEN ? ALL_BUILDINGS_ID : Number(event.target.value))}
    >
      {prompt !== undefined ? <option value={NONE_CHOSEN}>{prompt}</option> : allBuildings ? <option value={ALL_BUILDINGS_ID}>{BUILDING_SELECT_STRINGS.allBuildings}</option> : null}
      {buildings.map((building) => (
        <option key={building.id} value={building.id}>
          {building.name}
        </option>
      ))}
    </select>
  );
  if (look === 'filter') {
    return (
      <label className="dash-select">
        <span className="dash-visually-hidden">{label}</span>
        {select}
      </label>
    );
  }
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {select}
      {props.children}
    </div>
  );
}
