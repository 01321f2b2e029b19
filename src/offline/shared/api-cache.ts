// The API response cache: plain functions over an open offline database, so the service worker
// (which writes) and the page (which shows a cached copy before the network answers) share them.
import { API_CACHE_LIMITS, RESPONSES_STORE, SIGNED_OUT_TOKENS_STORE } from './offline-constants.ts';
import type { CachedApiResponse, OfflineDb } from './offline-db.ts';
import { buildCacheKey, type CacheKeyInput } from './cache-key.ts';

export interface ApiCacheLimits {
  maxEntriesPerUser: number;
  maxAgeMs: number;
  /** Bytes of all users' bodies together. */
  maxTotalBytes: number;
}

export interface ApiCacheOptions {
  limits?: ApiCacheLimits;
  /** Epoch ms; injectable so tests control time. */
  now?: number;
}

export interface StoreOptions extends ApiCacheOptions {
  /** SHA-256 of the token the answer was fetched with: not stored when that session has ended. */
  tokenHash?: string;
}

/** What the worker stores; the size is measured here when not given. */
export type NewCachedApiResponse = Omit<CachedApiResponse, 'size'> & { size?: number };

/** The signed-out store's row that dates a wipe of a user's copies whose session went on. */
const wipedMarkerKey = (userId: string) => `copies-wiped:${userId}`;

function userRange(userId: string): IDBKeyRange {
  // ISO times start with a digit, so '' and '\uffff' bracket every storedAt of this user.
  return IDBKeyRange.bound([userId, ''], [userId, '\uffff']);
}

function isExpired(entry: Pick<CachedApiResponse, 'storedAt'>, now: number, maxAgeMs: number): boolean {
  return now - Date.parse(entry.storedAt) > maxAgeMs;
}

export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/**
 * Stores (or replaces) one response, then trims that user's entries to the per-user limits and
 * everyone's to the byte bound, oldest first. False when it was not stored: its session was
 * signed out meanwhile (the wipe already ran), or it alone is larger than the whole cache.
 */
export async function storeApiResponse(
  db: OfflineDb,
  input: NewCachedApiResponse,
  { limits = API_CACHE_LIMITS, now = Date.now(), tokenHash }: StoreOptions = {},
): Promise<boolean> {
  const entry: CachedApiResponse = { ...input, size: input.size ?? utf8ByteLength(input.body) };
  if (entry.size > limits.maxTotalBytes) return false;
  // One transaction with the signed-out marker: a wipe runs wholly before (and deletes this) or
  // wholly after (and this sees its marker).
  const tx = db.transaction([RESPONSES_STORE, SIGNED_OUT_TOKENS_STORE], 'readwrite');
  if (tokenHash !== undefined && (await tx.objectStore(SIGNED_OUT_TOKENS_STORE).get(tokenHash))) {
    await tx.done;
    return false;
  }
  // Asked before the user's copies were wiped with the session going on (the kiosk started).
  const wiped = await tx.objectStore(SIGNED_OUT_TOKENS_STORE).get(wipedMarkerKey(entry.userId));
  if (wiped && Date.parse(entry.storedAt) < wiped.signedOutAt) {
    await tx.done;
    return false;
  }
  const responses = tx.objectStore(RESPONSES_STORE);
  // Copies are dated by when their request went out: one asked earlier that answered later is older.
  const held = await responses.get(entry.key);
  if (held && held.storedAt > entry.storedAt) {
    await tx.done;
    return false;
  }
  await responses.put(entry);

  const byUser = responses.index('by-user-stored');
  let remaining = await byUser.count(userRange(entry.userId));
  // Oldest first: expired entries go whatever the count, then the oldest until within the bound.
  let cursor = await byUser.openCursor(userRange(entry.userId));
  while (cursor) {
    const tooMany = remaining > limits.maxEntriesPerUser;
    if (!tooMany && !isExpired(cursor.value, now, limits.maxAgeMs)) break;
    await cursor.delete();
    remaining -= 1;
    cursor = await cursor.continue();
  }

  // Key cursors: the sizes are in the index keys, so no body is read to add them up.
  const bySize = responses.index('by-stored-size');
  let totalBytes = 0;
  for (let sizes = await bySize.openKeyCursor(); sizes; sizes = await sizes.continue()) {
    totalBytes += sizes.key[1];
  }
  for (let oldest = await bySize.openKeyCursor(); oldest && totalBytes > limits.maxTotalBytes; oldest = await oldest.continue()) {
    await responses.delete(oldest.primaryKey);
    totalBytes -= oldest.key[1];
  }
  await tx.done;
  return true;
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

export interface DeleteUserOptions {
  /** SHA-256 of the ended session's token: answers still on their way with it are not stored. */
  tokenHash?: string;
  /**
   * The session goes on (the self check-in kiosk starts), but answers to requests the user made
   * before now, still on their way, are not stored either.
   */
  refuseEarlier?: boolean;
  now?: number;
}

/** Deletes one user's responses (and, given the token, keeps later answers to it out). */
export async function deleteUserResponses(
  db: OfflineDb,
  userId: string,
  { tokenHash, refuseEarlier = false, now = Date.now() }: DeleteUserOptions = {},
): Promise<number> {
  const tx = db.transaction([RESPONSES_STORE, SIGNED_OUT_TOKENS_STORE], 'readwrite');
  if (tokenHash !== undefined) {
    await tx.objectStore(SIGNED_OUT_TOKENS_STORE).put({ tokenHash, userId, signedOutAt: now });
  }
  if (refuseEarlier) await tx.objectStore(SIGNED_OUT_TOKENS_STORE).put({ tokenHash: wipedMarkerKey(userId), userId, signedOutAt: now });
  let deleted = 0;
  let cursor = await tx.objectStore(RESPONSES_STORE).index('by-user-stored').openCursor(userRange(userId));
  while (cursor) {
    await cursor.delete();
    deleted += 1;
    cursor = await cursor.continue();
  }
  await tx.done;
  return deleted;
}

/** Bytes of every user's stored bodies together. */
export async function totalStoredBytes(db: OfflineDb): Promise<number> {
  let total = 0;
  const index = db.transaction(RESPONSES_STORE).store.index('by-stored-size');
  for (let cursor = await index.openKeyCursor(); cursor; cursor = await cursor.continue()) total += cursor.key[1];
  return total;
}

/**
 * Drops every user's expired entries (a user who never signs in again must not linger), and
 * signed-out markers past the same age (no request stays in flight that long).
 */
export async function pruneExpiredResponses(
  db: OfflineDb,
  { limits = API_CACHE_LIMITS, now = Date.now() }: ApiCacheOptions = {},
): Promise<number> {
  const tx = db.transaction([RESPONSES_STORE, SIGNED_OUT_TOKENS_STORE], 'readwrite');
  let deleted = 0;
  let cursor = await tx.objectStore(RESPONSES_STORE).openCursor();
  while (cursor) {
    if (isExpired(cursor.value, now, limits.maxAgeMs)) {
      await cursor.delete();
      deleted += 1;
    }
    cursor = await cursor.continue();
  }
  let marker = await tx.objectStore(SIGNED_OUT_TOKENS_STORE).openCursor();
  while (marker) {
    if (now - marker.value.signedOutAt > limits.maxAgeMs) await marker.delete();
    marker = await marker.continue();
  }
  await tx.done;
  return deleted;
}
