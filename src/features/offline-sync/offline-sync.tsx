// Wires the offline layer's signed-in half into the app (mounted in app.tsx once a session exists,
// and kept from then on): persistent storage, the outbox replay on start, reconnect and the service
// worker's Background Sync message, the offline warm-up, and the live-change stream while signed in.
// The wipe on sign-out or expiry is here too; app.tsx registers it at start (wipeOnSignOut). The
// update prompt is the signed-out page's as well, so app.tsx mounts it itself.
import { useEffect } from 'react';
import { onReconnect, RECONNECT, type ReconnectInfo } from '../../offline/connectivity.ts';
import { requestPersistentStorage } from '../../offline/persistent-storage.ts';
import { onReplayRequested } from '../../offline/sw-messages.ts';
import { wipeUserData } from '../../offline/wipe-user-data.ts';
import { resetAllResources, revalidateResourcesInView } from '../../state/cached-resource.ts';
import { startSharedLiveChanges } from '../../state/live-changes-leader.ts';
import { kioskOfToken } from '../../state/kiosk-mode.ts';
import { getSessionToken, useAccount, useSessionToken, type SignOutInfo } from '../../state/session.ts';
import { notify } from '../../ui/toasts.tsx';
import { changesRejected, changesSent, OFFLINE_SYNC_STRINGS, unsentChangesDiscarded } from '../../ui/offline-sync-strings.ts';
import { outboxView, refreshOutboxView, watchOutbox } from '../../state/outbox-view.ts';
import { onReplayReport, replayOutboxNow, type ReplayReport } from '../../state/outbox-replay.ts';
import { firstWarmupDelay, offlineReadiness, restoreReadiness, WARMUP_INTERVAL_MS, warmOfflineCopy, warmupDue } from '../../state/offline-warmup.ts';
import { SignOutConfirm } from './sign-out-confirm.tsx';
import './offline-sync.css';

/**
 * Sign-out or expiry: nothing of that user stays in memory or on the device (shared tablet). An
 * expired session (or a 401) gives no chance to confirm, so the user is told how many unsent
 * changes went with it; a sign-out asked first (sign-out-flow.ts).
 */
export async function wipeOnSignOut({ userId, reason, token }: SignOutInfo): Promise<void> {
  // Read before anything is deleted (another tab may be wiping the same rows at the same moment).
  const known = outboxView.userId === userId ? outboxView.entries.length : 0;
  resetAllResources();
  let wiped = 0;
  if (userId !== null) wiped = (await wipeUserData(userId, { token })).outboxEntries;
  await refreshOutboxView();
  const discarded = Math.max(known, wiped);
  if (reason === 'expired' && discarded > 0) notify.error(unsentChangesDiscarded(discarded));
}

/**
 * The connection is back: send what waited, then refresh what is on screen, and say truly which,
 * unless the outage was a blip nobody noticed (one dropped request on a lossy link).
 */
async function handleReconnect(info: ReconnectInfo = { outageMs: Number.POSITIVE_INFINITY }): Promise<void> {
  if (getSessionToken() === null) return;
  await replayOutboxNow();
  const { inView, refreshed } = await revalidateResourcesInView();
  void warmOfflineCopy();
  if (info.outageMs < RECONNECT.noticeAfterMs) return;
  if (inView === 0) notify.success(OFFLINE_SYNC_STRINGS.backOnlineNothingToRefresh);
  else if (refreshed === inView) notify.success(OFFLINE_SYNC_STRINGS.backOnline);
  // Not an error toast: the app works on, with the saved data; this says only what it shows.
  else notify.success(OFFLINE_SYNC_STRINGS.backOnlineRefreshFailed);
}

/** What a replay sent, and what the server refused (listed under unsent changes until dismissed). */
export function announceReplay({ sent, rejected }: ReplayReport): void {
  if (sent > 0) notify.success(changesSent(sent));
  if (rejected > 0) notify.error(changesRejected(rejected));
}

function useOfflineWarmup(): void {
  const accountId = useAccount()?.id ?? null;
  useEffect(() => {
    restoreReadiness();
    if (accountId === null) return;
    // After sign-in (once the account is known, after the first screen's own loads), and on a reload
    // once the last complete warm-up is due again; then every 15 minutes.
    const first = setTimeout(() => void warmOfflineCopy(), firstWarmupDelay(offlineReadiness.readyAt, Date.now()));
    const every = setInterval(() => void warmOfflineCopy(), WARMUP_INTERVAL_MS);
    // First visit: the service worker takes over a moment later, and only then are copies kept.
    const worker = navigator.serviceWorker;
    const onControl = () => void warmOfflineCopy();
    worker?.addEventListener('controllerchange', onControl);
    // A tablet that slept skipped its timers: waking, a copy older than the interval is taken again,
    // so "Saved for offline use at …" is never much older than the interval when the link drops.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && warmupDue(offlineReadiness.readyAt, Date.now())) void warmOfflineCopy();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(every);
      worker?.removeEventListener('controllerchange', onControl);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [accountId]);
}

export function OfflineSync() {
  const token = useSessionToken();
  useOfflineWarmup();

  useEffect(() => onReplayReport(announceReplay), []);
  useEffect(() => watchOutbox(), []);
  useEffect(() => {
    const stopReconnect = onReconnect((info) => void handleReconnect(info));
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
  // The live-change stream lives with the session (a renewed token opens it again under the new one);
  // a self check-in kiosk's session may not open it (the kiosk asks for its reads again itself).
  useEffect(() => (token === null || kioskOfToken(token) !== null ? undefined : startSharedLiveChanges()), [token]);

  return <SignOutConfirm />;
}
