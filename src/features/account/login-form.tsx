// The login form (docs/product-spec.md, Routes, "/"): e-mail and password; a refused login shows the server's sentence.
import { useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { logIn, useAccountRequest } from '../../state/account.ts';
import { useIsSignedIn } from '../../state/session.ts';
import { TextField } from '../../ui/text-field.tsx';
import { overlaySearch } from '../../overlays/overlay-query.ts';
import { ROUTES } from '../../config/routes.ts';
import { ACCOUNT_UI_STRINGS as UI } from './account-strings.ts';
import { required, requiredEmail } from './account-validation.ts';
import { readSignInHandover, resumeSignIn } from './sign-in-handover.ts';

/** The password's show/hide button: its word and accessible name, read as drawn (in the language in force). */
function passwordReveal() {
  return {
    show: [UI.showPassword, UI.showPasswordLabel],
    hide: [UI.hidePassword, UI.hidePasswordLabel],
  } as const;
}

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm() {
  const loginRequest = useAccountRequest('login');
  // Signed in, the form stays until the dashboard can paint (app-routes.tsx): still signing in.
  const signedIn = useIsSignedIn();
  // The form index.html painted before the app's JS arrived: what was typed there, the focus, a submit.
  const [handover] = useState(readSignInHandover);
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => resumeSignIn(formRef.current, handover), [handover]);
  return (
    <Form<LoginValues>
      initialValues={handover?.values}
      onSubmit={async (values) => {
        // The session store takes over on success; the login route then sends the user on.
        await logIn(values.email, values.password);
      }}
      render={({ handleSubmit, submitting }) => (
        <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate>
          <TextField name="email" label={UI.emailLabel} type="email" autoComplete="username" validate={requiredEmail} />
          <TextField
            name="password"
            label={UI.passwordLabel}
            type="password"
            autoComplete="current-password"
            validate={required}
            reveal={passwordReveal()}
          />
          <button type="submit" className="button button-primary button-block" disabled={submitting || signedIn}>
            {submitting || signedIn ? UI.loggingIn : UI.logIn}
          </button>
          {loginRequest.error && loginRequest.errorMessage && (
            <p className="form-error" role="alert">
              {loginRequest.errorMessage}
            </p>
          )}
          <p className="form-aside">
            <Link href={`${ROUTES.login}${overlaySearch('forgot-password')}`} className="text-link">
              {UI.forgotPasswordLink}
            </Link>
          </p>
        </form>
      )}
    />
  );
}
