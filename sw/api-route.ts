// Which fetches the API cache answers. Everything else under /api (writes, other origins) is left to
// the browser, so a write made offline fails fast with a network error and the outbox keeps it.
import { isCacheableApiRequest } from '../src/offline/shared/api-cache-policy.ts';
import { getOfflineDb } from '../src/offline/shared/offline-db.ts';
import { respondFromNetworkOrCache } from './api-cache-strategy.ts';
import { fetchAbortably } from './network-fetches.ts';

declare const self: ServiceWorkerGlobalScope;

export function handleApiFetch(event: FetchEvent): void {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (!isCacheableApiRequest(event.request.method, url.pathname)) return;
  event.respondWith(
    respondFromNetworkOrCache(event.request, {
      fetchImpl: (request) => fetchAbortably(request),
      getDb: getOfflineDb,
      waitUntil: (work) => event.waitUntil(work),
    }),
  );
}
