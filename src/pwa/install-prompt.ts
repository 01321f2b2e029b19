// Keeps the browser's install offer (beforeinstallprompt) until the user clicks our install button,
// instead of Chromium's own mini-infobar, which a front-desk user would not notice.
import { pwaState } from './pwa-state.ts';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let listening = false;

function onBeforeInstallPrompt(event: Event): void {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  pwaState.canInstall = true;
}

function onAppInstalled(): void {
  deferred = null;
  pwaState.canInstall = false;
}

/** Starts listening (once). Call early: the event can fire before the button mounts. */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onAppInstalled);
}

/** Shows the browser's install dialog; resolves to whether the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // The event may be used once; a dismissed offer comes back as a new beforeinstallprompt later.
  deferred = null;
  pwaState.canInstall = false;
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}
