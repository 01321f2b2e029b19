import { describe, expect, it } from 'vitest';
import { DESK_PASSWORD_DELAYS, deskPasswordDelayMs, deskSessionKey } from './desk-password-throttle.ts';

describe('the waits between staff passwords at the front desk', () => {
  it('lets the first attempts go at once, then doubles from the first wait up to the longest', () => {
    const waits = Array.from({ length: 10 }, (_, index) => deskPasswordDelayMs(index + 1, DESK_PASSWORD_DELAYS));
    expect(waits).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
    expect(deskPasswordDelayMs(1_000_000, DESK_PASSWORD_DELAYS)).toBe(DESK_PASSWORD_DELAYS.maxDelayMs);
  });

  it('keys a session by a hash of its token, never the token itself', () => {
    const key = deskSessionKey('header.payload.signature');
    expect(key).toMatch(/^desk-password:[\w-]{43}$/);
    expect(key).not.toContain('signature');
    expect(deskSessionKey('header.payload.signature2')).not.toBe(key);
  });
});
