// Wires the offline layer into the app once (mounted in app.tsx): the update prompt, the wipe on
// sign-out or expiry, persistent storage, and the outbox replay on start, reconnect and the
// service worker's Background Sync message.
import { useEffect } from 'react';
import { onReconnect } from '../../offline/connectivity.ts';
import { requestPersistentStorage } from '../../offline/persistent-storage.ts';
import { onReplayRequested } from '../../offline/sw-messages.ts';
import { wipeUserData } from '../../offline/wipe-user-data.ts';
import { UpdatePrompt } from '../../pwa/update-prompt.tsx';
import { resetAllResources, revalidateResourcesInView } from '../../state/cached-resource.ts';
import { getSessionToken, onSignOut, useSessionToken, type SignOutInfo } from '../../state/session.ts';
import { notify } from '../../ui/toasts.tsx';
import { OFFLINE_SYNC_STRINGS } from './offline-sync-strings.ts';
import { refreshOutboxView, watchOutbox } from './outbox-view.ts';
import { replayOutboxNow } from './replay.ts';
import { SignOutConfirm } from './sign-out-confirm.tsx';
import './offline-sync.css';

/** Sign-out or expiry: nothing of that user stays in memory or on the device (shared tablet). */
export async function wipeOnSignOut({ userId }: SignOutInfo): Promise<void> {
  resetAllResources();
  if (userId !== null) await wipeUserData(userId);
  await refreshOutboxView();
}

/** The connection is back: send what waited, then refresh what is on screen, and say so. */
export async function handleReconnect(): Promise<void> {
  if (getSessionToken() === null) return;
  await replayOutboxNow();
  await revalidateResourcesInView();
  notify.success(OFFLINE_SYNC_STRINGS.backOnline);
}

export function OfflineSync() {
  const token = useSessionToken();

  useEffect(() => onSignOut(wipeOnSignOut), []);
  useEffect(() => watchOutbox(), []);
  useEffect(() => {
    const stopReconnect = onReconnect(() => void handleReconnect());
    const stopReplayRequests = onReplayRequested(() => void replayOutboxNow());
    return () => {
      stopReconnect();
      stopReplayRequests();
    };
  }, []);
  useEffect(() => {
    void refreshOutboxView();
    if (token === null) return;
    void requestPersistentStorage();
    void replayOutboxNow();
  }, [token]);

  return (
    <>
      <UpdatePrompt />
      <SignOutConfirm />
    </>
  );
}
