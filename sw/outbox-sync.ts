// Background Sync fired for the outbox. The worker has no session token, so it asks open windows to
// replay. With no window open there is nobody to send as: failing the sync makes the browser retry
// it later (a few times, with back-off); after that, the replay waits for the next app start.
import { OUTBOX_SYNC_TAG, SW_MESSAGE } from '../src/offline/shared/offline-constants.ts';

declare const self: ServiceWorkerGlobalScope;

interface SyncEventLike extends ExtendableEvent {
  tag: string;
}

export async function askClientsToReplay(clients: Clients): Promise<number> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: SW_MESSAGE.replayOutbox });
  return windows.length;
}

export function handleSync(event: Event): void {
  const sync = event as SyncEventLike;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    askClientsToReplay(self.clients).then((count) => {
      if (count === 0) throw new Error('No open window to replay the outbox; the browser will retry.');
    }),
  );
}
