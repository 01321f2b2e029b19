// Updates are offered, never forced: a new worker waits until the page (src/pwa/update-prompt.tsx,
// after the user clicks Reload) sends SKIP_WAITING through workbox-window.
// The page also tells its current worker that the user accepted, so that worker drops its requests
// on their way and the waiting one can activate at once (sw/network-fetches.ts).
import { abortNetworkFetches, isUpdateAcceptedMessage } from './network-fetches.ts';

declare const self: ServiceWorkerGlobalScope;

export function handleMessage(event: ExtendableMessageEvent): void {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (isUpdateAcceptedMessage(data)) {
    abortNetworkFetches();
  }
}
