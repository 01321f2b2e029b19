// Registers the service worker (built from sw/sw.ts) once, through vite-plugin-pwa's wrapper of
// workbox-window. With registerType 'prompt' a new version waits; applyUpdate() is the only way it
// takes over, and the page then reloads because the user asked for it.
import { registerSW } from 'virtual:pwa-register';
import { holdReadsUntilReload } from '../api/reads-held.ts';
import { pwaState } from './pwa-state.ts';
import { rememberUpdateAccepted, takeAcceptedUpdate } from './update-accepted.ts';
import { keepCatalogueOffline } from '../i18n/keep-catalogue-offline.ts';

// Browsers look for a new worker on navigations; a dashboard left open all day makes none.
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;

/** Idempotent; in `vite dev` the plugin's register is a no-op (no worker in development). */
export function startServiceWorker(): void {
  if (updateServiceWorker) return;
  // Reload was pressed in this tab a moment ago and the page came back with the new worker still
  // waiting: it is taken now without asking again (update-accepted.ts).
  const accepted = takeAcceptedUpdate(Date.now());
  keepCatalogueOffline();
  updateServiceWorker = registerSW({
    onNeedRefresh() {
      if (accepted.accepted) {
        accepted.accepted = false;
        void applyUpdate(accepted.retries + 1);
        return;
      }
      pwaState.needRefresh = true;
    },
    onOfflineReady() {
      pwaState.offlineReady = true;
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}

/** Reload pressed and the new worker not in control this much later: the page reloads itself. */
export const UPDATE_RELOAD_FALLBACK_MS = 3_000;

/**
 * The user clicked Reload: let the waiting worker take over; the page reloads when it does. The
 * browser may hold it back while the page is open (seen in the torture run: a minute and more on an
 * online tablet with no request of the old worker pending, though a plain reload freed it at once),
 * so the page reloads after UPDATE_RELOAD_FALLBACK_MS as the button says, and the new worker takes
 * over as it unloads. If it still waits when the page is back, that page takes it once more
 * (`retries`: how many page loads took it without asking).
 */
export async function applyUpdate(retries = 0): Promise<void> {
  pwaState.needRefresh = false;
  rememberUpdateAccepted(Date.now(), retries);
  // The old worker hands over once it has no read in hand: the page stops reading (reads-held.ts).
  holdReadsUntilReload();
  const fallback = setTimeout(() => window.location.reload(), UPDATE_RELOAD_FALLBACK_MS);
  navigator.serviceWorker?.addEventListener('controllerchange', () => clearTimeout(fallback), { once: true });
  await updateServiceWorker?.(true);
}

/** The user chose Later; the prompt comes back with the next new version or app start. */
export function postponeUpdate(): void {
  pwaState.needRefresh = false;
}
