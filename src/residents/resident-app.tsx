// The residents' app: its header, its screens under /r/ (a reminder's give-back page among them), nothing of the staff portal.
import { useEffect } from 'react';
import { Link, Route, Switch, useRoute } from 'wouter';
import { RESIDENT_ROUTES } from '../config/resident-routes.ts';
import { useLanguage } from '../i18n/language.ts';
import { EventsScreen } from './events-screen.tsx';
import { GiveBackScreen } from './give-back-screen.tsx';
import { MeScreen } from './me-screen.tsx';
import { RateScreen } from './rate-screen.tsx';
import { useResidentToken } from './resident-session.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';
import { SignInScreen } from './sign-in-screen.tsx';

function NavLink({ href, label }: { href: string; label: string }) {
  const [active] = useRoute(href);
  return (
    <Link href={href} className="r-nav-link" aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}

export function ResidentApp() {
  const token = useResidentToken();
  // Every screen reads its texts while drawing, and some keep a sentence in their state (an
  // announcement, an error): a new language draws the screens anew, keyed by it, where they were.
  const language = useLanguage();
  useEffect(() => {
    document.title = S.appName;
  }, [language]);
  return (
    <>
      <a href="#r-main" className="r-skip">
        {S.skipToContent}
      </a>
      <header className="r-header">
        <span className="r-brand">{S.appName}</span>
        {token !== null ? (
          <nav aria-label={S.appName}>
            <NavLink href={RESIDENT_ROUTES.events} label={S.navEvents} />
            <NavLink href={RESIDENT_ROUTES.me} label={S.navMe} />
          </nav>
        ) : null}
      </header>
      <main id="r-main" className="r-main" tabIndex={-1}>
        <Switch key={language}>
          <Route path={RESIDENT_ROUTES.events} component={EventsScreen} />
          <Route path={RESIDENT_ROUTES.me} component={MeScreen} />
          <Route path={RESIDENT_ROUTES.giveBack} component={GiveBackScreen} />
          <Route path={RESIDENT_ROUTES.rate} component={RateScreen} />
          <Route component={SignInScreen} />
        </Switch>
      </main>
    </>
  );
}
