// On activate: delete offline databases of earlier versions (their names carry the version) and
// every user's expired API copies. The precache cleans itself (cleanupOutdatedCaches).
import { OFFLINE_DB_NAME, OFFLINE_DB_PREFIX } from '../src/offline/offline-constants.ts';
import { pruneExpiredResponses } from '../src/offline/api-cache.ts';
import { getOfflineDb } from '../src/offline/offline-db.ts';

export async function deleteOldOfflineDatabases(factory: IDBFactory): Promise<string[]> {
  // indexedDB.databases() is missing in some browsers; then there is nothing we can find to delete.
  if (typeof factory.databases !== 'function') return [];
  const names = (await factory.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(OFFLINE_DB_PREFIX) && name !== OFFLINE_DB_NAME);
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = factory.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
          request.onblocked = () => resolve();
        }),
    ),
  );
  return names;
}

export async function cleanUpStorage(): Promise<void> {
  try {
    await deleteOldOfflineDatabases(indexedDB);
    await pruneExpiredResponses(await getOfflineDb());
  } catch {
    // Housekeeping only; it runs again at the next activation.
  }
}
