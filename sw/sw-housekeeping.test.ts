// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { askClientsToReplay } from './outbox-sync.ts';
import { NAVIGATION_DENYLIST } from './navigation-denylist.ts';
import { deleteOldOfflineDatabases } from './storage-cleanup.ts';
import { OFFLINE_DB_NAME, OUTBOX_DB_NAME } from '../src/offline/shared/offline-constants.ts';
import { createOutbox } from '../src/offline/shared/outbox.ts';
import { getOutboxDb } from '../src/offline/shared/outbox-db.ts';
import { countUnsentRows, queueEntry } from '../src/testing/offline-test-helpers.ts';

const toggle = (userId: string, key: string, actedAt: string) => ({
  userId,
  idempotencyKey: key,
  method: 'PUT',
  path: '/building-manager/tasks/',
  body: { id: 3, is_completed: true },
  actedAt,
  state: 'pending',
  kind: 'task-toggle',
  label: 'Mark task 3 complete',
});

describe('service worker housekeeping', () => {
  it('deletes offline databases of other versions only', async () => {
    for (const name of ['hom-offline-v0', OFFLINE_DB_NAME, 'someone-else']) (await openDB(name, 1)).close();
    expect(await deleteOldOfflineDatabases(indexedDB)).toEqual(['hom-offline-v0']);
    const left = (await indexedDB.databases()).map((info) => info.name);
    expect(left).toContain(OFFLINE_DB_NAME);
    expect(left).toContain('someone-else');
    expect(left).not.toContain('hom-offline-v0');
  });

  it('never deletes the outbox, and moves the unsent changes of an old cache database into it first', async () => {
    const outbox = createOutbox({ getDb: getOutboxDb });
    await queueEntry(outbox, { ...toggle('1', 'key-current', '2026-03-01T10:05:00.000Z'), kind: 'task-toggle' });
    // The shape hom-offline-v1 had: responses and the outbox in one versioned database.
    const legacy = await openDB('hom-offline-v1', 1, {
      upgrade(db) {
        db.createObjectStore('responses', { keyPath: 'key' });
        db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('by-user', 'userId');
      },
    });
    await legacy.add('outbox', toggle('1', 'key-legacy', '2026-03-01T10:00:00.000Z'));
    legacy.close();

    expect(await deleteOldOfflineDatabases(indexedDB)).toEqual(['hom-offline-v1']);
    const left = (await indexedDB.databases()).map((info) => info.name);
    expect(left).toContain(OUTBOX_DB_NAME);
    expect(left).not.toContain('hom-offline-v1');
    // Same keys, same order (by the time the user acted): the legacy change still goes first.
    expect((await outbox.listForUser('1')).map((entry) => entry.idempotencyKey)).toEqual(['key-legacy', 'key-current']);

    // A second activation finds nothing more to move or delete.
    expect(await deleteOldOfflineDatabases(indexedDB)).toEqual([]);
    expect(await countUnsentRows(await getOutboxDb(), '1')).toBe(2);
  });

  it('asks every open window to replay the outbox', async () => {
    const posted: unknown[] = [];
    const window = { postMessage: (message: unknown) => posted.push(message) };
    const clients = { matchAll: async () => [window, window] } as unknown as Clients;
    expect(await askClientsToReplay(clients)).toBe(2);
    expect(posted).toEqual([{ type: 'replay-outbox' }, { type: 'replay-outbox' }]);
  });

  it('never answers an /api navigation with the app shell', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/users/login')).toBe(true);
    expect(denied('/api')).toBe(true);
    expect(denied('/dashboard')).toBe(false);
    expect(denied('/apiary')).toBe(false);
  });
});
