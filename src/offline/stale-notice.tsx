// "Offline — data from 10:42": tells the user how old the copy on screen is.
import { format, isToday } from 'date-fns';
import { useSnapshot } from 'valtio';
import { connectivity } from './connectivity.ts';
import { staleDataNotice } from './shared/offline-strings.ts';

export function formatCopyTime(cachedAt: string): string {
  const when = new Date(cachedAt);
  return isToday(when) ? format(when, 'HH:mm') : format(when, 'MMM d, HH:mm');
}

export function StaleNotice({ cachedAt }: { cachedAt: string | null }) {
  const { online } = useSnapshot(connectivity);
  if (cachedAt === null) return null;
  return (
    <p className="stale-notice" role="status" data-testid="stale-notice">
      {staleDataNotice(online, formatCopyTime(cachedAt))}
    </p>
  );
}
