import { Link } from 'wouter';
import { ROUTES } from '../config/routes.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { useIsSignedIn } from '../state/session.ts';

export default function NotFoundPage() {
  const signedIn = useIsSignedIn();
  usePageTitle(null);
  return (
    <main className="auth-page">
      <div className="auth-card not-found">
        <img className="auth-logo" src="/logo.svg" alt={SHELL_STRINGS.appName} width={160} height={48} />
        <h1 className="not-found-title">{SHELL_STRINGS.notFoundTitle}</h1>
        <p className="not-found-subtitle">{SHELL_STRINGS.notFoundSubtitle}</p>
        <Link href={signedIn ? ROUTES.dashboard : ROUTES.login} className="button button-primary">
          {signedIn ? SHELL_STRINGS.goToDashboard : SHELL_STRINGS.goToLogin}
        </Link>
      </div>
    </main>
  );
}
