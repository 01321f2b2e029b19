// The page's side of messages from the service worker.
import { SW_MESSAGE } from './shared/offline-constants.ts';

/** Calls `handler` when the worker asks the page to replay the outbox (a Background Sync fired). */
export function onReplayRequested(handler: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return () => {};
  const listener = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_MESSAGE.replayOutbox) {
      handler();
    }
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
