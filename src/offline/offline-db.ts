// The one wrapper around the offline IndexedDB database (house rule: one module per third-party
// singleton). The page and the service worker both import it; each context opens it once.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  OFFLINE_DB_NAME,
  OFFLINE_DB_SCHEMA_VERSION,
  OUTBOX_STORE,
  RESPONSES_STORE,
} from './offline-constants.ts';

export interface CachedApiResponse {
  key: string;
  userId: string;
  method: string;
  /** Path with query, as the browser requested it (e.g. '/api/building-manager/tasks/'). */
  path: string;
  bodyHash: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  /** ISO time; fixed-width, so string order is time order (used by the eviction index). */
  storedAt: string;
}

export type OutboxKind = 'task-toggle' | 'message-liason' | 'message-user';
export type OutboxState = 'pending' | 'rejected';

export interface OutboxEntry {
  id: number;
  userId: string;
  idempotencyKey: string;
  method: string;
  /** Path relative to the API base, as `apiCall` takes it (e.g. '/building-manager/tasks/'). */
  path: string;
  body: unknown;
  /** ISO time the user acted; replay order. */
  actedAt: string;
  state: OutboxState;
  error?: string;
  kind: OutboxKind;
  label: string;
}

export interface OfflineSchema extends DBSchema {
  [RESPONSES_STORE]: {
    key: string;
    value: CachedApiResponse;
    indexes: { 'by-user-stored': [string, string] };
  };
  [OUTBOX_STORE]: {
    key: number;
    value: OutboxEntry;
    indexes: { 'by-user': string };
  };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export function openOfflineDb(name: string = OFFLINE_DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, OFFLINE_DB_SCHEMA_VERSION, {
    upgrade(db) {
      const responses = db.createObjectStore(RESPONSES_STORE, { keyPath: 'key' });
      responses.createIndex('by-user-stored', ['userId', 'storedAt']);
      const outbox = db.createObjectStore(OUTBOX_STORE, { keyPath: 'id', autoIncrement: true });
      outbox.createIndex('by-user', 'userId');
    },
  });
}

let shared: Promise<OfflineDb> | null = null;

/** The database of this context, opened on first use. */
export function getOfflineDb(): Promise<OfflineDb> {
  if (!shared) {
    const opening = openOfflineDb();
    shared = opening;
    opening.then(
      (db) => {
        // Another context deleting this database (an old worker's cleanup) must not be blocked by us.
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
}
