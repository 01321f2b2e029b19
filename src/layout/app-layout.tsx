// The signed-in frame: sidebar, top bar and the page.
import { Suspense, type ReactNode } from 'react';
import { FrontDeskBanner } from '../features/front-desk/front-desk-banner.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { SHELL_STRINGS } from './shell-strings.ts';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-frame">
      {/* The first tab stop: past the sidebar and the top bar to the page (the door's search was the 9th). */}
      <a className="skip-link" href="#main">
        {SHELL_STRINGS.skipToContent}
      </a>
      <Sidebar />
      <div className="app-column">
        <TopBar />
        <FrontDeskBanner />
        <main className="app-main" id="main" tabIndex={-1}>
          <Suspense fallback={<p className="page-loading">{SHELL_STRINGS.loadingPage}</p>}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
