// The residents' answers kept on the device (IndexedDB through idb), keyed per resident, so /r/me
// shows my events as last loaded when the device is offline, and never another resident's on a
// shared device. Storage can refuse (private modes): then nothing is kept and the screens carry on.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const RESIDENT_CACHE_DB = 'hom-residents';
const STORE = 'answers';

export interface CachedAnswer<T> {
  data: T;
  /** ISO time the answer was loaded. */
  savedAt: string;
}

interface ResidentCacheSchema extends DBSchema {
  answers: { key: string; value: CachedAnswer<unknown> };
}

let opening: Promise<IDBPDatabase<ResidentCacheSchema>> | null = null;

function database(): Promise<IDBPDatabase<ResidentCacheSchema>> {
  opening ??= openDB<ResidentCacheSchema>(RESIDENT_CACHE_DB, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
  return opening;
}

const keyOf = (residentId: string, call: string) => `${residentId}:${call}`;

export async function saveAnswer<T>(residentId: string, call: string, data: T, now = new Date()): Promise<void> {
  try {
    await (await database()).put(STORE, { data, savedAt: now.toISOString() }, keyOf(residentId, call));
  } catch {
    // Not kept: the screen still shows what it loaded.
  }
}

export async function readAnswer<T>(residentId: string, call: string): Promise<CachedAnswer<T> | null> {
  try {
    return ((await (await database()).get(STORE, keyOf(residentId, call))) as CachedAnswer<T> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Everything kept on this device for residents (sign out: a shared device keeps nobody's events). */
export async function clearResidentCache(): Promise<void> {
  try {
    await (await database()).clear(STORE);
  } catch {
    // Nothing could be kept either.
  }
}
