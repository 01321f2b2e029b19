import { describe, expect, it } from 'vitest';
import { PHONE_STRINGS, phoneForReading, readPhone } from './phone-number.ts';

describe('readPhone', () => {
  it('keeps the digits and a leading + of a number written the usual ways', () => {
    expect(readPhone('+1 (555) 123-4567')).toEqual({ ok: true, phone: '+15551234567' });
    expect(readPhone(' 555.010.0100 ')).toEqual({ ok: true, phone: '5550100100' });
    expect(readPhone('5550100')).toEqual({ ok: true, phone: '5550100' });
  });

  it('reads blank as no phone', () => {
    expect(readPhone('   ')).toEqual({ ok: true, phone: null });
    expect(readPhone(undefined)).toEqual({ ok: true, phone: null });
  });

  it('refuses with a sentence what cannot be a phone', () => {
    for (const text of ['call me', '555-CALL', '1+2345', '+', '12', '1'.repeat(16), '++15551234']) {
      expect(readPhone(text), text).toEqual({ ok: false, error: PHONE_STRINGS.invalid });
    }
  });
});

describe('phoneForReading', () => {
  it('writes North American numbers as people read them, others as stored', () => {
    expect(phoneForReading('+15551234567')).toBe('+1 (555) 123-4567');
    expect(phoneForReading('5550100100')).toBe('(555) 010-0100');
    expect(phoneForReading('+442079460958')).toBe('+442079460958');
    expect(phoneForReading(null)).toBeNull();
  });
});
