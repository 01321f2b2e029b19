// "Offline — data from 10:42": tells the user how old the copy on screen is. Pages report their
// copies (<CopyAgeInTopBar>) and the top bar shows the oldest (<TopBarCopyAge>), in a slot whose size
// never changes; a dialog, drawn over the top bar, says it inline (<StaleNotice>).
import { format, isToday } from 'date-fns';
import { useSnapshot } from 'valtio';
import { connectivity } from './connectivity.ts';
import { useCopiesOnScreen, useOldestCopyOnScreen } from './copy-age.ts';
import { staleDataNotice } from './shared/offline-strings.ts';

export function formatCopyTime(cachedAt: string): string {
  const when = new Date(cachedAt);
  return isToday(when) ? format(when, 'HH:mm') : format(when, 'MMM d, HH:mm');
}

function NoticeText({ cachedAt, className }: { cachedAt: string; className: string }) {
  const { online } = useSnapshot(connectivity);
  return (
    <span className={className} data-testid="stale-notice">
      {staleDataNotice(online, formatCopyTime(cachedAt))}
    </span>
  );
}

/** Inline, for a dialog: the age of the copy it shows. */
export function StaleNotice({ cachedAt }: { cachedAt: string | null }) {
  if (cachedAt === null) return null;
  return (
    <p className="stale-notice-line" role="status">
      <NoticeText cachedAt={cachedAt} className="stale-notice" />
    </p>
  );
}

/**
 * A page's part: reports the copies it shows (each null when fresh) to the top bar, which names the
 * oldest (never a fresher time than the stalest panel's). Renders nothing.
 */
export function CopyAgeInTopBar({ cachedAt }: { cachedAt: readonly (string | null)[] }) {
  useCopiesOnScreen(cachedAt);
  return null;
}

/** The top bar's slot: always there (a live region must exist before its text changes). */
export function TopBarCopyAge() {
  const oldest = useOldestCopyOnScreen();
  return (
    <div className="top-bar-status" role="status">
      {oldest === null ? null : <NoticeText cachedAt={oldest} className="stale-notice stale-notice--bar" />}
    </div>
  );
}
