// The worker's own network requests for the API cache, each abortable. A request left hanging (a
// proxy or uplink that swallows it) would keep its fetch event pending, and the browser activates a
// new worker only once the old one has no pending events: the update the user accepted with Reload
// would wait as long as that request (issue 27's torture run: a minute and more). So every request
// has a ceiling, and the page accepting an update aborts all of them (each then answers from the
// copy or as offline, as an unreachable network does).
import { SW_MESSAGE } from '../src/offline/shared/offline-constants.ts';

/** Longest a request of the worker may stay unanswered, late refreshes of a copy included. */
export const NETWORK_FETCH_CEILING_MS = 30_000 as const;

const inFlight = new Set<AbortController>();

export function fetchAbortably(request: Request, fetchImpl: typeof fetch = fetch): Promise<Response> {
  const controller = new AbortController();
  inFlight.add(controller);
  const ceiling = setTimeout(() => controller.abort(), NETWORK_FETCH_CEILING_MS);
  return fetchImpl(request, { signal: controller.signal }).finally(() => {
    clearTimeout(ceiling);
    inFlight.delete(controller);
  });
}

/** Aborts every request on its way; returns how many there were. */
export function abortNetworkFetches(): number {
  const count = inFlight.size;
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  return count;
}

/** The page accepted an update: nothing of this worker may hold the new one back. */
export function isUpdateAcceptedMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_MESSAGE.updateAccepted;
}
