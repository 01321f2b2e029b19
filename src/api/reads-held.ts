// The user accepted a new version (Reload): the page stops reading through the old service worker
// until it reloads. A new worker told to skip waiting takes over only once the old one has no fetch
// event in hand (Chromium waits up to 5 minutes for that), and a page that keeps reading (a live
// change on another tablet refreshes the screen, whose reads go through the worker, each stored in
// the device's copy) can keep it busy from one read to the next: the torture run saw the page reload
// on the old version with the new worker still waiting. Writes are not held: the worker leaves them
// to the browser (no fetch event to wait for), and the outbox must not stop.
import { isCacheableApiRequest } from '../offline/shared/api-cache-policy.ts';

let held = false;
const inFlight = new Set<AbortController>();

/** Stops every read now and from now on; the page is about to reload. */
export function holdReadsUntilReload(): void {
  held = true;
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
}

export function readsHeld(): boolean {
  return held;
}

/** True for a read the worker answers (and so keeps it busy): those are held. */
export function isHeldKind(method: string, url: string): boolean {
  return isCacheableApiRequest(method, new URL(url, 'http://local.invalid').pathname);
}

/**
 * Tracks a read in flight, so holding aborts it; returns the untrack. A read asked while held, or
 * aborted by the hold, never settles: its screen is about to be reloaded, and an error now would
 * only flash "offline" or a failure message in the page's last moment.
 */
export function trackRead(controller: AbortController): () => void {
  inFlight.add(controller);
  return () => inFlight.delete(controller);
}

export const NEVER: Promise<never> = new Promise<never>(() => undefined);
