// /profile (spec §2: content not shown). Changing the password already works from here.
import { Link, useLocation } from 'wouter';
import { ACCOUNT_UI_STRINGS } from '../features/account/account-strings.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { overlaySearch } from '../overlays/overlay-query.ts';
import { useAccount } from '../state/session.ts';
import { ComingSoonPanel } from '../layout/coming-soon.tsx';

export default function ProfilePage() {
  usePageTitle(null, SHELL_STRINGS.profileHeading);
  const account = useAccount();
  const [path] = useLocation();
  return (
    <div className="page">
      <h1 className="page-heading">{SHELL_STRINGS.profileHeading}</h1>
      {account && (
        <section className="panel profile-summary">
          <p className="profile-name">
            {account.firstName} {account.lastName}
          </p>
          <p className="profile-email">{account.email}</p>
          <Link href={`${path}${overlaySearch('change-password')}`} className="button button-secondary">
            {ACCOUNT_UI_STRINGS.changePasswordTitle}
          </Link>
        </section>
      )}
      <ComingSoonPanel />
    </div>
  );
}
