// The top-bar title (docs/product-spec.md, Layout: Analytics, Dashboard, or the selected user's first name; otherwise the
// logo). A page names itself with usePageTitle('Analytics'); null shows the logo (sign-in, not
// found). A page without a top-bar title can still name the browser tab: usePageTitle(null, 'Door').
// The user page passes the selected user's first name ('Users' with none) as the choice changes.
import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { SHELL_STRINGS } from './shell-strings.ts';

const pageTitle = proxy<{ title: string | null }>({ title: null });

export function usePageTitle(title: string | null, tabTitle: string | null = title): void {
  useEffect(() => {
    pageTitle.title = title;
    document.title = tabTitle ? `${tabTitle} · ${SHELL_STRINGS.appName}` : SHELL_STRINGS.appName;
    return () => {
      pageTitle.title = null;
      document.title = SHELL_STRINGS.appName;
    };
  }, [title, tabTitle]);
}

export function useCurrentPageTitle(): string | null {
  return useSnapshot(pageTitle).title;
}
