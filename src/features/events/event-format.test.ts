import { describe, expect, it } from 'vitest';
import { mixesZones } from '../../ui/date-time-format.ts';
import { formatTimes, groupByDay } from './event-format.ts';

const event = (name: string, start: string, timeZone: string) => ({
  name,
  date: start.slice(0, 10),
  start,
  startTime: start.slice(11, 16),
  endTime: '23:00',
  timeZone,
});

describe('the Events list over buildings in two zones', () => {
  const ny = event('Trivia Night', '2026-11-28T10:00', 'America/New_York');
  const la = event('Mat Pilates', '2026-11-28T09:00', 'America/Los_Angeles');
  const nyLater = event('Core & Stretch', '2026-11-28T11:00', 'America/New_York');

  it('orders a day by the moment each event starts, not by its local clock', () => {
    expect(groupByDay([la, nyLater, ny])).toEqual([['2026-11-28', [ny, nyLater, la]]]);
  });

  it("names each time's zone only when the list mixes zones", () => {
    expect(mixesZones([ny, nyLater])).toBe(false);
    expect(mixesZones([ny, la])).toBe(true);
    expect(formatTimes(la, true)).toBe('9:00 AM – 11:00 PM PST');
    expect(formatTimes(ny)).toBe('10:00 AM – 11:00 PM');
  });
});
