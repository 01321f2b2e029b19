// "Edit details" of the Profile tab (staff only; the read-only profile stays the default view): the
// person's name, e-mail and phone, and their unit and apartment in the building the profile is shown
// for (associatedBuilding), with create-user's rules (required names, a valid e-mail not another
// user's, a phone as people write it). The server's refusal shows under the field it names; saving
// needs the server, so offline it is refused at once and said so (not queued).
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useSnapshot } from 'valtio';
import { normalizeEmail } from '../../api/account-api.ts';
import type { Building } from '../../api/buildings-api.ts';
import type { DirectoryUser, UpdateUserPayload } from '../../api/users-api.ts';
import { readPhone } from '../../contract/phone-number.ts';
import { connectivity } from '../../offline/connectivity.ts';
import { useIsBuildingAdmin } from '../../state/building-scope.ts';
import { saveUserDetails } from '../../state/users.ts';
import { SelectField } from '../../ui/form-fields.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toasts.tsx';
import { cellPhoneError, emailError, required } from './user-field-checks.ts';
import { USERS_STRINGS as S } from './users-strings.ts';
import { keepFocusOnPress } from '../../ui/keep-focus-on-press.ts';

interface EditUserValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  cellPhone?: string;
  /** The unit (block or company) id, '' for none. */
  unitId?: string;
  apartment?: string;
}

const EDITED_FIELDS = ['firstName', 'lastName', 'email', 'cellPhone', 'unitId', 'apartment'] as const;

function editUserValues(user: DirectoryUser): EditUserValues {
  const unit = user.associatedBuilding.unit;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cellPhone: user.cellPhone ?? '',
    unitId: unit === null ? '' : String(unit.id),
    apartment: user.apartment ?? '',
  };
}

/** Every field is sent, so what was emptied is cleared (the server keeps only what a call leaves out). */
function editUserPayload(user: DirectoryUser, values: EditUserValues): UpdateUserPayload {
  const reading = readPhone(values.cellPhone);
  const unitId = Number(values.unitId ?? '');
  return {
    userId: user.id,
    buildingId: user.associatedBuilding.buildingId,
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    email: normalizeEmail(values.email ?? ''),
    // The form refuses an invalid phone first; one that got here goes as typed, for the server to refuse.
    cellPhone: reading.ok ? reading.phone : (values.cellPhone ?? '').trim(),
    apartment: (values.apartment ?? '').trim() || null,
    unitId: Number.isInteger(unitId) && unitId > 0 ? unitId : null,
  };
}

interface EditUserFormProps {
  user: DirectoryUser;
  /** The caller's buildings (their blocks and companies are the units offered). */
  buildings: readonly Building[];
  onDone: () => void;
}

export function EditUserForm({ user, buildings, onDone }: EditUserFormProps) {
  const initialValues = useMemo(() => editUserValues(user), [user]);
  const { online } = useSnapshot(connectivity);
  // A front desk's change of e-mail is refused by the server (it would tell whether the e-mail is taken).
  const deskSession = useIsBuildingAdmin();
  const building = buildings.find((each) => each.id === user.associatedBuilding.buildingId);
  const units = (building?.buildingType === 'COMMERCIAL' ? building.companies : building?.blocks) ?? [];
  // The unit on file is offered even before the buildings list has loaded.
  const current = user.associatedBuilding.unit;
  const offered = current !== null && !units.some((unit) => unit.id === current.id) ? [current, ...units] : units;

  const onSubmit = async (values: EditUserValues) => {
    const result = await saveUserDetails(editUserPayload(user, values));
    if (result.ok) {
      notify.success(S.savedSuccessfully);
      onDone();
      return undefined;
    }
    if (result.offline) {
      notify.error(S.editOffline);
      return undefined;
    }
    // A refusal naming one of the form's fields shows under it; any other is said in a toast.
    const field = EDITED_FIELDS.find((name) => name === result.field);
    if (field !== undefined) return { [field]: result.message };
    if (result.status !== 401) notify.error(result.message);
    return undefined;
  };

  return (
    <Form<EditUserValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form className="form users-form users-edit" noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby="users-edit-title">
          <h2 className="users-form__title" id="users-edit-title">
            {S.editTitle(user.associatedBuilding.buildingName)}
          </h2>
          <p className="form-note">{S.editExplain}</p>
          {/* Said before anything is typed, not only after Save. */}
          {online ? null : (
            <p className="form-error" role="status">
              {S.editNeedsConnection}
            </p>
          )}
          <div className="users-form__grid">
            <TextField name="firstName" label={S.firstName} validate={required} autoComplete="off" />
            <TextField name="lastName" label={S.lastName} validate={required} autoComplete="off" />
          </div>
          <div className="users-form__grid">
            <TextField name="email" label={S.email} type="email" validate={emailError} autoComplete="off" readOnlyNote={deskSession ? S.emailManagersOnly : undefined} />
            <TextField name="cellPhone" label={S.cellPhone} type="tel" inputMode="tel" validate={cellPhoneError} autoComplete="off" />
          </div>
          <div className="users-form__grid">
            <SelectField name="unitId" label={S.unit}>
              <option value="">{offered.length === 0 ? S.noUnits : S.noUnit}</option>
              {offered.map((unit) => (
                <option key={unit.id} value={String(unit.id)}>
                  {unit.name}
                </option>
              ))}
            </SelectField>
            <TextField name="apartment" label={S.apartment} autoComplete="off" />
          </div>
          <div className="users-form__actions">
            <button type="button" className="button button-secondary" onMouseDown={keepFocusOnPress} onClick={onDone} disabled={submitting}>
              {S.cancel}
            </button>
            <button type="submit" className="button button-primary" disabled={submitting} aria-busy={submitting}>
              {submitting ? S.saving : S.saveDetails}
            </button>
          </div>
        </form>
      )}
    />
  );
}
