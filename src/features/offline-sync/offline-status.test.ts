// What the sidebar's foot and the door say offline: the sentence, and which time it names.
import { describe, expect, it } from 'vitest';
import { offlineStatus, savedForOfflineAt } from '../../ui/offline-sync-strings.ts';
import { offlineDataTime } from './offline-status.tsx';

describe('offline status', () => {
  it('says plainly what is meant, online and offline', () => {
    expect(savedForOfflineAt('17:30')).toBe('Saved for offline use at 17:30');
    expect(offlineStatus('17:30', 3)).toBe('Offline — showing data from 17:30 · 3 changes waiting');
    expect(offlineStatus('17:30', 1)).toBe('Offline — showing data from 17:30 · 1 change waiting');
    expect(offlineStatus('17:30', 0)).toBe('Offline — showing data from 17:30');
    expect(offlineStatus(null, 2)).toBe('Offline · 2 changes waiting');
  });

  it('names the oldest of the copies on screen and the last answer, else the last full save', () => {
    const ready = '2026-11-23T17:15:00.000Z';
    expect(offlineDataTime('2026-11-23T17:02:00.000Z', '2026-11-23T17:30:00.000Z', ready)).toBe('2026-11-23T17:02:00.000Z');
    // Loaded fresh before the link dropped: the last answer, not the older full save.
    expect(offlineDataTime(null, '2026-11-23T17:30:00.000Z', ready)).toBe('2026-11-23T17:30:00.000Z');
    expect(offlineDataTime(null, null, ready)).toBe(ready);
    expect(offlineDataTime(null, null, null)).toBeNull();
  });
});
