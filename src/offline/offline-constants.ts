// Names shared by the page and the service worker. A version lives in each storage name so that a
// new release that changes a shape starts from an empty store and the old one is deleted on
// activate (sw/storage-cleanup.ts) instead of being migrated in place.

export const OFFLINE_DB_PREFIX = 'hom-offline-' as const;
export const OFFLINE_DB_NAME = `${OFFLINE_DB_PREFIX}v1` as const;
// Schema version inside one named database; bump the name, not this, when shapes change.
export const OFFLINE_DB_SCHEMA_VERSION = 1 as const;

export const RESPONSES_STORE = 'responses' as const;
export const OUTBOX_STORE = 'outbox' as const;

// Workbox names its precache `workbox-precache-v2-<scope>`; everything else in Cache Storage is a
// runtime cache that may hold a user's data and is wiped on sign-out.
export const PRECACHE_NAME_PREFIX = 'workbox-precache' as const;

export const API_CACHE_LIMITS = {
  maxEntriesPerUser: 300,
  maxAgeMs: 14 * 24 * 60 * 60 * 1000,
} as const;

// Response headers worth keeping with a cached body; the rest (dates, cookies, CORS) would be
// stale or meaningless when replayed offline.
export const CACHED_HEADER_NAMES = ['content-type', 'content-disposition'] as const;

export const CACHE_DATE_HEADER = 'X-Cache-Date' as const;
// Marks the SW's own 503 so the api client can tell "offline, nothing cached" from a server 503.
export const OFFLINE_HEADER = 'X-Offline' as const;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key' as const;

export const OUTBOX_SYNC_TAG = 'outbox-replay' as const;
export const OUTBOX_LOCK_NAME = 'outbox-replay' as const;
export const OUTBOX_CHANNEL_NAME = 'hom-outbox' as const;

// Messages the service worker posts to its window clients.
export const SW_MESSAGE = {
  replayOutbox: 'replay-outbox',
} as const;
