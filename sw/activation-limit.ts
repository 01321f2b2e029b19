// A page load of the app waits for a worker that is activating (the browser holds the navigation
// until it is active), so nothing handed to the activate event may hold it for long: not our
// storage housekeeping (storage-cleanup.ts), not workbox's precache cleanup (cache.keys() and
// deletes, caches.delete()), which wait on the browser's storage. Torture seeds 5004 and 3002 saw a
// worker "activating" for a minute, and for 5 minutes (the browser's own limit for an event), after
// Reload. Whatever is not done within ACTIVATION_WAIT_MS goes on with the worker active, or runs
// again at the next activation.

/** The longest the activate event waits for the work handed to it. */
const ACTIVATION_WAIT_MS = 5_000 as const;

/** `promise`, or nothing once `waitMs` has passed, whichever comes first; never rejects. */
export function settledWithin(promise: Promise<unknown>, waitMs: number): Promise<void> {
  return new Promise<void>((done) => {
    const timer = setTimeout(done, waitMs);
    void promise
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        done();
      });
  });
}

interface ActivateTarget {
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}

/**
 * Caps every `waitUntil` of every activate event at `waitMs`. Registered before any other activate
 * listener (listeners run in the order added), so it covers those added after it, workbox's too.
 */
export function limitActivationWait(scope: ActivateTarget, waitMs: number = ACTIVATION_WAIT_MS): void {
  scope.addEventListener('activate', (event) => {
    const waitUntil = event.waitUntil.bind(event);
    event.waitUntil = (promise: Promise<unknown>) => waitUntil(settledWithin(promise, waitMs));
  });
}
