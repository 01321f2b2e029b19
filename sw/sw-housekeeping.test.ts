// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { askClientsToReplay } from './outbox-sync.ts';
import { NAVIGATION_DENYLIST } from './navigation-denylist.ts';
import { deleteOldOfflineDatabases } from './storage-cleanup.ts';
import { OFFLINE_DB_NAME } from '../src/offline/offline-constants.ts';

describe('service worker housekeeping', () => {
  it('deletes offline databases of other versions only', async () => {
    for (const name of ['hom-offline-v0', OFFLINE_DB_NAME, 'someone-else']) (await openDB(name, 1)).close();
    expect(await deleteOldOfflineDatabases(indexedDB)).toEqual(['hom-offline-v0']);
    const left = (await indexedDB.databases()).map((info) => info.name);
    expect(left).toContain(OFFLINE_DB_NAME);
    expect(left).toContain('someone-else');
    expect(left).not.toContain('hom-offline-v0');
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
