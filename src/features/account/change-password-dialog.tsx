// ?change-password: new and confirm fields (spec §2, §5, §8), and the current password, which the
// server asks for before it changes anything (a tablet left signed in must not hand the account over).
import { Form } from 'react-final-form';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { changePassword } from '../../state/account.ts';
import { useAccount } from '../../state/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toasts.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ACCOUNT_STRINGS, ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';
import { validateChangePassword, type ChangePasswordValues } from './account-validation.ts';

export default function ChangePasswordDialog({ onClose }: OverlayProps) {
  const account = useAccount();
  return (
    <Dialog title={UI.changePasswordTitle} onClose={onClose} closeLabel={UI.close}>
      <Form<ChangePasswordValues>
        validate={validateChangePassword}
        onSubmit={async ({ currentPassword, password }) => {
          if (!account || !password || !currentPassword) return;
          const result = await changePassword(account.email, currentPassword, password);
          if (result.ok) {
            notify.success(ACCOUNT_STRINGS.passwordChanged);
            onClose();
          } else {
            notify.error(result.data.detail);
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form className="form" onSubmit={handleSubmit} noValidate>
            <TextField name="currentPassword" label={UI.currentPasswordLabel} type="password" autoComplete="current-password" />
            <TextField name="password" label={UI.newPasswordLabel} type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label={UI.confirmPasswordLabel} type="password" autoComplete="new-password" />
            {!account && <p className="form-note">{UI.accountNotLoaded}</p>}
            <button type="submit" className="button button-primary button-block" disabled={submitting || !account}>
              {submitting ? UI.working : UI.changePasswordSubmit}
            </button>
          </form>
        )}
      />
    </Dialog>
  );
}
