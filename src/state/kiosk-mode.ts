// The self check-in kiosk (issue 28, front-desk.md "Self check-in"): whether this device is a kiosk,
// kept in localStorage so a reload (or a power cut) brings the kiosk back, not the portal. Only a
// front-desk session starts it; the staff password leaves it; sign-out (and leaving front-desk mode,
// which ends the session the same way) forgets it with the rest of the session.
import { proxy, useSnapshot } from 'valtio';
import { onSignOut } from './session.ts';

export const KIOSK_STORAGE_KEY = 'hom.kiosk' as const;

export interface KioskRecord {
  /** The front desk's building. */
  buildingId: number;
  /** The session's account: another account's session never opens as this kiosk. */
  accountId: number;
}

function readKiosk(): KioskRecord | null {
  try {
    const raw = globalThis.localStorage?.getItem(KIOSK_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { buildingId, accountId } = value as Record<string, unknown>;
    return typeof buildingId === 'number' && typeof accountId === 'number' ? { buildingId, accountId } : null;
  } catch {
    return null;
  }
}

function writeKiosk(record: KioskRecord | null): void {
  try {
    if (record === null) globalThis.localStorage?.removeItem(KIOSK_STORAGE_KEY);
    else globalThis.localStorage?.setItem(KIOSK_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Private mode or a full quota: the kiosk runs until the tab closes.
  }
}

export const kioskMode = proxy<{ record: KioskRecord | null }>({ record: readKiosk() });

export function startKiosk(record: KioskRecord): void {
  kioskMode.record = record;
  writeKiosk(record);
}

export function endKiosk(): void {
  kioskMode.record = null;
  writeKiosk(null);
}

/** The kiosk this device runs, or null. */
export function useKiosk(): KioskRecord | null {
  return useSnapshot(kioskMode).record;
}

onSignOut(() => endKiosk());
