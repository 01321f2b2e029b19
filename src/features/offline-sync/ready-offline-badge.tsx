// The sidebar's foot: online, "Saved for offline use at 10:42" (when this device last took a full
// copy of what a front desk needs; nothing before the first warm-up); offline, "Offline", how old the
// data shown is and how many changes wait, so it never reads as offline while online, nor the other way.
// Each wording is a new element (keyed by what it says): a changed one that kept its element moved it
// (its centred lines re-centred, its top rose as it grew), a layout shift on whatever page was shown.
import { formatCopyTime } from '../../offline/stale-notice.tsx';
import { OFFLINE_SYNC_STRINGS as S, offlineStatus, savedForOfflineAt } from '../../ui/offline-sync-strings.ts';
import { useOfflineStatus } from './offline-status.tsx';

export function ReadyOfflineBadge() {
  const { online, readyAt, dataFrom, waiting } = useOfflineStatus();
  if (!online) {
    const time = dataFrom === null ? null : formatCopyTime(dataFrom);
    return (
      <p key={offlineStatus(time, waiting)} className="ready-offline is-offline" role="status" aria-label={offlineStatus(time, waiting)} data-testid="ready-offline">
        <strong aria-hidden="true">{S.offline}</strong>
        {time === null ? null : <span aria-hidden="true">{S.dataFrom(time)}</span>}
        {waiting > 0 ? <span aria-hidden="true">{S.waiting(waiting)}</span> : null}
      </p>
    );
  }
  if (readyAt === null) return null;
  const time = formatCopyTime(readyAt);
  return (
    <p key={savedForOfflineAt(time)} className="ready-offline" role="status" aria-label={savedForOfflineAt(time)} data-testid="ready-offline">
      <span aria-hidden="true">{S.savedForOffline}</span>
      <span aria-hidden="true">{S.savedAt(time)}</span>
    </p>
  );
}
