// Asks the browser to wake the service worker when the connection returns (Background Sync,
// Chromium only). The worker cannot replay by itself, since the session token lives in the page, so
// it tells open windows to replay (sw/outbox-sync.ts); with no window open the replay waits for the
// next app start.
import { OUTBOX_SYNC_TAG } from './offline-constants.ts';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function registerOutboxSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return false;
  try {
    // getRegistration, not `ready`: `ready` never settles when no worker is registered (dev, tests).
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
