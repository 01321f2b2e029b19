// The self check-in kiosk (docs/design/front-desk.md, "Self check-in"): whether this device is a kiosk.
// While it runs, the session is a kiosk's (its token names the kiosk's building: src/state/kiosk-start.ts
// swaps the desk's token for it), so a reload (or a power cut) brings the kiosk back, not the portal.
// The device also keeps a note of it in Web Storage, written as the kiosk starts: a device that
// ran the kiosk with the desk's own session (before kiosk sessions) is still a kiosk, and swaps that
// session as soon as the server answers. The staff password leaves it; sign-out (and the end of
// the session) forgets it with the rest of the session.
import { proxy, useSnapshot } from 'valtio';
import { readStored, writeStored, type StoredValue } from '../config/web-storage.ts';
import { onSignOut, session, useSessionToken } from './session.ts';
import { tokenClaims } from './token-claims.ts';

/**
 * `buildingId`: the front desk's building; `accountId`: the session's account (another account's
 * session never opens as this kiosk).
 */
export type KioskRecord = StoredValue<'kiosk'>;

export const kioskMode = proxy<{ record: KioskRecord | null }>({ record: readStored('kiosk') });

// Storage refused (private mode, a full quota): the kiosk's session still says it is one.
export function startKiosk(record: KioskRecord): void {
  kioskMode.record = record;
  writeStored('kiosk', record);
}

export function endKiosk(): void {
  kioskMode.record = null;
  writeStored('kiosk', null);
}

/** The kiosk a kiosk's session token is held to, or null (not a kiosk's session). */
export function kioskOfToken(token: string | null): KioskRecord | null {
  if (token === null) return null;
  const { sub, kiosk } = tokenClaims(token);
  return sub === null || kiosk === null ? null : { buildingId: kiosk, accountId: sub };
}

/** The kiosk this device runs for the session `token`, or null. */
export function activeKiosk(record: KioskRecord | null, token: string | null): KioskRecord | null {
  if (token === null) return null;
  const ofToken = kioskOfToken(token);
  if (ofToken !== null) return ofToken;
  return record !== null && tokenClaims(token).sub === record.accountId ? record : null;
}

/** Whether this device runs the kiosk now (what the desk's background work checks). */
export function isKioskRunning(): boolean {
  return activeKiosk(kioskMode.record, session.token) !== null;
}

/** The kiosk this device runs for the signed-in session, or null. */
export function useKiosk(): KioskRecord | null {
  const { record } = useSnapshot(kioskMode);
  return activeKiosk(record, useSessionToken());
}

onSignOut(() => endKiosk());
