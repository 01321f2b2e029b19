import { describe, expect, it } from 'vitest';
import { fullName, initials, profileDate } from './user-format.ts';

describe('profile formats', () => {
  it('writes dates as MM-DD-YYYY', () => {
    expect(profileDate('2026-01-24')).toBe('01-24-2026');
    expect(profileDate('1999-12-05')).toBe('12-05-1999');
    expect(profileDate('not a date')).toBe('not a date');
  });

  it('names and initials', () => {
    expect(fullName({ firstName: 'Dana', lastName: 'Reyes' })).toBe('Dana Reyes');
    expect(initials({ firstName: 'dana', lastName: 'reyes' })).toBe('DR');
  });
});
