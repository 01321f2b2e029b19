// "Add to your buildings" on /building (issue 12 §4): one form at a time for a building, a block or
// company, a venue, a studio or staff. Writes that need the connection: offline they say so and send
// nothing. A refusal naming a field shows on that field; the lists refresh after a success.
import { memo, useState, type ReactElement } from 'react';
import { Form } from 'react-final-form';
import type { ApiResult } from '../../api/client.ts';
import { addStaff, createBuilding, createStudio, createUnit, createVenue, type CreateKind } from '../../api/create-api.ts';
import type { Building } from '../../api/buildings-api.ts';
import { isOnline } from '../../offline/connectivity.ts';
import { ALL_BUILDINGS_ID } from '../../state/building-scope.ts';
import { refreshBuildings, studiosRequest, studiosResource } from '../../state/buildings.ts';
import { revalidateResourcesInView } from '../../state/cached-resource.ts';
import { useCachedResource } from '../../state/use-resource.ts';
import { TextField, type FieldError } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toasts.tsx';
import { CheckboxField, SelectField } from './create-fields.tsx';
import { CREATE_FORM_STRINGS as S } from './create-strings.ts';

type Values = Record<string, string | boolean | undefined>;

const KINDS: readonly CreateKind[] = ['building', 'unit', 'venue', 'studio', 'staff'];
const required = (value: unknown): FieldError => (typeof value === 'string' && value.trim() !== '' ? undefined : S.required);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => (text(value) === '' ? null : text(value));

function timeZones(): string[] {
  const withZones = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return withZones.supportedValuesOf?.('timeZone') ?? ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'];
}

let zoneOptions: ReactElement[] | null = null;
/**
 * The ~420 time zones as <option>s, made once: the same elements each render let React pass over
 * them (the form renders on every keystroke, and the page on every load flag of its lists).
 */
function timeZoneOptions(): ReactElement[] {
  zoneOptions ??= timeZones().map((zone) => (
    <option key={zone} value={zone}>
      {zone}
    </option>
  ));
  return zoneOptions;
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
  return (
    <SelectField name="buildingId" label={S.building} validate={required}>
      <option value="">{S.chooseBuilding}</option>
      {buildings.map((building) => (
        <option key={building.id} value={String(building.id)}>
          {building.name}
        </option>
      ))}
    </SelectField>
  );
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
          {timeZoneOptions()}
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

const INITIAL: Values = {
  buildingType: 'RESIDENTIAL',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  dashboardAccess: true,
  amenityMembership: false,
  staffType: 'building_admin',
};

/** Drawn again only for another list of buildings, not for each load flag of the page's list. */
export const CreatePanel = memo(function CreatePanel({ buildings }: { buildings: readonly Building[] }) {
  const [kind, setKind] = useState<CreateKind>('building');
  return (
    <section className="dash-card create-panel" aria-labelledby="create-panel-title">
      <h2 className="dash-card__title" id="create-panel-title">
        {S.title}
      </h2>
      <div className="dash-segmented create-panel__kinds" role="group" aria-label={S.what}>
        {KINDS.map((option) => (
          <button key={option} type="button" className="dash-segmented__option" aria-pressed={kind === option} onClick={() => setKind(option)}>
            {S.kinds[option]}
          </button>
        ))}
      </div>
      <Form<Values>
        key={kind}
        initialValues={INITIAL}
        onSubmit={async (values, form) => {
          if (!isOnline()) {
            notify.error(S.needsConnection);
            return undefined;
          }
          const result = await send(kind, values);
          if (result.status === 0) {
            notify.error(S.needsConnection);
            return undefined;
          }
          if (!result.ok) {
            // A refusal naming a field of this form shows on it; anything else as a toast.
            const field = result.data.field;
            if (field && document.querySelector(`.create-panel__form [name="${CSS.escape(field)}"]`)) return { [field]: result.data.msg };
            notify.error(result.data.msg);
            return undefined;
          }
          notify.success(kind === 'staff' && values.staffType !== 'teacher' ? S.invited(text(values.email)) : S.created(text(values.name ?? values.firstName)));
          refreshBuildings();
          void revalidateResourcesInView();
          setTimeout(() => form.restart(INITIAL));
          return undefined;
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form className="form create-panel__form" onSubmit={handleSubmit} noValidate>
            <KindFields kind={kind} values={values} buildings={buildings} />
            <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting}>
              {submitting ? S.working : S.submit}
            </button>
          </form>
        )}
      />
    </section>
  );
});
