// ?change-password: new and confirm fields (docs/product-spec.md, Other dialogs, Validation rules, The error catalogue), and the current password, which the
// server asks for before it changes anything (a tablet left signed in must not hand the account over).
// A refusal shows at the field it concerns, where the eye is, as well as in the spec's toast of
// data.detail; both go as soon as the user changes what was refused, or the dialog closes.
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Form, FormSpy } from 'react-final-form';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { accountRequests, changePassword } from '../../state/account.ts';
import { useAccount } from '../../state/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toasts.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ACCOUNT_STRINGS, ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';
import { validateChangePassword, type ChangePasswordValues } from './account-validation.ts';

/** Each refusal's toast has an id of its own, so a new one never waits on the old one's exit. */
let refusals = 0;
const nextRefusalToastId = () => `change-password-refused-${(refusals += 1)}`;

/** The fields of this form a server refusal can name; any other (e.g. email) is the form's. */
const FORM_FIELDS = new Set<string>(['currentPassword', 'password', 'confirmPassword']);

export default function ChangePasswordDialog({ onClose }: OverlayProps) {
  const account = useAccount();
  // Said only once the account's load has failed: while it is on its way (a reload, a busy tablet)
  // the disabled button is enough, and a note that went as the account came would move the form.
  const accountLoadFailed = useSnapshot(accountRequests).userInfo.error;
  // The toast of the last refusal, taken back once it no longer applies.
  const refusalToast = useRef<string | null>(null);
  const takeBackRefusal = () => {
    if (refusalToast.current !== null) notify.dismiss(refusalToast.current);
    refusalToast.current = null;
  };
  useEffect(() => takeBackRefusal, []);
  return (
    <Dialog title={UI.changePasswordTitle} onClose={onClose} closeLabel={UI.close}>
      <Form<ChangePasswordValues>
        validate={validateChangePassword}
        onSubmit={async ({ currentPassword, password }) => {
          takeBackRefusal();
          if (!account || !password || !currentPassword) return undefined;
          const result = await changePassword(account.email, currentPassword, password);
          if (result.ok) {
            notify.success(ACCOUNT_STRINGS.passwordChanged);
            onClose();
            return undefined;
          }
          refusalToast.current = nextRefusalToastId();
          notify.error(result.data.detail, refusalToast.current);
          const field = result.data.field;
          return { [field !== undefined && FORM_FIELDS.has(field) ? field : FORM_ERROR]: result.data.detail };
        }}
        render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <form className="form" onSubmit={handleSubmit} noValidate>
            <FormSpy
              subscription={{ dirtySinceLastSubmit: true }}
              onChange={({ dirtySinceLastSubmit: changed }) => {
                if (changed) takeBackRefusal();
              }}
            />
            <TextField name="currentPassword" label={UI.currentPasswordLabel} type="password" autoComplete="current-password" />
            <TextField name="password" label={UI.newPasswordLabel} type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label={UI.confirmPasswordLabel} type="password" autoComplete="new-password" />
            {typeof submitError === 'string' && !dirtySinceLastSubmit && (
              <p className="form-error" role="alert">
                {submitError}
              </p>
            )}
            {!account && accountLoadFailed && <p className="form-note">{UI.accountNotLoaded}</p>}
            <button type="submit" className="button button-primary button-block" disabled={submitting || !account}>
              {submitting ? UI.working : UI.changePasswordSubmit}
            </button>
          </form>
        )}
      />
    </Dialog>
  );
}
