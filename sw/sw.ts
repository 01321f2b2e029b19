// The service worker: wiring only. What each event does lives in the sibling files.
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { limitActivationWait } from './activation-limit.ts';
import { handleApiFetch } from './api-route.ts';
import { routeCatalogues } from './catalogue-route.ts';
import { handleSync } from './outbox-sync.ts';
import { setUpPrecache } from './precache.ts';
import { cleanUpStorage } from './storage-cleanup.ts';
import { handleMessage } from './update-messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// First of the activate listeners: none of them may hold activation, and with it the app's page
// loads, for more than a few seconds (activation-limit.ts).
limitActivationWait(self);
// Registered before the precache routes so API reads never reach them.
self.addEventListener('fetch', handleApiFetch);
setUpPrecache(self.__WB_MANIFEST);
routeCatalogues();

// The first worker takes the open page at once so the reads of that first visit are cached too; a
// later worker only activates after the user accepted the update (SKIP_WAITING), so claiming then
// never swaps code under a running page without its consent.
clientsClaim();
self.addEventListener('activate', (event) => event.waitUntil(cleanUpStorage()));
self.addEventListener('message', handleMessage);
self.addEventListener('sync', handleSync);
