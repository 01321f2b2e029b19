// Updates are offered, never forced: a new worker waits until the page (src/pwa/update-prompt.tsx,
// after the user clicks Reload) sends SKIP_WAITING through workbox-window.
declare const self: ServiceWorkerGlobalScope;

export function handleMessage(event: ExtendableMessageEvent): void {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
}
