// ?forgot-password: ask for a reset link by e-mail (docs/product-spec.md: Other dialogs, States and transitions, The error catalogue).
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { OverlayProps } from '../../overlays/overlay-types.ts';
import { sendPasswordResetLink } from '../../state/account.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { notify } from '../../ui/toasts.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';
import { requiredEmail } from './account-validation.ts';

export default function ForgotPasswordDialog({ onClose }: OverlayProps) {
  const [sent, setSent] = useState(false);
  return (
    <Dialog title={UI.forgotPasswordTitle} onClose={onClose} closeLabel={UI.close}>
      {sent ? (
        <div className="form">
          <p className="confirmation" role="status">
            {UI.forgotPasswordSent}
          </p>
          <button type="button" className="button button-primary button-block" onClick={onClose}>
            {UI.close}
          </button>
        </div>
      ) : (
        <Form<{ email: string }>
          onSubmit={async ({ email }) => {
            const result = await sendPasswordResetLink(email);
            if (result.ok) setSent(true);
            else notify.error(result.data.error);
          }}
          render={({ handleSubmit, submitting }) => (
            <form className="form" onSubmit={handleSubmit} noValidate>
              <p className="form-intro">{UI.forgotPasswordIntro}</p>
              <TextField name="email" label={UI.emailLabel} type="email" autoComplete="username" validate={requiredEmail} />
              <button type="submit" className="button button-primary button-block" disabled={submitting}>
                {submitting ? UI.working : UI.forgotPasswordSubmit}
              </button>
            </form>
          )}
        />
      )}
    </Dialog>
  );
}
