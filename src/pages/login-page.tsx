import { ACCOUNT_UI_STRINGS as UI } from '../features/account/account-strings.ts';
import { LoginForm } from '../features/account/login-form.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';

export default function LoginPage() {
  usePageTitle(null);
  return (
    <main className="auth-page">
      <div className="auth-card">
        <img className="auth-logo" src="/logo.svg" alt={SHELL_STRINGS.appName} width={160} height={48} />
        <h1 className="auth-title">{UI.loginTitle}</h1>
        <LoginForm />
      </div>
    </main>
  );
}
