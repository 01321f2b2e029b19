// Which fetches the API cache answers. Everything else under /api (writes, other origins) is left to
// the browser, so a write made offline fails fast with a network error and the outbox keeps it.
import { isCacheableApiRequest } from '../src/offline/shared/api-cache-policy.ts';
import { getOfflineDb } from '../src/offline/shared/offline-db.ts';
import { respondFromNetworkOrCache } from './api-cache-strategy.ts';

/** Longest a request of the worker may stay unanswered, late refreshes of a copy included. */
const NETWORK_FETCH_CEILING_MS = 30_000;

declare const self: ServiceWorkerGlobalScope;

export function handleApiFetch(event: FetchEvent): void {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (!isCacheableApiRequest(event.request.method, url.pathname)) return;
  event.respondWith(
    respondFromNetworkOrCache(event.request, {
      // A hung request would keep this fetch event (and the worker) busy for good: it has a ceiling.
      fetchImpl: (request) => fetch(request, { signal: AbortSignal.timeout(NETWORK_FETCH_CEILING_MS) }),
      getDb: getOfflineDb,
      waitUntil: (work) => event.waitUntil(work),
    }),
  );
}
