// Keeps the session honest while the app runs: its age is checked every SESSION_CHECK_MS
// (docs/product-spec.md, States and transitions: Session), and a change of the stored session in
// another tab (sign-out, another user, a renewed token) is followed here (session.ts
// followStoredSession).
import { STORAGE_KEYS } from '../config/web-storage.ts';
import { expireSession, followStoredSession, isSessionTooOld } from './session.ts';

/** The product's session check runs every 15 s (docs/product-spec.md, Business constants and limits). */
export const SESSION_CHECK_MS = 15_000 as const;

function onStorage(event: StorageEvent): void {
  // key null: the other tab cleared all of localStorage.
  if (event.key === STORAGE_KEYS.session.key || event.key === null) void followStoredSession();
}

/**
 * Checks the session's age now and every SESSION_CHECK_MS, and follows sign-outs made in other tabs
 * (the storage event); returns the stop function.
 */
export function startSessionWatch(): () => void {
  const check = () => {
    if (isSessionTooOld()) void expireSession();
  };
  globalThis.addEventListener?.('storage', onStorage);
  // The first check waits one task so the toast container is mounted (and, under StrictMode's
  // mount-unmount-mount in development, the toast is not dropped with the first container).
  const first = setTimeout(check, 0);
  const timer = setInterval(check, SESSION_CHECK_MS);
  return () => {
    clearTimeout(first);
    clearInterval(timer);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
