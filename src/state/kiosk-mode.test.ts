import { describe, expect, it } from 'vitest';
import { endKiosk, KIOSK_STORAGE_KEY, kioskMode, startKiosk } from './kiosk-mode.ts';
import { replaceSession, signIn, signOut } from './session.ts';

const token = (sub: number) => `header.${btoa(JSON.stringify({ sub, role: 'building_admin' })).replace(/=+$/, '')}.signature`;

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
});
