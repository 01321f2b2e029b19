// What the install button and the update prompt render from. Written only by install-prompt.ts and
// service-worker-registration.ts.
import { proxy } from 'valtio';

export const pwaState = proxy({
  /** The browser offered installation (beforeinstallprompt) and the app is not installed. */
  canInstall: false,
  /** A new service worker is waiting; it takes over only when the user clicks Reload. */
  needRefresh: false,
  /** The shell is precached: the app will open offline from now on. */
  offlineReady: false,
});
