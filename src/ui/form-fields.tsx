// Select and checkbox fields (react-final-form), labelled and with their error: the create forms of
// /building and the event dialogs use them.
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { ALL_BUILDINGS_ID, isAllBuildings } from '../contract/all-buildings.ts';
import { BuildingSelect } from './building-select.tsx';
import type { FieldError } from './text-field.tsx';

function errorOf(meta: { touched?: boolean; error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return meta.error;
  return !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined;
}

export function SelectField({ name, label, validate, children }: { name: string; label: string; validate?: (value: unknown) => FieldError; children: ReactNode }) {
  const id = useId();
  const { input, meta } = useField<string, HTMLSelectElement>(name, { validate });
  const error = errorOf(meta);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select {...input} id={id} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form's choice of building (BuildingSelect), its value kept as the form keeps every value: the id
 * as text, '' for none chosen. `prompt` asks for one building; without it 'All buildings' ('0') comes
 * first unless `allBuildings` is false.
 */
export function BuildingField({
  buildings,
  label,
  prompt,
  allBuildings = prompt === undefined,
  validate,
  note,
}: {
  buildings: readonly { id: number; name: string }[];
  label: string;
  prompt?: string;
  allBuildings?: boolean;
  validate?: (value: unknown) => FieldError;
  /** Said under the select, before its error. */
  note?: ReactNode;
}) {
  const id = useId();
  const { input, meta } = useField<string, HTMLSelectElement>('buildingId', { validate });
  const error = errorOf(meta);
  return (
    <BuildingSelect
      look="field"
      id={id}
      name={input.name}
      label={label}
      buildings={buildings}
      prompt={prompt}
      allBuildings={allBuildings}
      value={input.value === '' ? ALL_BUILDINGS_ID : Number(input.value)}
      onChange={(buildingId) => input.onChange(prompt !== undefined && isAllBuildings(buildingId) ? '' : String(buildingId))}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      invalid={error !== undefined}
      describedBy={error ? `${id}-error` : undefined}
    >
      {note}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </BuildingSelect>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { input } = useField<boolean, HTMLInputElement>(name, { type: 'checkbox' });
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        className="field-checkbox__input"
        name={input.name}
        checked={input.checked ?? false}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
