// The form that adds one thing to the manager's buildings: a building, a block or
// company, a venue, a studio or staff. Writes that need the connection: offline they say so and send
// nothing. A refusal naming a field shows on that field; the lists refresh after a success.
import { useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import './buildings.css';
import type { ApiResult } from '../../api/client.ts';
import { addStaff, createBuilding, createStudio, createUnit, createVenue, type CreateKind } from '../../api/create-api.ts';
import type { Building } from '../../api/buildings-api.ts';
import { ALL_BUILDINGS_ID } from '../../state/building-scope.ts';
import { refreshBuildings, studiosRequest, studiosResource } from '../../state/buildings.ts';
import { sendOnline } from '../../state/send-online.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { TextField, type FieldError } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toasts.tsx';
import { BuildingField, CheckboxField, SelectField } from '../../ui/form-fields.tsx';
import { CREATE_FORM_STRINGS as S } from './create-strings.ts';
import { deviceTimeZone, timeZonesWith } from './time-zones.ts';
import { keepFocusOnPress } from '../../ui/keep-focus-on-press.ts';

type Values = Record<string, string | boolean | undefined>;

const required = (value: unknown): FieldError => (typeof value === 'string' && value.trim() !== '' ? undefined : S.required);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));

let zoneOptions: { zone: string; options: ReactElement[] } | null = null;
/**
 * The ~420 time zones as <option>s (holding the device's `zone`), made once: the same elements each
 * render let React pass over them (the form renders on every keystroke).
 */
function timeZoneOptions(zone: string): ReactElement[] {
  if (zoneOptions?.zone !== zone) {
    const options = timeZonesWith(zone).map((name) => (
      <option key={name} value={name}>
        {name}
      </option>
    ));
    zoneOptions = { zone, options };
  }
  return zoneOptions.options;
}

/** The request of `kind` for the form's values. */
function send(kind: CreateKind, values: Values): Promise<ApiResult<unknown>> {
  const buildingId = Number(values.buildingId);
  switch (kind) {
    case 'building': {
      const liaison = { firstName: optional(values.liaisonFirstName), lastName: optional(values.liaisonLastName), email: optional(values.liaisonEmail) };
      return createBuilding({
        name: text(values.name),
        buildingType: values.buildingType === 'COMMERCIAL' ? 'COMMERCIAL' : 'RESIDENTIAL',
        timeZone: text(values.timeZone),
        dashboardAccess: values.dashboardAccess === true,
        amenityMembership: values.amenityMembership === true,
        liaison: Object.values(liaison).some((part) => part !== null) ? liaison : null,
      });
    }
    case 'unit':
      return createUnit({ buildingId, name: text(values.name) });
    case 'venue':
      return createVenue({ buildingId, name: text(values.name), capacity: text(values.capacity) === '' ? null : Number(values.capacity) });
    case 'studio':
      return createStudio({ buildingId, name: text(values.name) });
    case 'staff':
      return values.staffType === 'teacher'
        ? addStaff({ staffType: 'teacher', firstName: text(values.firstName), lastName: text(values.lastName), studioId: Number(values.studioId) })
        : addStaff({ staffType: 'building_admin', firstName: text(values.firstName), lastName: text(values.lastName), email: text(values.email), buildingId });
  }
}

function BuildingChoice({ buildings }: { buildings: readonly Building[] }) {
  return <BuildingField buildings={buildings} label={S.building} prompt={S.chooseBuilding} validate={required} />;
}

function KindFields({ kind, values, buildings }: { kind: CreateKind; values: Values; buildings: readonly Building[] }) {
  const studios = useCachedResource(studiosResource, studiosRequest(ALL_BUILDINGS_ID), kind === 'staff');
  if (kind === 'building') {
    return (
      <>
        <TextField name="name" label={S.name} validate={required} />
        <SelectField name="buildingType" label={S.buildingType}>
          <option value="RESIDENTIAL">{S.residential}</option>
          <option value="COMMERCIAL">{S.commercial}</option>
        </SelectField>
        <SelectField name="timeZone" label={S.timeZone} validate={required}>
          {timeZoneOptions(deviceTimeZone())}
        </SelectField>
        <CheckboxField name="dashboardAccess" label={S.dashboardAccess} />
        <CheckboxField name="amenityMembership" label={S.amenityMembership} />
        <TextField name="liaisonFirstName" label={S.liaisonFirstName} />
        <TextField name="liaisonLastName" label={S.liaisonLastName} />
        <TextField name="liaisonEmail" label={S.liaisonEmail} type="email" />
      </>
    );
  }
  if (kind === 'staff') {
    const teacher = values.staffType === 'teacher';
    return (
      <>
        <SelectField name="staffType" label={S.staffType}>
          <option value="building_admin">{S.buildingAdmin}</option>
          <option value="teacher">{S.teacher}</option>
        </SelectField>
        <TextField name="firstName" label={S.firstName} validate={required} />
        <TextField name="lastName" label={S.lastName} validate={required} />
        {teacher ? (
          <SelectField name="studioId" label={S.studio} validate={required}>
            <option value="">{S.chooseStudio}</option>
            {(studios.data ?? []).map((studio) => (
              <option key={studio.id} value={String(studio.id)}>
                {studio.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <>
            <TextField name="email" label={S.email} type="email" validate={required} />
            <BuildingChoice buildings={buildings} />
          </>
        )}
      </>
    );
  }
  return (
    <>
      <BuildingChoice buildings={buildings} />
      <TextField name="name" label={S.name} validate={required} />
      {kind === 'venue' ? <TextField name="capacity" label={S.capacity} type="number" /> : null}
    </>
  );
}

/** What a new form holds: the time zone is the device's (a building is usually set up on its site). */
function initialValues(): Values {
  return { buildingType: 'RESIDENTIAL', timeZone: deviceTimeZone(), dashboardAccess: true, amenityMembership: false, staffType: 'building_admin' };
}

export interface CreateFormProps {
  kind: CreateKind;
  buildings: readonly Building[];
  /** After a success (the toast shown, the lists asked again) and on Cancel. */
  onDone: () => void;
}

export function CreateForm({ kind, buildings, onDone }: CreateFormProps) {
  // Made once: react-final-form starts over whenever its initial values change.
  const [initial] = useState(initialValues);
  return (
    <Form<Values>
      initialValues={initial}
      onSubmit={async (values) => {
        // A new building, unit or venue shows in every list and count on screen.
        const outcome = await sendOnline(() => send(kind, values), 'everything');
        if (!outcome.ok && outcome.offline) {
          notify.error(S.needsConnection);
          return undefined;
        }
        if (!outcome.ok) {
          // A refusal naming a field of this form shows on it; anything else as a toast.
          const { field } = outcome;
          if (field && document.querySelector(`.create-form [name="${CSS.escape(field)}"]`)) return { [field]: outcome.message };
          notify.error(outcome.message);
          return undefined;
        }
        notify.success(kind === 'staff' && values.staffType !== 'teacher' ? S.invited(text(values.email)) : S.created(text(values.name ?? values.firstName)));
        refreshBuildings();
        onDone();
        return undefined;
      }}
      render={({ handleSubmit, submitting, values }) => (
        <form className="form create-form" onSubmit={handleSubmit} noValidate>
          <KindFields kind={kind} values={values} buildings={buildings} />
          <div className="form-actions">
            <button type="button" className="button button-secondary" onMouseDown={keepFocusOnPress} onClick={onDone}>
              {S.cancel}
            </button>
            <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting}>
              {submitting ? S.working : S.submit}
            </button>
          </div>
        </form>
      )}
    />
  );
}
