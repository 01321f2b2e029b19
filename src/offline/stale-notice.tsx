// "Offline — data from 10:42": tells the user how old the copy on screen is. Pages report their
// copies (<CopyAgeInTopBar>) and the top bar shows the oldest (<TopBarCopyAge>), in a slot whose size
// never changes; a dialog, drawn over the top bar, says it in its header's status slot
// (<DialogCopyAge>), which never changes size either.
import { format, isToday } from 'date-fns';
import { activeLanguage } from '../i18n/catalogue.ts';
import { formatMomentClock, formatMomentThisYear } from '../ui/date-time-format.ts';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { CONNECTION_STRINGS as C } from './connection-strings.ts';
import { connectivity } from './connectivity.ts';
import { useCopiesOnScreen, useOldestCopyOnScreen } from './copy-age.ts';

/** Today's copy by its time ('5:42 PM' in English), an older one with its day, in the language in force. */
export function formatCopyTime(cachedAt: string): string {
  const when = new Date(cachedAt);
  if (!isToday(when)) return formatMomentThisYear(when);
  return activeLanguage() === 'en' ? format(when, 'h:mm a') : formatMomentClock(cachedAt);
}

function NoticeText({ cachedAt, className }: { cachedAt: string; className: string }) {
  const { online } = useSnapshot(connectivity);
  return (
    <span className={className} data-testid="stale-notice">
      {C.staleData(online, formatCopyTime(cachedAt))}
    </span>
  );
}

/**
 * For a dialog's status slot (Dialog's `status`): the age of the copy it shows. (Inline above the
 * dialog's content, it pushed the content down while a copy was revalidated and up again after: a
 * layout shift of 0.041 on every repeat opening of an event's popup.)
 */
export function DialogCopyAge({ cachedAt }: { cachedAt: string | null }) {
  if (cachedAt === null) return null;
  return <NoticeText cachedAt={cachedAt} className="stale-notice stale-notice--bar" />;
}

/**
 * A page's part: reports the copies it shows (each null when fresh) to the top bar, which names the
 * oldest (never a fresher time than the stalest panel's). Renders nothing.
 */
export function CopyAgeInTopBar({ cachedAt }: { cachedAt: readonly (string | null)[] }) {
  useCopiesOnScreen(cachedAt);
  return null;
}

/**
 * The top bar's slot: always there (a live region must exist before its text changes). The notice
 * keeps to one line (four lines pushed the page down at 768 px), cut with an ellipsis where there is
 * no room; a tap shows it whole below the bar, and another tap (or Escape) puts it away.
 */
export function TopBarCopyAge() {
  const oldest = useOldestCopyOnScreen();
  const [open, setOpen] = useState(false);
  const { online } = useSnapshot(connectivity);
  return (
    <div className="top-bar-status" role="status">
      {oldest === null ? null : (
        <button
          type="button"
          className="top-bar-status__button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          onBlur={() => setOpen(false)}
        >
          <NoticeText cachedAt={oldest} className="stale-notice stale-notice--bar" />
          {open ? (
            <span className="stale-notice stale-notice--whole" aria-hidden="true">
              {C.staleData(online, formatCopyTime(oldest))}
            </span>
          ) : null}
        </button>
      )}
    </div>
  );
}
