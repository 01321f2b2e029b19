// Whether the browser believes it is online. navigator.onLine can say "online" on a network that
// reaches nothing, so callers still treat a status-0 answer as offline; this only drives the badge
// and the "replay now" trigger.
import { proxy } from 'valtio';

export const connectivity = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    connectivity.online = true;
  });
  window.addEventListener('offline', () => {
    connectivity.online = false;
  });
}

export function isOnline(): boolean {
  return connectivity.online;
}

/** Calls `handler` each time the browser comes back online; returns the unsubscribe function. */
export function onReconnect(handler: () => void): () => void {
  window.addEventListener('online', handler);
  return () => window.removeEventListener('online', handler);
}
