// Keeps the kiosk's screen on (Screen Wake Lock): asked for on start and again on every return to
// visibility, since the browser lets the lock go whenever the page is hidden. Each request is
// counted on <html data-wake-lock-requests> (the e2e test's hook: headless Chromium may refuse the
// lock itself, so the test checks that it was asked for).
import { useEffect } from 'react';
import { WAKE_LOCK_REQUESTS_ATTRIBUTE } from './kiosk-hooks.ts';

export function wakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

function countRequest(): void {
  const root = document.documentElement;
  root.setAttribute(WAKE_LOCK_REQUESTS_ATTRIBUTE, String(Number(root.getAttribute(WAKE_LOCK_REQUESTS_ATTRIBUTE) ?? '0') + 1));
}

export function useWakeLock(): void {
  useEffect(() => {
    if (!wakeLockSupported()) return undefined;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      countRequest();
      navigator.wakeLock.request('screen').then(
        (granted) => {
          if (active) lock = granted;
          else void granted.release();
        },
        // Refused (battery saver, a headless browser): the screen may sleep; nothing else to do.
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
