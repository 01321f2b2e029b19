// Registers the service worker (built from sw/sw.ts) once, through vite-plugin-pwa's wrapper of
// workbox-window. With registerType 'prompt' a new version waits; applyUpdate() is the only way it
// takes over, and the page then reloads because the user asked for it.
import { registerSW } from 'virtual:pwa-register';
import { SW_MESSAGE } from '../offline/shared/offline-constants.ts';
import { pwaState } from './pwa-state.ts';

// Browsers look for a new worker on navigations; a dashboard left open all day makes none.
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;

/** Idempotent; in `vite dev` the plugin's register is a no-op (no worker in development). */
export function startServiceWorker(): void {
  if (updateServiceWorker) return;
  updateServiceWorker = registerSW({
    onNeedRefresh() {
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

/** Until the new worker takes over, Reload's messages are sent again this often (see applyUpdate). */
export const UPDATE_NUDGE_MS = 2_000;

let nudging: ReturnType<typeof setInterval> | undefined;

/** The current worker drops its requests on their way (a hung one would hold the new worker back), and the waiting one is told to skip waiting. */
async function askForTakeover(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGE.updateAccepted });
  await updateServiceWorker?.(true);
}

/**
 * The user clicked Reload: let the waiting worker take over; the page reloads when it does. The
 * browser activates it only once the current worker has nothing on its way, so the messages are
 * sent again every UPDATE_NUDGE_MS until then (the page's own reads keep coming meanwhile).
 */
export async function applyUpdate(): Promise<void> {
  pwaState.needRefresh = false;
  clearInterval(nudging);
  nudging = setInterval(() => void askForTakeover(), UPDATE_NUDGE_MS);
  navigator.serviceWorker?.addEventListener('controllerchange', () => clearInterval(nudging), { once: true });
  await askForTakeover();
}

/** The user chose Later; the prompt comes back with the next new version or app start. */
export function postponeUpdate(): void {
  pwaState.needRefresh = false;
}
