// Renders the overlay the current query string asks for, on any page.
import { Suspense, useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from './config/routes.ts';
import { useIsSignedIn } from './state/session.ts';
import { matchOverlay } from './overlays/overlay-query.ts';
import { findOverlayEntry, OVERLAY_KEYS } from './overlay-registry.tsx';

/** Closing any overlay returns to the same path without the query (replacing the history entry). */
function useCloseOverlay(): () => void {
  const [path, navigate] = useLocation();
  return useCallback(() => navigate(path, { replace: true }), [navigate, path]);
}

export function OverlayHost() {
  const search = useSearch();
  const [path] = useLocation();
  const signedIn = useIsSignedIn();
  const close = useCloseOverlay();
  const match = matchOverlay(search, OVERLAY_KEYS);
  const entry = match ? findOverlayEntry(match.key) : undefined;
  // The self check-in kiosk opens none of the portal's dialogs.
  if (!match || !entry || (!entry.public && !signedIn) || path === ROUTES.kiosk) return null;
  const Overlay = entry.component;
  return (
    <Suspense fallback={null}>
      <Overlay key={match.key} overlayKey={match.key} params={match.params} onClose={close} />
    </Suspense>
  );
}
