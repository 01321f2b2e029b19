// The top-bar title. A page names itself with usePageTitle('Analytics'); null shows the logo.
// The user page passes the selected user's first name (spec §2) and updates it as the choice changes.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { SHELL_STRINGS } from './shell-strings.ts';

const pageTitle = proxy<{ title: string | null }>({ title: null });

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    pageTitle.title = title;
    document.title = title ? `${title} · ${SHELL_STRINGS.appName}` : SHELL_STRINGS.appName;
    return () => {
      pageTitle.title = null;
      document.title = SHELL_STRINGS.appName;
    };
  }, [title]);
}

export function useCurrentPageTitle(): string | null {
  return useSnapshot(pageTitle).title;
}
