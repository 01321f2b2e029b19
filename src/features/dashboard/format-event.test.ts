import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatCount,
  formatPopupDate,
  formatStars,
  formatTeacherName,
  formatTimeRange,
} from './format-event.ts';

describe('event formatting', () => {
  it('floors the star rating', () => {
    expect(formatStars(3.9)).toBe('★★★☆☆');
    expect(formatStars(5)).toBe('★★★★★');
    expect(formatStars(1)).toBe('★☆☆☆☆');
    expect(formatStars(0.4)).toBe('☆☆☆☆☆');
  });

  it('shows a 12-hour time range', () => {
    expect(formatTimeRange('18:00', '19:00')).toBe('6:00 PM – 7:00 PM');
    expect(formatTimeRange('00:30', '12:15')).toBe('12:30 AM – 12:15 PM');
    expect(formatClockTime('garbage')).toBe('garbage');
  });

  it('writes the popup date as MMM DD, YYYY', () => {
    expect(formatPopupDate('2026-11-05')).toBe('Nov 05, 2026');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('names the teacher or shows the fallback', () => {
    expect(formatTeacherName({ firstName: 'Ada', lastName: 'Lovelace' }, '—')).toBe('Ada Lovelace');
    expect(formatTeacherName(null, '—')).toBe('—');
  });
});
