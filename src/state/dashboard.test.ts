import { describe, expect, it } from 'vitest';
import type { CalendarEntry, HeroChartPoint } from '../features/dashboard/dashboard-types.ts';
import { eventCountChoiceHidden, loadedEventDate, monthKey } from './dashboard.ts';

const event = (id: number, date: string): CalendarEntry => ({
  id,
  name: `Event ${id}`,
  date,
  time: '10:00',
  endTime: '11:00',
  rsvps: 0,
  image: null,
  isHoliday: false,
  buildingId: 1,
  buildingName: 'Harbor Lofts',
});
const point = (eventId: number, xAxis: string): HeroChartPoint => ({ xAxis, time: '10:00', yAxis: 50, eventId, rsvps: 1, attendees: 1 });

describe('dashboard store helpers', () => {
  it('finds an opened event’s day in the calendar, then the chart; a holiday with the same id does not count', () => {
    const holiday: CalendarEntry = { id: 7, name: 'Labor Day', date: '2026-09-07', image: null, description: '', isHoliday: true };
    const calendar = [holiday, event(3, '2026-11-02')];
    expect(loadedEventDate(3, calendar, null)).toBe('2026-11-02');
    expect(loadedEventDate(7, calendar, [point(7, '2026-10-30')])).toBe('2026-10-30');
    expect(loadedEventDate(9, calendar, [point(7, '2026-10-30')])).toBeNull();
    expect(loadedEventDate(9, null, null)).toBeNull();
  });

  it("hides 'Last 10/20 events' only when both would draw the same points", () => {
    expect(eventCountChoiceHidden(null)).toBe(false);
    expect(eventCountChoiceHidden(Array.from({ length: 9 }, (_, i) => point(i + 1, '2026-01-01')))).toBe(true);
    expect(eventCountChoiceHidden(Array.from({ length: 10 }, (_, i) => point(i + 1, '2026-01-01')))).toBe(false);
  });

  it('keys a month by its first day', () => {
    expect(monthKey(new Date(2026, 10, 22))).toBe('2026-11-01');
  });
});
