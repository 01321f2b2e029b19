// The resident's session on this device: the token kept under its own Web Storage key (apart from a
// staff session in the same browser, so signing out of one leaves the other), and a hook that
// re-renders when it changes, in this tab or another.
import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../config/web-storage.ts';
import { readTokenClaims } from '../contract/token-claims.ts';
import { emitter } from '../primitives/emitter.ts';
import { onResidentUnauthorized } from './resident-api.ts';
import { clearResidentCache } from './resident-cache.ts';
import { forgetResidentLanguage } from './resident-language.ts';

const changed = emitter();

export function residentToken(): string | null {
  return readStored('residentSession')?.token ?? null;
}

/** The resident's id as the token names it (unverified: only to key the device's copy per resident). */
export function residentIdOf(token: string): string {
  return readTokenClaims(token).sub ?? 'unknown';
}

export function signInResident(token: string): void {
  writeStored('residentSession', { token, sessionTime: Date.now() });
  changed.emit();
}

/** Signs out on this device: the token, the language chosen and every answer kept for offline go. */
export async function signOutResident(): Promise<void> {
  writeStored('residentSession', null);
  forgetResidentLanguage();
  changed.emit();
  await clearResidentCache();
}

function subscribe(listener: () => void): () => void {
  const off = changed.on(listener);
  // Another tab signed in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.residentSession.key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    off();
    window.removeEventListener('storage', onStorage);
  };
}

export function useResidentToken(): string | null {
  return useSyncExternalStore(subscribe, residentToken, () => null);
}

// A token the server refuses (expired, or signed out everywhere) is over on this device too.
onResidentUnauthorized((token) => {
  if (residentToken() === token) void signOutResident();
});
