// Names shared by the page and the service worker.
//
// Two IndexedDB databases, on purpose:
// - the API cache (`hom-offline-vN`) is disposable: a version lives in its name, so a release that
//   changes its shape starts from an empty cache and the old one is deleted on activate
//   (sw/storage-cleanup.ts) instead of being migrated in place;
// - the outbox (`hom-outbox`) holds the user's unsent changes, which a new release must never drop:
//   its name carries no version and it is never deleted by the cleanup; shape changes go through
//   idb's upgrade callback (src/offline/outbox-db.ts).

export const OFFLINE_DB_PREFIX = 'hom-offline-' as const;
// v2: the outbox moved out to OUTBOX_DB_NAME; responses carry their size; signed-out tokens.
export const OFFLINE_DB_NAME = `${OFFLINE_DB_PREFIX}v2` as const;
// Schema version inside one named cache database; bump the name, not this, when shapes change.
export const OFFLINE_DB_SCHEMA_VERSION = 1 as const;

export const OUTBOX_DB_NAME = 'hom-outbox' as const;
// Bump this (and add a step to the upgrade callback) when the outbox's shape changes.
export const OUTBOX_DB_SCHEMA_VERSION = 1 as const;

export const RESPONSES_STORE = 'responses' as const;
export const SIGNED_OUT_TOKENS_STORE = 'signed-out-tokens' as const;
export const OUTBOX_STORE = 'outbox' as const;

// Workbox names its precache `workbox-precache-v2-<scope>`; everything else in Cache Storage is a
// runtime cache that may hold a user's data and is wiped on sign-out.
export const PRECACHE_NAME_PREFIX = 'workbox-precache' as const;

export const API_CACHE_LIMITS = {
  maxEntriesPerUser: 300,
  maxAgeMs: 14 * 24 * 60 * 60 * 1000,
  // All users together: a shared tablet's storage is not the cache's to fill. Oldest go first.
  maxTotalBytes: 25 * 1024 * 1024,
} as const;

// A read the network has not answered by then is answered from the device's copy (when there is
// one), as workbox's NetworkFirst networkTimeoutSeconds does; the late answer still refreshes the
// copy. Shorter than the page's API_TIMEOUT_MS so the copy arrives first.
export const API_NETWORK_TIMEOUT_MS = 8_000 as const;

/**
 * A call of the page unanswered after this long counts as no network (status 0): a read then shows
 * its saved copy, a queueable write goes to the outbox. Safe for writes: the replay reuses the
 * Idempotency-Key, so a write that did reach the server is not applied twice. Longer than
 * API_NETWORK_TIMEOUT_MS, so for reads the worker's saved copy answers first.
 */
export const API_TIMEOUT_MS = 15_000 as const;

// A lossy network can fail a replay while the browser still says "online": no online event will
// come to retry it, so the page retries by itself, backing off. The first retry comes soon: a lost
// request is usually alone (bench:door: a check-in lost on the way held every tap behind it for the
// whole delay), and a server that is really down is retried less and less often anyway. Any answer
// of the server starts the back-off again from the first delay: a door rush, which always has
// something pending, would otherwise wait longer after each lost request until a minute.
export const REPLAY_RETRY_MS = { first: 100, max: 60_000 } as const;

// Response headers worth keeping with a cached body; the rest (dates, cookies, CORS) would be
// stale or meaningless when replayed offline.
export const CACHED_HEADER_NAMES = ['content-type', 'content-disposition'] as const;

export const OUTBOX_SYNC_TAG = 'outbox-replay' as const;
// Held by a replay, in every tab: every write is sent by one, so one write of the device at a time.
export const OUTBOX_LOCK_NAME = 'outbox-replay' as const;
export const OUTBOX_CHANNEL_NAME = 'hom-outbox' as const;

// Messages the service worker posts to its window clients.
export const SW_MESSAGE = {
  replayOutbox: 'replay-outbox',
} as const;

/**
 * The reconnect work (outbox replay, refresh of what is on screen) runs whenever the server answers
 * again, but not more often than every `minIntervalMs`: a write that keeps failing while reads
 * answer would otherwise set it off again and again. Only an outage of at least `noticeAfterMs`
 * (or the browser's own online event) is worth telling the user about; a dropped request on a lossy
 * link is not.
 */
export const RECONNECT = { minIntervalMs: 3_000, noticeAfterMs: 3_000 } as const;

/** How src/offline/connectivity.ts asks whether the server answers while it seems unreachable. */
export const SERVER_PROBE = {
  path: '/health',
  /** Waits before each probe while unreachable: 1 s, 2 s, 4 s, then every 8 s. */
  delaysMs: [1_000, 2_000, 4_000, 8_000],
  timeoutMs: 5_000,
} as const;
