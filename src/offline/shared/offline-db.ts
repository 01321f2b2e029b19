// The one wrapper around the API cache database (house rule: one module per third-party
// singleton). The page and the service worker both import it; each context opens it once. The
// outbox has its own database (outbox-db.ts): this one is disposable, that one is not.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { sharedConnection } from './shared-connection.ts';
import {
  OFFLINE_DB_NAME,
  OFFLINE_DB_SCHEMA_VERSION,
  RESPONSES_STORE,
  SIGNED_OUT_TOKENS_STORE,
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
  /** UTF-8 bytes of `body`: the cache's byte bound adds these up. */
  size: number;
  /** ISO time; fixed-width, so string order is time order (used by the eviction indexes). */
  storedAt: string;
}

/** A session that ended on this device: answers fetched with its token are never stored. */
export interface SignedOutToken {
  /** SHA-256 (hex) of the token; the token itself is not kept. */
  tokenHash: string;
  userId: string;
  /** Epoch ms; markers older than the cache's age limit are pruned. */
  signedOutAt: number;
}

export interface OfflineSchema extends DBSchema {
  [RESPONSES_STORE]: {
    key: string;
    value: CachedApiResponse;
    indexes: { 'by-user-stored': [string, string]; 'by-stored-size': [string, number] };
  };
  [SIGNED_OUT_TOKENS_STORE]: {
    key: string;
    value: SignedOutToken;
  };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export function openOfflineDb(name: string = OFFLINE_DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, OFFLINE_DB_SCHEMA_VERSION, {
    upgrade(db) {
      const responses = db.createObjectStore(RESPONSES_STORE, { keyPath: 'key' });
      responses.createIndex('by-user-stored', ['userId', 'storedAt']);
      // Oldest first across users, with each size in the key: the byte bound adds sizes up with a
      // key cursor, without loading any body.
      responses.createIndex('by-stored-size', ['storedAt', 'size']);
      db.createObjectStore(SIGNED_OUT_TOKENS_STORE, { keyPath: 'tokenHash' });
    },
  });
}

/** The API cache database of this context, opened on first use. */
export const getOfflineDb: () => Promise<OfflineDb> = sharedConnection(() => openOfflineDb());
