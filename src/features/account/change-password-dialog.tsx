// ?change-password: new and confirm fields (spec §2, §5, §8).
import { Form } from 'react-final-form';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { changePassword } from '../../state/account.ts';
import { useAccount } from '../../state/session.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toasts.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ACCOUNT_STRINGS, ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';
import { validateChangePassword, type PasswordPairValues } from './account-validation.ts';

export default function ChangePasswordDialog({ onClose }: OverlayProps) {
  const account = useAccount();
  return (
    <Dialog title={UI.changePasswordTitle} onClose={onClose} closeLabel={UI.close}>
      <Form<PasswordPairValues>
        validate={validateChangePassword}
        onSubmit={async ({ password }) => {
          if (!account || !password) return;
          const result = await changePassword(account.email, password);
          if (result.ok) {
            notify.success(ACCOUNT_STRINGS.passwordChanged);
            onClose();
          } else {
            notify.error(result.data.detail);
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form className="form" onSubmit={handleSubmit} noValidate>
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
