// What the device is working from, said plainly: online, when it last saved a full copy for offline
// use; offline (the browser's, or a server that does not answer while the Wi-Fi is up), that it is
// offline, how old the data shown is, and how many changes wait to be sent. The sidebar's foot says
// it in short lines; where the desk works from the screen (the door), <OfflineNotice> says the
// whole sentence above the list.
import { useSnapshot } from 'valtio';
import { connectivity } from '../../offline/connectivity.ts';
import { oldestCopy, useOldestCopyOnScreen } from '../../offline/copy-age.ts';
import { formatCopyTime } from '../../offline/stale-notice.tsx';
import { useOfflineReadiness } from '../../state/offline-warmup.ts';
import { pendingEntries, useOutboxEntries } from '../../state/outbox-view.ts';
import { offlineStatus } from '../../ui/offline-sync-strings.ts';

interface OfflineStatus {
  online: boolean;
  /** When the last full copy for offline use was saved (ISO), or null. */
  readyAt: string | null;
  /** Offline: how old the data shown is (ISO), or null when nothing says. */
  dataFrom: string | null;
  /** Changes waiting to be sent. */
  waiting: number;
}

/**
 * The data's age offline: the oldest of the device's copies on screen and the server's last answer
 * (what was loaded before the link dropped is no older); the last full save when neither is known.
 */
export function offlineDataTime(copyOnScreen: string | null, lastAnswerAt: string | null, readyAt: string | null): string | null {
  return oldestCopy([copyOnScreen, lastAnswerAt]) ?? readyAt;
}

export function useOfflineStatus(): OfflineStatus {
  const { online, lastAnswerAt } = useSnapshot(connectivity);
  const { readyAt } = useOfflineReadiness();
  const copyOnScreen = useOldestCopyOnScreen();
  const waiting = pendingEntries(useOutboxEntries()).length;
  return { online, readyAt, dataFrom: online ? null : offlineDataTime(copyOnScreen, lastAnswerAt, readyAt), waiting };
}

/** The whole sentence while offline, else nothing ("Offline — showing data from 17:30 · 3 changes waiting"). */
export function OfflineNotice() {
  const status = useOfflineStatus();
  // A live region must exist before its text changes.
  return (
    <p className={status.online ? 'visually-hidden' : 'offline-notice'} role="status" data-testid="offline-notice">
      {status.online ? null : offlineStatus(status.dataFrom === null ? null : formatCopyTime(status.dataFrom), status.waiting)}
    </p>
  );
}
