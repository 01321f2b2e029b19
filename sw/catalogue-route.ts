// A language's catalogue chunk, fetched the first time the language is used, then answered from the
// worker's cache (its name carries its content's hash, so a kept copy is never stale). A few are
// kept: a shared tablet may switch between languages, and an update brings new hashes.
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CATALOGUE_CHUNK } from '../src/offline/shared/catalogue-chunks.ts';

const CATALOGUE_CACHE = 'hom-catalogues';
const KEPT_CATALOGUES = 6;

export function routeCatalogues(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && CATALOGUE_CHUNK.test(url.pathname),
    new CacheFirst({ cacheName: CATALOGUE_CACHE, plugins: [new ExpirationPlugin({ maxEntries: KEPT_CATALOGUES })] }),
  );
}
