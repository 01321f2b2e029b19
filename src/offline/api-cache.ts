// The API response cache: plain functions over an open offline database, so the service worker
// (which writes) and the page (which shows a cached copy before the network answers) share them.
import { API_CACHE_LIMITS, RESPONSES_STORE } from './offline-constants.ts';
import type { CachedApiResponse, OfflineDb } from './offline-db.ts';
import { buildCacheKey, type CacheKeyInput } from './cache-key.ts';

export interface ApiCacheLimits {
  maxEntriesPerUser: number;
  maxAgeMs: number;
}

export interface ApiCacheOptions {
  limits?: ApiCacheLimits;
  /** Epoch ms; injectable so tests control time. */
  now?: number;
}

function userRange(userId: string): IDBKeyRange {
  // ISO times start with a digit, so '' and '\uffff' bracket every storedAt of this user.
  return IDBKeyRange.bound([userId, ''], [userId, '\uffff']);
}

function isExpired(entry: CachedApiResponse, now: number, maxAgeMs: number): boolean {
  return now - Date.parse(entry.storedAt) > maxAgeMs;
}

/** Stores (or replaces) one response, then trims that user's entries to the limits. */
export async function storeApiResponse(
  db: OfflineDb,
  entry: CachedApiResponse,
  { limits = API_CACHE_LIMITS, now = Date.now() }: ApiCacheOptions = {},
): Promise<void> {
  const tx = db.transaction(RESPONSES_STORE, 'readwrite');
  await tx.store.put(entry);
  const index = tx.store.index('by-user-stored');
  let remaining = await index.count(userRange(entry.userId));
  // Oldest first: expired entries go whatever the count, then the oldest until within the bound.
  let cursor = await index.openCursor(userRange(entry.userId));
  while (cursor) {
    const tooMany = remaining > limits.maxEntriesPerUser;
    if (!tooMany && !isExpired(cursor.value, now, limits.maxAgeMs)) break;
    await cursor.delete();
    remaining -= 1;
    cursor = await cursor.continue();
  }
  await tx.done;
}

/** The stored response for a key, unless it is older than the age limit. */
export async function readApiResponse(
  db: OfflineDb,
  key: string,
  { limits = API_CACHE_LIMITS, now = Date.now() }: ApiCacheOptions = {},
): Promise<CachedApiResponse | undefined> {
  const entry = await db.get(RESPONSES_STORE, key);
  if (!entry || isExpired(entry, now, limits.maxAgeMs)) return undefined;
  return entry;
}

/** For the page: the cached copy of a request, found by the same key the service worker used. */
export async function lookupApiResponse(
  db: OfflineDb,
  input: CacheKeyInput,
  options: ApiCacheOptions = {},
): Promise<CachedApiResponse | undefined> {
  const { key } = await buildCacheKey(input);
  return readApiResponse(db, key, options);
}

export async function listUserResponses(db: OfflineDb, userId: string): Promise<CachedApiResponse[]> {
  return db.getAllFromIndex(RESPONSES_STORE, 'by-user-stored', userRange(userId));
}

export async function deleteUserResponses(db: OfflineDb, userId: string): Promise<number> {
  const tx = db.transaction(RESPONSES_STORE, 'readwrite');
  let deleted = 0;
  let cursor = await tx.store.index('by-user-stored').openCursor(userRange(userId));
  while (cursor) {
    await cursor.delete();
    deleted += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  return deleted;
}

/** Drops every user's expired entries: a user who never signs in again must not linger. */
export async function pruneExpiredResponses(
  db: OfflineDb,
  { limits = API_CACHE_LIMITS, now = Date.now() }: ApiCacheOptions = {},
): Promise<number> {
  const tx = db.transaction(RESPONSES_STORE, 'readwrite');
  let deleted = 0;
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (isExpired(cursor.value, now, limits.maxAgeMs)) {
      await cursor.delete();
      deleted += 1;
    }
    cursor = await cursor.continue();
  }
  await tx.done;
  return deleted;
}
