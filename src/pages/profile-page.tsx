// /profile (the spec shows no content here; ours): the signed-in account's name, e-mail and role,
// its picture (upload), when this session ends, change password (?change-password), and the way to
// front-desk mode, the language (the portal's and the e-mails'), and the monthly report e-mail's switch.
import { formatMoment } from '../ui/date-time-format.ts';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../config/routes.ts';
import { ACCOUNT_UI_STRINGS } from '../features/account/account-strings.ts';
import { LanguageChoice } from '../features/account/language-choice.tsx';
import { MonthlyReportOptIn } from '../features/account/monthly-report-opt-in.tsx';
import { ProfilePicture } from '../features/account/profile-picture.tsx';
import { PROFILE_STRINGS } from '../features/account/profile-strings.ts';
import { FRONT_DESK_STRINGS } from '../ui/front-desk-strings.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { SHELL_STRINGS } from '../layout/shell-strings.ts';
import { overlaySearch } from '../overlays/overlay-query.ts';
import { useIsBuildingAdmin } from '../state/building-scope.ts';
import { useAccount, useSessionExpiresAt } from '../state/session.ts';

export default function ProfilePage() {
  usePageTitle(SHELL_STRINGS.profileHeading);
  const account = useAccount();
  const isAdmin = useIsBuildingAdmin();
  const expiresAt = useSessionExpiresAt();
  const [path] = useLocation();
  return (
    <div className="page">
      {account ? (
        <section className="panel profile-summary" aria-label={SHELL_STRINGS.profileHeading}>
          <ProfilePicture name={`${account.firstName} ${account.lastName}`.trim()} displayPicture={account.displayPicture} />
          <p className="profile-name">
            {account.firstName} {account.lastName}
          </p>
          <dl className="fact-list">
            <div>
              <dt>{PROFILE_STRINGS.email}</dt>
              <dd className="profile-email">{account.email}</dd>
            </div>
            <div>
              <dt>{PROFILE_STRINGS.role}</dt>
              <dd>{isAdmin ? PROFILE_STRINGS.frontDesk : PROFILE_STRINGS.manager}</dd>
            </div>
            {expiresAt !== null ? (
              <div>
                <dt>{PROFILE_STRINGS.sessionEnds}</dt>
                <dd>{formatMoment(expiresAt)}</dd>
              </div>
            ) : null}
          </dl>
          <LanguageChoice />
          {!isAdmin ? (
            <div className="form-actions profile-actions">
              <Link href={`${path}${overlaySearch('change-password')}`} className="button button-secondary">
                {ACCOUNT_UI_STRINGS.changePasswordTitle}
              </Link>
              <Link href={ROUTES.buildings} className="button button-secondary">
                {FRONT_DESK_STRINGS.start}
              </Link>
            </div>
          ) : null}
          {!isAdmin ? <p className="form-note">{PROFILE_STRINGS.frontDeskHint}</p> : null}
          {!isAdmin ? <MonthlyReportOptIn /> : null}
        </section>
      ) : (
        <p role="status">{PROFILE_STRINGS.loading}</p>
      )}
    </div>
  );
}
