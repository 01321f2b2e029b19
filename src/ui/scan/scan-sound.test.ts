// The beep's mute is the device's: kept in localStorage under its one key, on until muted.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../config/web-storage.ts';
import { SCAN_BEEPS, scanSoundOn, setScanSound } from './scan-sound.ts';

describe('the scan beep', () => {
  it('is on until muted, and the mute is kept for the device', () => {
    expect(scanSoundOn()).toBe(true);
    setScanSound(false);
    expect(scanSoundOn()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.scanSound.key)).toBe('off');
    setScanSound(true);
    expect(localStorage.getItem(STORAGE_KEYS.scanSound.key)).toBe('on');
  });

  it('sounds different for each outcome', () => {
    const shapes = Object.values(SCAN_BEEPS).map((beeps) => JSON.stringify(beeps));
    expect(new Set(shapes).size).toBe(3);
  });
});
