// Providers, router and the always-present parts: routes, query-string overlays, toasts.
import { Suspense, useEffect, useState } from 'react';
import { Router } from 'wouter';
import { AppRoutes } from './app-routes.tsx';
import { announceSessionEnd } from './features/account/session-end-notice.ts';
import { OverlayHost } from './overlay-host.tsx';
import { loadAccountInfo } from './state/account.ts';
import { onSignOut, useSessionToken, type SignOutInfo } from './state/session.ts';
import { startSessionWatch } from './state/session-watch.ts';
import { Toasts } from './ui/toasts.tsx';
import { useLanguage } from './i18n/language.ts';
import { followStaffLanguage } from './state/staff-language.ts';
import { lazyWithPreload } from './lazy-with-preload.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';

// The offline layer's signed-in half (outbox replay, live changes, the offline warm-up, the sign-out
// confirmation) is a chunk of its own, loaded once a session exists: the sign-in page never uses
// it, and its scripts have a 120 kB gzip budget (136 kB with this chunk in them, 109 without).
const offlineSyncModule = () => import('./features/offline-sync/offline-sync.tsx');
const OfflineSync = lazyWithPreload<object>(() => offlineSyncModule().then((module) => ({ default: module.OfflineSync })));

/**
 * Sign-out or expiry wipes the user's data from the device. Registered at start, not by the chunk
 * above: a session that expired while the app was closed ends before that chunk is in. Signed in,
 * the chunk is already loaded (OfflineSync), so a sign-out offline needs no network.
 */
const wipeOnSignOut = (info: SignOutInfo) => offlineSyncModule().then((module) => module.wipeOnSignOut(info));

/** Ends stale sessions (docs/product-spec.md, States and transitions), says so, and loads the account behind each new token. */
function useSessionLifecycle(): string | null {
  const token = useSessionToken();
  useEffect(() => {
    const stopWiping = onSignOut(wipeOnSignOut);
    const stopAnnouncing = onSignOut(announceSessionEnd);
    const stopWatching = startSessionWatch();
    const stopFollowingLanguage = followStaffLanguage();
    return () => {
      stopFollowingLanguage();
      stopWatching();
      stopAnnouncing();
      stopWiping();
    };
  }, []);
  useEffect(() => {
    if (token) void loadAccountInfo();
  }, [token]);
  return token;
}

export function App() {
  const token = useSessionLifecycle();
  // Mounted with the first session and kept after it ends, as it always was once loaded.
  const [syncNeeded, setSyncNeeded] = useState(token !== null);
  if (token !== null && !syncNeeded) setSyncNeeded(true);
  // Every screen reads its texts while drawing: a new language draws the whole app again, at once,
  // where it was (the address and the stores stay; a half-filled form starts over).
  const language = useLanguage();
  return (
    <Router key={language}>
      <Suspense fallback={null}>
        <AppRoutes />
      </Suspense>
      <OverlayHost />
      <UpdatePrompt />
      {syncNeeded ? (
        <Suspense fallback={null}>
          <OfflineSync />
        </Suspense>
      ) : null}
      <Toasts />
    </Router>
  );
}
