// The app shell: every built asset precached (the list is injected at build time), and any page
// navigation answered with index.html so deep links open offline, except the denylisted ones; the
// residents' pages with r/index.html.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST, RESIDENTS_NAVIGATION } from './navigation-denylist.ts';

export function setUpPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  // First, so it wins: the residents' pages (/r, /r/…) open offline with their own app, not the portal.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('r/index.html'), { allowlist: [RESIDENTS_NAVIGATION], denylist: [...NAVIGATION_DENYLIST] }));
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));
}
