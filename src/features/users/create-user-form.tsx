// Create mode of the Profile tab (docs/product-spec.md: Validation rules, The error catalogue, Business constants and limits): react-final-form with first name, last name,
// e-mail, buildings (at least one), a unit/company per chosen building, cell phone (written as people do),
// apartment and amenity member. Required fields missing → 'Please fill the required fields'; the
// e-mail is checked (lower-cased) 1 s after typing stops and 'Email already registered' blocks the
// submission; 200 → 'Profile created successfully!' and the page reloads 1.5 s later (showing the
// new user); anything else → 'Something went wrong'. Creating needs the server: offline it says so.
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormApi } from 'final-form';
import { Field, Form, useField } from 'react-final-form';
import { checkMail, normalizeEmail } from '../../api/account-api.ts';
import { readPhone } from '../../contract/phone-number.ts';
import type { Building } from '../../api/buildings-api.ts';
import type { CreateUserPayload } from '../../api/users-api.ts';
import { isEmailAddress } from '../../contract/email-pattern.ts';
import { INPUT_LIMITS } from '../../contract/limits.ts';
import { withBuilding } from '../../state/building-scope.ts';
import { chooseUser, createDirectoryUser, stopCreatingUser } from '../../state/users.ts';
import { TextField } from '../../ui/text-field.tsx';
import { notify } from '../../ui/toasts.tsx';
import { cellPhoneError, emailError, isBlank, required } from './user-field-checks.ts';
import { USERS_STRINGS as S } from './users-strings.ts';
import { keepFocusOnPress } from '../../ui/keep-focus-on-press.ts';

/** The e-mail check waits for typing to stop this long (docs/product-spec.md, Business constants and limits). */
export const EMAIL_CHECK_DEBOUNCE_MS = 1000 as const;
/** The page reloads this long after a user is created (docs/product-spec.md, Business constants and limits). */
export const RELOAD_AFTER_CREATE_MS = 1500 as const;

interface CreateUserValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  userBuildings?: string[];
  /** The chosen unit (block or company) id per building id. */
  units?: Record<string, string>;
  cellPhone?: string;
  apartment?: string;
  amenityMember?: boolean;
}

type EmailCheck = { email: string; state: 'checking' | 'free' | 'registered' | 'unknown' };

/** Required: first name, last name, e-mail and at least one building (docs/product-spec.md, Validation rules). */
export function missingRequired(values: CreateUserValues): boolean {
  return isBlank(values.firstName) || isBlank(values.lastName) || isBlank(values.email) || (values.userBuildings ?? []).length === 0;
}

export function createUserPayload(values: CreateUserValues, buildings: readonly Building[], adminBuildingId: number | null): CreateUserPayload {
  const chosen = (values.userBuildings ?? []).map(Number);
  const units = chosen.map((id) => Number(values.units?.[String(id)] ?? '')).filter((id) => Number.isInteger(id) && id > 0);
  const offersAmenity = buildings.some((building) => chosen.includes(building.id) && building.amenityMembership);
  const reading = readPhone(values.cellPhone);
  // The form refuses an invalid phone before this; should one get here, it is sent as typed for the
  // server to refuse, never dropped.
  const phone = reading.ok ? (reading.phone ?? '') : (values.cellPhone ?? '').trim();
  const apartment = values.apartment?.trim() ?? '';
  const payload: CreateUserPayload = {
    firstName: (values.firstName ?? '').trim(),
    lastName: (values.lastName ?? '').trim(),
    email: normalizeEmail(values.email ?? ''),
    userBuildings: chosen,
    units,
    ...(phone === '' ? {} : { cellPhone: phone }),
    ...(apartment === '' ? {} : { apartment }),
    amenityMember: offersAmenity && values.amenityMember === true ? 1 : 0,
  };
  // A building admin's session names its building (docs/product-spec.md, Roles and permissions).
  return withBuilding(payload, adminBuildingId);
}

/**
 * Asks the server whether the typed e-mail is registered, 1 s after typing stops (docs/product-spec.md, States and transitions). Not
 * while the form is being sent or once it was: the check would find the user just created and say
 * "Email already registered" beside the success toast.
 */
function useEmailCheck(email: string, paused: boolean): [EmailCheck | null, (check: EmailCheck) => void] {
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const normalized = normalizeEmail(email);
  useEffect(() => {
    if (paused || !isEmailAddress(normalized)) return;
    let current = true;
    const timer = setTimeout(() => {
      setCheck({ email: normalized, state: 'checking' });
      void checkMail(normalized).then((result) => {
        if (!current) return;
        // A building-admin session may not ask (403), and offline nothing answers: the server's
        // own refusal on create still stops a duplicate.
        setCheck({ email: normalized, state: result.ok ? (result.data.registered ? 'registered' : 'free') : 'unknown' });
      });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [normalized, paused]);
  return [check !== null && check.email === normalized ? check : null, setCheck];
}

function EmailField({ check, onEmailChange }: { check: EmailCheck | null; onEmailChange: (email: string) => void }) {
  const id = useId();
  const { input, meta } = useField<string, HTMLInputElement>('email', { validate: emailError });
  const typed = input.value;
  useEffect(() => onEmailChange(typed), [typed, onEmailChange]);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : check?.state === 'registered' ? S.emailRegistered : undefined;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {S.email}
      </label>
      <input
        {...input}
        id={id}
        type="email"
        className="field-input"
        autoComplete="off"
        maxLength={INPUT_LIMITS.textMaxChars}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      <p className={error ? 'field-error' : 'form-note'} id={`${id}-note`} role={error ? 'alert' : undefined}>
        {error ?? (check?.state === 'checking' ? S.checkingEmail : '')}
      </p>
    </div>
  );
}

function BuildingChoices({ buildings }: { buildings: readonly Building[] }) {
  const { meta } = useField<string[]>('userBuildings', { subscription: { touched: true, error: true } });
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <fieldset className="users-form__buildings">
      <legend className="field-label">{S.buildings}</legend>
      {buildings.map((building) => (
        <label key={building.id} className="users-checkbox">
          <Field<string> name="userBuildings" type="checkbox" value={String(building.id)} component="input" />
          <span>{building.name}</span>
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}

/** The unit/company list is empty until a building is chosen; clicking it earlier says so (docs/product-spec.md, Validation rules). */
function UnitChoices({ buildings, chosen }: { buildings: readonly Building[]; chosen: readonly string[] }) {
  const emptyId = useId();
  const picked = buildings.filter((building) => chosen.includes(String(building.id)));
  if (picked.length === 0) {
    return (
      <div className="field">
        <label className="field-label" htmlFor={emptyId}>
          {S.unit}
        </label>
        <button
          id={emptyId}
          type="button"
          className="field-input users-form__empty-select"
          onClick={() => notify.error(S.addBuildingFirst)}
        >
          {S.chooseUnit}
        </button>
      </div>
    );
  }
  return (
    <>
      {picked.map((building) => {
        const units = building.buildingType === 'COMMERCIAL' ? building.companies : building.blocks;
        return (
          <div className="field" key={building.id}>
            <label className="field-label" htmlFor={`${emptyId}-${building.id}`}>
              {`${S.unit} · ${building.name}`}
            </label>
            <Field<string> name={`units.${building.id}`} component="select" id={`${emptyId}-${building.id}`} className="field-input">
              <option value="">{units.length === 0 ? S.noUnits : S.chooseUnit}</option>
              {units.map((unit) => (
                <option key={unit.id} value={String(unit.id)}>
                  {unit.name}
                </option>
              ))}
            </Field>
          </div>
        );
      })}
    </>
  );
}

interface CreateUserFormProps {
  buildings: readonly Building[];
  /** A building-admin session's building (sent as buildingId, as the spec's Roles and permissions ask); null for a manager. */
  adminBuildingId: number | null;
  /** The page reloads after a creation (docs/product-spec.md, States and transitions); replaceable in tests. */
  reload?: () => void;
}

export function CreateUserForm({ buildings, adminBuildingId, reload = () => window.location.reload() }: CreateUserFormProps) {
  const [emailValue, setEmailValue] = useState('');
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState(false);
  const [check, setCheck] = useEmailCheck(emailValue, sending || created);
  // A new object on every render would make the form start again (final-form re-initialises).
  const initialValues = useMemo<CreateUserValues>(
    () => ({ userBuildings: adminBuildingId !== null ? [String(adminBuildingId)] : [] }),
    [adminBuildingId],
  );

  const onSubmit = async (values: CreateUserValues, form: FormApi<CreateUserValues>) => {
    if (check?.state === 'registered') {
      notify.error(S.emailRegistered);
      return;
    }
    setSending(true);
    const result = await createDirectoryUser(createUserPayload(values, buildings, adminBuildingId));
    setSending(false);
    if (result.ok) {
      if (result.data.kind === 'waiting') {
        // A front desk's new resident waits for a manager: nothing to show yet, the form starts again.
        notify.success(result.data.message);
        // After final-form has ended this submit: restarting inside it would be undone.
        setTimeout(() => form.restart(initialValues), 0);
        setEmailValue('');
        return;
      }
      notify.success(S.profileCreated);
      setCreated(true);
      const newUserId = result.data.id;
      // Not cancelled when the form goes: the spec's reload follows a creation whatever is on screen.
      setTimeout(() => {
        // After the reload the page shows the new user.
        chooseUser(newUserId);
        reload();
      }, RELOAD_AFTER_CREATE_MS);
      return;
    }
    if (result.offline) {
      notify.error(S.createOffline);
      return;
    }
    if (result.status === 409) setCheck({ email: normalizeEmail(values.email ?? ''), state: 'registered' });
    notify.error(S.somethingWrong);
  };

  return (
    <Form<CreateUserValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => ((values.userBuildings ?? []).length === 0 ? { userBuildings: S.required } : {})}
      render={({ handleSubmit, submitting, values, form }) => {
        const chosen = values.userBuildings ?? [];
        const offersAmenity = buildings.some((building) => chosen.includes(String(building.id)) && building.amenityMembership);
        return (
          <form
            className="form users-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (missingRequired(values)) {
                notify.error(S.fillRequired);
                // Mark every field touched so each says what it lacks.
                for (const name of ['firstName', 'lastName', 'email', 'userBuildings'] as const) {
                  form.focus(name);
                  form.blur(name);
                }
                return;
              }
              void handleSubmit(event);
            }}
          >
            <h2 className="users-form__title">{S.createTitle}</h2>
            <div className="users-form__grid">
              <TextField name="firstName" label={S.firstName} validate={required} autoComplete="off" />
              <TextField name="lastName" label={S.lastName} validate={required} autoComplete="off" />
            </div>
            <EmailField check={check} onEmailChange={setEmailValue} />
            <BuildingChoices buildings={buildings} />
            <UnitChoices buildings={buildings} chosen={chosen} />
            <div className="users-form__grid">
              <TextField name="cellPhone" label={S.cellPhone} type="tel" inputMode="tel" validate={cellPhoneError} autoComplete="off" />
              <TextField name="apartment" label={S.apartment} autoComplete="off" />
            </div>
            {offersAmenity ? (
              <label className="users-checkbox">
                <Field<boolean> name="amenityMember" type="checkbox" component="input" />
                <span>{S.amenityMember}</span>
              </label>
            ) : null}
            <div className="users-form__actions">
              <button type="button" className="button button-secondary" onMouseDown={keepFocusOnPress} onClick={stopCreatingUser} disabled={submitting || created}>
                {S.cancel}
              </button>
              <button
                type="submit"
                className="button button-primary"
                disabled={submitting || created || check?.state === 'registered'}
              >
                {submitting ? S.creating : S.createUser}
              </button>
            </div>
          </form>
        );
      }}
    />
  );
}
