// Providers, router and the always-present parts: routes, query-string overlays, toasts.
import { Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { AppRoutes } from './app-routes.tsx';
import { OfflineSync } from './features/offline-sync/offline-sync.tsx';
import { OverlayHost } from './overlays/overlay-host.tsx';
import { loadAccountInfo } from './state/account.ts';
import { startSessionWatch, useSessionToken } from './state/session.ts';
import { Toasts } from './ui/toasts.tsx';

/** Ends stale sessions (spec §4) and loads the account behind each new token. */
function useSessionLifecycle(): void {
  const token = useSessionToken();
  useEffect(() => startSessionWatch(), []);
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
