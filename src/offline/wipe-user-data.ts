// Sign-out and session expiry wipe the user's data from the device: a front-desk tablet is shared.
// The precached app shell stays, so the login page still opens offline.
import { deleteUserResponses } from './shared/api-cache.ts';
import { hashToken } from './shared/cache-key.ts';
import { getOfflineDb, type OfflineDb } from './shared/offline-db.ts';
import { PRECACHE_NAME_PREFIX } from './shared/offline-constants.ts';
import { getOutboxDb, type OutboxDb } from './shared/outbox-db.ts';
import { deleteOutboxRowsForUser } from './shared/outbox-store.ts';
import { outbox } from './shared/outbox.ts';
import { pageWriteJournal, type WriteJournal } from './shared/write-journal.ts';

export interface WipeDeps {
  db?: OfflineDb;
  outboxDb?: OutboxDb;
  /** Defaults to the global `caches`; null skips Cache Storage. */
  cacheStorage?: CacheStorage | null;
  /** Defaults to the app outbox's change notification. */
  onOutboxChanged?: () => void;
  /**
   * The ended session's token. Reads still on their way with it (started before the wipe, answered
   * after) are then not stored by the service worker, whenever their answer arrives.
   */
  token?: string | null;
  /** Defaults to the page's write-ahead journal (writes made and not yet stored); null skips it. */
  journal?: WriteJournal | null;
}

export interface WipeSummary {
  responses: number;
  /** Pending and refused entries alike: all were the user's unsent changes. */
  outboxEntries: number;
  runtimeCaches: string[];
}

export async function deleteRuntimeCaches(cacheStorage: CacheStorage): Promise<string[]> {
  const names = (await cacheStorage.keys()).filter((name) => !name.startsWith(PRECACHE_NAME_PREFIX));
  await Promise.all(names.map((name) => cacheStorage.delete(name)));
  return names;
}

/**
 * The self check-in kiosk starts: the session goes on (its unsent changes too), but the device keeps
 * none of the reads the front desk made (resident index, rosters, figures): only what the kiosk
 * itself asks for from then on.
 */
export async function wipeUserReadCopies(user: string | number, deps: Pick<WipeDeps, 'db' | 'cacheStorage'> = {}): Promise<number> {
  const responses = await deleteUserResponses(deps.db ?? (await getOfflineDb()), String(user), { refuseEarlier: true });
  const cacheStorage = deps.cacheStorage === undefined ? globalThis.caches : deps.cacheStorage;
  if (cacheStorage) await deleteRuntimeCaches(cacheStorage);
  return responses;
}

export async function wipeUserData(user: string | number, deps: WipeDeps = {}): Promise<WipeSummary> {
  const userId = String(user);
  const tokenHash = deps.token ? await hashToken(deps.token) : undefined;
  const db = deps.db ?? (await getOfflineDb());
  const responses = await deleteUserResponses(db, userId, { tokenHash });
  (deps.journal === undefined ? pageWriteJournal() : deps.journal)?.removeForUser(userId);
  const outboxEntries = await deleteOutboxRowsForUser(deps.outboxDb ?? (await getOutboxDb()), userId);
  (deps.onOutboxChanged ?? outbox.notifyChanged)();
  const cacheStorage = deps.cacheStorage === undefined ? globalThis.caches : deps.cacheStorage;
  const runtimeCaches = cacheStorage ? await deleteRuntimeCaches(cacheStorage) : [];
  return { responses, outboxEntries, runtimeCaches };
}
