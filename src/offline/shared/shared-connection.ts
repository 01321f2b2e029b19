// One connection per database per context (page or worker), opened on first use and shared.
// Another context upgrading or deleting the database (a new release's tab or worker) fires
// 'versionchange': the connection closes so it does not block that, and the next use reopens.
import type { IDBPDatabase } from 'idb';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- idb's own default schema type
export function sharedConnection<Db extends IDBPDatabase<any>>(open: () => Promise<Db>): () => Promise<Db> {
  let shared: Promise<Db> | null = null;
  return () => {
    if (!shared) {
      const opening = open();
      shared = opening;
      opening.then(
        (db) => {
          db.addEventListener('versionchange', () => {
            db.close();
            if (shared === opening) shared = null;
          });
        },
        () => {
          if (shared === opening) shared = null;
        },
      );
    }
    return shared;
  };
}
