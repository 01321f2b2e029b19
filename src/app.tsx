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

/** Ends stale sessions (docs/product-spec.md, States and transitions), says so, and loads the account behind each new token. */
function useSessionLifecycle(): void {
  const token = useSessionToken();
  useEffect(() => {
    const stopAnnouncing = onSignOut(announceSessionEnd);
    const stopWatching = startSessionWatch();
    return () => {
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
  return (
    <Router>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
      <OverlayHost />
      <OfflineSync />
      <Toasts />
    </Router>
  );
}
