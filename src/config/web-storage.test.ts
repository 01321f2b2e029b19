import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './web-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('web storage', () => {
  it('keeps each value in its own area, as text an earlier version reads the same', () => {
    writeStored('session', { token: 'a.b.c', sessionTime: 5 });
    writeStored('buildingChoice', 7);
    writeStored('deviceName', 'Tablet K7');
    expect(localStorage.getItem('hom.session')).toBe('{"token":"a.b.c","sessionTime":5}');
    expect(sessionStorage.getItem('hom.building-choice')).toBe('7');
    expect(localStorage.getItem('hom.device-name')).toBe('Tablet K7');
    expect(readStored('session')).toEqual({ token: 'a.b.c', sessionTime: 5 });
    expect(readStored('buildingChoice')).toBe(7);
    removeStored('buildingChoice');
    expect(sessionStorage.getItem('hom.building-choice')).toBeNull();
  });

  it('reads what it would not have written as nothing', () => {
    localStorage.setItem(STORAGE_KEYS.session.key, '{"token":"","sessionTime":1}');
    sessionStorage.setItem(STORAGE_KEYS.buildingChoice.key, '0');
    sessionStorage.setItem(STORAGE_KEYS.usersSelection.key, '{not json');
    localStorage.setItem(STORAGE_KEYS.kiosk.key, '{"buildingId":"3","accountId":5}');
    expect(readStored('session')).toBeNull();
    expect(readStored('buildingChoice')).toBeNull();
    expect(readStored('usersSelection')).toBeNull();
    expect(readStored('kiosk')).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.usersSelection.key, '{"userId":4,"tab":"elsewhere"}');
    expect(readStored('usersSelection')).toEqual({ userId: 4, tab: 'calendar' });
  });

  it('moves a value kept under a former key name on its first read', () => {
    localStorage.setItem('hom-device-name', 'Tablet Q3');
    expect(readStored('deviceName')).toBe('Tablet Q3');
    expect(localStorage.getItem('hom-device-name')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.deviceName.key)).toBe('Tablet Q3');
  });

  it('carries on when storage refuses', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { length: 0, key: refuse, getItem: refuse, setItem: refuse, removeItem: refuse });
    expect(writeStored('deviceName', 'Tablet K7')).toBe(false);
    expect(readStored('deviceName')).toBeNull();
  });
});
