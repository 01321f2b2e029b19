// One live-change stream per browser, not per tab: over HTTP/1.1 a browser opens at most six
// connections to a server, and a stream holds one for good, so six tabs of the portal would leave
// none for their calls. The tab holding a Web Lock keeps the stream (src/state/live-changes.ts) and
// passes what it hears to the other tabs over a BroadcastChannel; each tab refreshes its own screen.
// When that tab closes its lock goes to another tab, which opens the stream with the last event id
// the old one passed on (so the server sends what was missed in between). All tabs of a browser
// share one session (the stored token), so what one tab may hear, every tab may.
import { toLiveChange, type LiveChange } from '../api/live-changes-api.ts';
import { revalidateResourcesInView } from './cached-resource.ts';
import { showLiveCheckIns } from './live-check-ins.ts';
import { refreshForChanges, startLiveChanges } from './live-changes.ts';

export const LIVE_CHANGES_LOCK_NAME = 'hom-live-changes' as const;
export const LIVE_CHANGES_CHANNEL_NAME = 'hom-live-changes' as const;

type TabMessage = { type: 'changes'; changes: LiveChange[] } | { type: 'resync' } | { type: 'position'; id: string };

/** What a tab read before the stream's first connection listened is read again (live-changes.ts). */
const readAgainAskedBefore = (readyAt: number) => void revalidateResourcesInView(readyAt);

function toTabMessage(data: unknown): TabMessage | null {
  if (data === null || typeof data !== 'object') return null;
  const { type, changes, id } = data as Record<string, unknown>;
  if (type === 'resync') return { type };
  if (type === 'position') return typeof id === 'string' ? { type, id } : null;
  if (type !== 'changes' || !Array.isArray(changes)) return null;
  const known = changes.map(toLiveChange).filter((change): change is LiveChange => change !== null);
  return { type, changes: known };
}

/** Takes part in the browser's one stream until the returned stop is called. */
export function startSharedLiveChanges(): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel === 'undefined') return startLiveChanges();

  const channel = new BroadcastChannel(LIVE_CHANGES_CHANNEL_NAME);
  // The last event id the leading tab heard: this tab starts from it if it takes the stream over.
  let lastEventId: string | null = null;
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const message = toTabMessage(event.data);
    if (message?.type === 'position') lastEventId = message.id;
    else if (message?.type === 'changes') {
      // The stream's tab showed the check-ins as it heard them (onChangeHeard); this tab does so now.
      showLiveCheckIns(message.changes);
      void refreshForChanges(message.changes);
    }
    else if (message?.type === 'resync') void revalidateResourcesInView();
  };
  const waiting = new AbortController();
  let stopped = false;
  let stopStream = () => {};
  let releaseLock = () => {};
  locks
    .request(LIVE_CHANGES_LOCK_NAME, { signal: waiting.signal }, () => {
      if (stopped) return undefined;
      stopStream = startLiveChanges({
        lastEventId,
        onLastEventId(id) {
          channel.postMessage({ type: 'position', id } satisfies TabMessage);
        },
        onChanges(changes) {
          void refreshForChanges(changes);
          channel.postMessage({ type: 'changes', changes } satisfies TabMessage);
        },
        onFirstReady: readAgainAskedBefore,
        onResync() {
          void revalidateResourcesInView();
          channel.postMessage({ type: 'resync' } satisfies TabMessage);
        },
      });
      // Held until this tab stops (sign-out, token renewed, tab closed: the browser releases it).
      return new Promise<void>((release) => (releaseLock = release));
    })
    .catch(() => {
      // Aborted while waiting for the lock: this tab stopped before its turn.
    });

  return () => {
    stopped = true;
    waiting.abort();
    stopStream();
    releaseLock();
    channel.close();
  };
}
