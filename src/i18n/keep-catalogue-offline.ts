// On a first visit the page loads its language's catalogue before the service worker controls it,
// so the worker's route (sw/catalogue-route.ts) never saw it and the language would not open offline.
// Once a worker takes control, the catalogue files this page loaded are fetched again through it,
// which keeps them. Later loads (a switch, a reload) already go through the worker.
import { CATALOGUE_CHUNK } from '../offline/shared/catalogue-chunks.ts';

function refetchLoadedCatalogues(): void {
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && CATALOGUE_CHUNK.test(url.pathname)) void fetch(url).catch(() => undefined);
  }
}

export function keepCatalogueOffline(): void {
  navigator.serviceWorker?.addEventListener('controllerchange', refetchLoadedCatalogues, { once: true });
}
