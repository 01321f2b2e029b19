// The one wrapper around the outbox database (house rule: one module per third-party singleton).
// Unversioned name, never deleted by the worker's cleanup: it holds changes the user has not sent
// yet. Shape changes are migrations in `upgrade`, one step per schema version.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { sharedConnection } from './shared-connection.ts';
import { OUTBOX_DB_NAME, OUTBOX_DB_SCHEMA_VERSION, OUTBOX_STORE } from './offline-constants.ts';

/**
 * 'pending': not known to have reached the server, from the moment the user acted (stored before
 * its first request goes out, so a page closed mid-send loses nothing): the replay sends it, in
 * order, with its key. 'rejected': refused by the server, listed with its message until dismissed.
 */
export type OutboxState = 'pending' | 'rejected';

export interface OutboxEntry {
  id: number;
  userId: string;
  idempotencyKey: string;
  method: string;
  /** Path relative to the API base, as `apiCall` takes it (e.g. /building-manager/tasks/). */
  path: string;
  body: unknown;
  /** ISO time the user acted; replay order. */
  actedAt: string;
  state: OutboxState;
  error?: string;
  /** Which queued write this is (the app's table of queued writes names each kind and its body). */
  kind: string;
  label: string;
  /**
   * The lane it is sent in: a write with a lane may pass an earlier one of another lane; none (or a
   * row stored before lanes were kept) waits behind every earlier write (outbox-lanes.ts).
   */
  lane?: string | null;
}

export interface OutboxSchema extends DBSchema {
  [OUTBOX_STORE]: {
    key: number;
    value: OutboxEntry;
    indexes: { 'by-user': string; 'by-idempotency-key': string };
  };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

export function openOutboxDb(name: string = OUTBOX_DB_NAME): Promise<OutboxDb> {
  return openDB<OutboxSchema>(name, OUTBOX_DB_SCHEMA_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const outbox = db.createObjectStore(OUTBOX_STORE, { keyPath: 'id', autoIncrement: true });
        outbox.createIndex('by-user', 'userId');
        // Unique: an entry moved from an older database twice (page and worker both migrating) is
        // stored once.
        outbox.createIndex('by-idempotency-key', 'idempotencyKey', { unique: true });
      }
      // Later shape changes: `if (oldVersion < 2) { … }`, keeping every row.
    },
  });
}

/** The outbox database of this context, opened on first use. */
export const getOutboxDb: () => Promise<OutboxDb> = sharedConnection(() => openOutboxDb());
