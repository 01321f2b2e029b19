import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/web-storage.ts';
import { activeKiosk, endKiosk, kioskMode, kioskOfToken, startKiosk } from './kiosk-mode.ts';
import { replaceSession, signIn, signOut } from './session.ts';

const KIOSK_STORAGE_KEY = STORAGE_KEYS.kiosk.key;

const token = (sub: number, kiosk?: number) => `header.${btoa(JSON.stringify({ sub, role: 'building_admin', kiosk })).replace(/=+$/, '')}.signature`;

describe('kiosk mode on the device', () => {
  it('is kept in localStorage (a reload reads it) and forgotten at sign-out', async () => {
    signIn(token(5));
    startKiosk({ buildingId: 3, accountId: 5 });
    expect(JSON.parse(localStorage.getItem(KIOSK_STORAGE_KEY) ?? 'null')).toEqual({ buildingId: 3, accountId: 5 });
    await signOut();
    expect(kioskMode.record).toBeNull();
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
  });

  it('leaving front-desk mode (the session replaced) forgets it too; ending it by hand as well', async () => {
    signIn(token(5));
    startKiosk({ buildingId: 3, accountId: 5 });
    await replaceSession(token(9));
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    startKiosk({ buildingId: 3, accountId: 9 });
    endKiosk();
    expect(kioskMode.record).toBeNull();
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    await signOut();
  });

  it("a kiosk's session token is the kiosk whatever the device noted; a note of another account's kiosk is not", () => {
    expect(kioskOfToken(token(5, 3))).toEqual({ buildingId: 3, accountId: 5 });
    expect(kioskOfToken(token(5))).toBeNull();
    expect(activeKiosk(null, token(5, 3))).toEqual({ buildingId: 3, accountId: 5 });
    // A device that ran the kiosk with the desk's own session (before kiosk sessions).
    expect(activeKiosk({ buildingId: 3, accountId: 5 }, token(5))).toEqual({ buildingId: 3, accountId: 5 });
    expect(activeKiosk({ buildingId: 3, accountId: 9 }, token(5))).toBeNull();
    expect(activeKiosk({ buildingId: 3, accountId: 5 }, null)).toBeNull();
  });
});
