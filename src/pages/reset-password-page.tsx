// /resetPassword?email=…&reset-token=… (docs/product-spec.md, Routes, States and transitions, The error catalogue): set a new password from the e-mailed link.
// The link is checked as the page opens: a used or expired one says "Link expired! Try again" at
// once and offers to e-mail a new one, rather than letting a new password be typed in vain.
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearch } from 'wouter';
import { ROUTES } from '../config/routes.ts';
import { ACCOUNT_STRINGS, ACCOUNT_UI_STRINGS as UI, RESET_LINK_EXPIRED_EN } from '../features/account/account-strings.ts';
import { validateResetPassword, type PasswordPairValues } from '../features/account/account-validation.ts';
import { ExpiredLinkOffer } from '../features/account/expired-link-offer.tsx';
import { useResetLink } from '../features/account/use-reset-link.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { setNewPassword } from '../state/account.ts';
import { CheckCircleIcon } from '../ui/icons.tsx';
import { TextField } from '../ui/text-field.tsx';
import { notify } from '../ui/toasts.tsx';

export default function ResetPasswordPage() {
  usePageTitle(UI.resetPasswordTitle);
  const query = new URLSearchParams(useSearch());
  const email = query.get('email')?.trim() ?? '';
  const resetToken = query.get('reset-token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const [link, setLink] = useResetLink(email, resetToken);

  return (
    <main className="auth-page">
      <div className="auth-card">
        <img className="auth-logo" src="/logo.svg" alt={SHELL_STRINGS.appName} width={160} height={48} />
        {done ? (
          <div className="confirmation-screen" role="status">
            <CheckCircleIcon size={48} className="confirmation-icon" />
            <h1 className="auth-title">{ACCOUNT_STRINGS.resetPasswordDone}</h1>
            <Link href={ROUTES.login} className="button button-primary button-block">
              {ACCOUNT_STRINGS.logInToMyAccount}
            </Link>
          </div>
        ) : link === 'unusable' ? (
          <ExpiredLinkOffer email={email} />
        ) : link === 'checking' ? (
          <>
            <h1 className="auth-title">{UI.resetPasswordTitle}</h1>
            <p className="form-intro" role="status">
              {UI.checkingResetLink}
            </p>
          </>
        ) : (
          <>
            <h1 className="auth-title">{UI.resetPasswordTitle}</h1>
            {email === '' && (
              <p className="form-error" role="alert">
                {UI.resetLinkIncomplete}
              </p>
            )}
            <Form<PasswordPairValues>
              validate={validateResetPassword}
              onSubmit={async ({ password }) => {
                // The spec's reset flow (States and transitions): the call is made only when the link carried an e-mail address.
                if (email === '' || !password) return;
                const result = await setNewPassword({ email, token: resetToken, password });
                if (result.ok) setDone(true);
                else {
                  notify.error(result.data.message || ACCOUNT_STRINGS.resetLinkExpired);
                  // Used up meanwhile (another tab, a second click): offer a new link here too. The
                  // server's sentence is its English or the same sentence in the language in force.
                  const message = result.data.message;
                  if (message === RESET_LINK_EXPIRED_EN || message === ACCOUNT_STRINGS.resetLinkExpired) setLink('unusable');
                }
              }}
              render={({ handleSubmit, submitting }) => (
                <form className="form" onSubmit={handleSubmit} noValidate>
                  <TextField name="password" label={UI.newPasswordLabel} type="password" autoComplete="new-password" />
                  <TextField name="confirmPassword" label={UI.confirmPasswordLabel} type="password" autoComplete="new-password" />
                  <button type="submit" className="button button-primary button-block" disabled={submitting || email === ''}>
                    {submitting ? UI.working : UI.resetPasswordSubmit}
                  </button>
                </form>
              )}
            />
          </>
        )}
      </div>
    </main>
  );
}
