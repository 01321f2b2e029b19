// Dates, times and percentages in the language in force, on the building's clock: the locale says
// how a moment is written, the time zone which clock it is read on; the two are tested apart.
import { afterEach, describe, expect, it } from 'vitest';
import { installCatalogue } from '../i18n/catalogue.ts';
import { formatClock, formatDayHeading, formatMomentClock, formatNumericDate, formatWrittenDate } from './date-time-format.ts';
import { formatPercent } from './format-percent.ts';

const EVENING_UTC = '2026-11-27T23:30:00Z';

afterEach(() => installCatalogue('en', null));

describe('dates and times in the chosen language', () => {
  it('writes English as the specification does', () => {
    expect(formatWrittenDate('2026-11-05')).toBe('Nov 05, 2026');
    expect(formatClock('18:00')).toBe('6:00 PM');
    expect(formatNumericDate('2026-11-05')).toBe('11-05-2026');
    expect(formatPercent(66.666, '—')).toBe('66.67%');
  });

  it('writes Spanish in its own order, words and marks', () => {
    installCatalogue('es', {});
    expect(formatWrittenDate('2026-11-05')).toBe(new Intl.DateTimeFormat('es', { year: 'numeric', month: 'short', day: '2-digit' }).format(new Date(2026, 10, 5)));
    expect(formatWrittenDate('2026-11-05')).toMatch(/05.*nov.*2026/);
    expect(formatDayHeading('2026-11-27')).toMatch(/viernes/);
    expect(formatClock('18:00')).toBe('18:00');
    expect(formatNumericDate('2026-11-05')).toBe('05/11/2026');
    expect(formatPercent(66.666, '—')).toMatch(/^66,67\s%$/);
  });

  it('writes Arabic with its own month and weekday names', () => {
    installCatalogue('ar', {});
    expect(formatDayHeading('2026-11-27')).toMatch(/الجمعة/);
    expect(formatWrittenDate('2026-11-05')).toMatch(/نوفمبر/);
  });

  it('keeps the building clock apart from the language: same zone, same hour in any language', () => {
    const english = formatMomentClock(EVENING_UTC, 'America/New_York');
    installCatalogue('es', {});
    const spanishNewYork = formatMomentClock(EVENING_UTC, 'America/New_York');
    const spanishTokyo = formatMomentClock(EVENING_UTC, 'Asia/Tokyo');
    expect(english).toBe('6:30 PM');
    expect(spanishNewYork).toBe('18:30');
    // Tokyo is 14 hours ahead of New York in November: another clock, the same language.
    expect(spanishTokyo).toBe('8:30');
  });
});
