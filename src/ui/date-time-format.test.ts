import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatClockRange,
  formatDayHeading,
  formatDayRange,
  formatMomentClock,
  formatNumericDate,
  formatWrittenDate,
  localToMoment,
  sameWallClock,
  zoneAbbreviation,
  zoneLongName,
} from './date-time-format.ts';

describe('date and time styles', () => {
  it('writes every clock time on the 12-hour clock', () => {
    expect(formatClock('18:00')).toBe('6:00 PM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(formatClockRange('09:00', '10:45')).toBe('9:00 AM – 10:45 AM');
    expect(formatMomentClock('2026-11-24T15:02:00Z', 'America/New_York')).toBe('10:02 AM');
    expect(formatClock('garbage')).toBe('garbage');
  });

  it("writes dates in the spec's two styles and one for day headings and ranges", () => {
    expect(formatWrittenDate('2026-11-05')).toBe('Nov 05, 2026');
    expect(formatNumericDate('2026-11-05')).toBe('11-05-2026');
    expect(formatDayHeading('2026-11-24')).toBe('Tuesday, Nov 24');
    expect(formatDayRange('2026-11-27', '2026-12-03')).toBe('Nov 27 – Dec 03');
    expect(formatDayRange('2026-12-29', '2027-01-04')).toBe('Dec 29, 2026 – Jan 04, 2027');
  });

  it('reads a building-local time as the moment it is, across DST changes', () => {
    expect(new Date(localToMoment('2026-11-24T10:00', 'America/New_York')).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(new Date(localToMoment('2026-07-01T09:00', 'America/Los_Angeles')).toISOString()).toBe('2026-07-01T16:00:00.000Z');
    // The day clocks go back: 01:30 is read at the first (daylight) offset or the second, never a day off.
    const fallBack = localToMoment('2026-11-01T01:30', 'America/New_York');
    expect([Date.parse('2026-11-01T05:30:00Z'), Date.parse('2026-11-01T06:30:00Z')]).toContain(fallBack);
  });

  it("names a zone by the abbreviation of the moment's offset", () => {
    expect(zoneAbbreviation('America/New_York', Date.parse('2026-11-24T15:00:00Z'))).toBe('EST');
    expect(zoneAbbreviation('America/Los_Angeles', Date.parse('2026-07-01T16:00:00Z'))).toBe('PDT');
  });

  it('tells two zones on the same wall clock from two a day apart at the same hour and minute', () => {
    const at = Date.parse('2026-11-24T15:00:00Z');
    expect(sameWallClock(at, 'America/New_York', 'America/Detroit')).toBe(true);
    expect(sameWallClock(at, 'America/New_York', 'America/Chicago')).toBe(false);
    // Kiribati's Line Islands (UTC+14) and Honolulu (UTC-10) read 05:00 both, a day apart.
    expect(sameWallClock(at, 'Pacific/Kiritimati', 'Pacific/Honolulu')).toBe(false);
    // Summer in one, winter in the other: the same offset from UTC only half of the year.
    expect(sameWallClock(Date.parse('2026-07-01T12:00:00Z'), 'America/Phoenix', 'America/Los_Angeles')).toBe(true);
    expect(sameWallClock(at, 'America/Phoenix', 'America/Los_Angeles')).toBe(false);
  });

  it("names a zone in full in the reader's language, for the moment's offset", () => {
    expect(zoneLongName('America/Los_Angeles', Date.parse('2026-07-01T16:00:00Z'), 'en-US')).toBe('Pacific Daylight Time');
    expect(zoneLongName('America/Los_Angeles', Date.parse('2026-11-24T16:00:00Z'), 'en-US')).toBe('Pacific Standard Time');
    expect(zoneLongName('America/Los_Angeles', Date.parse('2026-07-01T16:00:00Z'), 'es')).toBe('hora de verano del Pacífico');
  });
});
