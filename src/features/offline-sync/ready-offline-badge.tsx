// "Ready offline · 10:42": when this device last took a full copy of what a front desk needs
// (issue 9 §3). Small, at the foot of the sidebar; nothing shows before the first warm-up.
import { formatCopyTime } from '../../offline/stale-notice.tsx';
import { useOfflineReadiness } from '../../state/offline-warmup.ts';
import { OFFLINE_SYNC_STRINGS as S } from '../../ui/offline-sync-strings.ts';

export function ReadyOfflineBadge() {
  const { readyAt } = useOfflineReadiness();
  if (readyAt === null) return null;
  const time = formatCopyTime(readyAt);
  return (
    <p className="ready-offline" role="status" aria-label={S.readyOfflineLabel(time)} data-testid="ready-offline">
      <span aria-hidden="true">{S.readyOffline}</span>
      <span aria-hidden="true">{time}</span>
    </p>
  );
}
