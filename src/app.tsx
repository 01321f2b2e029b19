// Providers, router and the always-present parts: routes, query-string overlays, toasts.
import { Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { AppRoutes } from './app-routes.tsx';
import { announceSessionEnd } from './features/account/session-end-notice.ts';
import { OfflineSync } from './features/offline-sync/offline-sync.tsx';
import { OverlayHost } from './overlay-host.tsx';
import { loadAccountInfo } from './state/account.ts';
import { onSignOut, useSessionToken } from './state/session.ts';
import { startSessionWatch } from './state/session-watch.ts';
import { Toasts } from './ui/toasts.tsx';
import { useLanguage } from './i18n/language.ts';
import { followStaffLanguage } from './state/staff-language.ts';

/** Ends stale sessions (docs/product-spec.md, States and transitions), says so, and loads the account behind each new token. */
function useSessionLifecycle(): void {
  const token = useSessionToken();
  useEffect(() => {
    const stopAnnouncing = onSignOut(announceSessionEnd);
    const stopWatching = startSessionWatch();
    const stopFollowingLanguage = followStaffLanguage();
    return () => {
      stopFollowingLanguage();
      stopWatching();
      stopAnnouncing();
    };
  }, []);
  useEffect(() => {
    if (token) void loadAccountInfo();
  }, [token]);
}

export function App() {
  useSessionLifecycle();
  // Every screen reads its texts while drawing: a new language draws the whole app again, at once,
  // where it was (the address and the stores stay; a half-filled form starts over).
  const language = useLanguage();
  return (
    <Router key={language}>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
      <OverlayHost />
      <OfflineSync />
      <Toasts />
    </Router>
  );
}
