// On activate: delete API cache databases of earlier versions (their names carry the version),
// after moving any unsent changes they still hold into the outbox database, and every user's
// expired API copies. The outbox database is never deleted here. The precache cleans itself
// (cleanupOutdatedCaches).
import { OFFLINE_DB_NAME, OFFLINE_DB_PREFIX, OUTBOX_DB_NAME } from '../src/offline/shared/offline-constants.ts';
import { pruneExpiredResponses } from '../src/offline/shared/api-cache.ts';
import { moveLegacyOutbox } from '../src/offline/shared/legacy-outbox-migration.ts';
import { getOfflineDb } from '../src/offline/shared/offline-db.ts';
import { getOutboxDb, type OutboxDb } from '../src/offline/shared/outbox-db.ts';

/** Only the API cache's own, outdated databases: never the current one, never the outbox. */
function isOutdatedCacheDatabase(name: string): boolean {
  return name.startsWith(OFFLINE_DB_PREFIX) && name !== OFFLINE_DB_NAME && name !== OUTBOX_DB_NAME;
}

function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Deleted once the last connection closes (pages close theirs on versionchange).
    request.onblocked = () => resolve();
  });
}

export async function deleteOldOfflineDatabases(
  factory: IDBFactory,
  getOutbox: () => Promise<OutboxDb> = getOutboxDb,
): Promise<string[]> {
  // indexedDB.databases() is missing in some browsers; then there is nothing we can find to delete.
  if (typeof factory.databases !== 'function') return [];
  const names = (await factory.databases()).map((info) => info.name ?? '').filter(isOutdatedCacheDatabase);
  const deleted: string[] = [];
  for (const name of names) {
    try {
      await moveLegacyOutbox(name, await getOutbox());
    } catch {
      // Its unsent changes could not be moved: keep the database, try again at the next activation.
      continue;
    }
    await deleteDatabase(factory, name);
    deleted.push(name);
  }
  return deleted;
}

/** For the activate event, which waits for it at most ACTIVATION_WAIT_MS (activation-limit.ts). */
export async function cleanUpStorage(): Promise<void> {
  try {
    await deleteOldOfflineDatabases(indexedDB);
    await pruneExpiredResponses(await getOfflineDb());
  } catch {
    // Housekeeping only; it runs again at the next activation.
  }
}
