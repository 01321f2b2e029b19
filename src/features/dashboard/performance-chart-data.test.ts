import { describe, expect, it } from 'vitest';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { CAPACITY_AXIS, capacityAxisMax, capacityTicks, isChartEmpty, performanceTable, pointName, tooltipLines } from './performance-chart-data.ts';

const POINT: HeroChartPoint = { name: 'Yoga', timeZone: 'America/New_York', xAxis: '2026-11-05', time: '18:00', yAxis: 66.67, eventId: 7, rsvps: 20, attendees: 15 };

describe('event performance data', () => {
  it('plots capacity % on an axis with ticks 0, 25, 50, 75, 100, labelled {value}%', () => {
    expect(CAPACITY_AXIS).toEqual({ min: 0, max: 100, interval: 25 });
    expect(capacityTicks(capacityAxisMax([POINT, { ...POINT, yAxis: null }]))).toEqual([
      { value: 0, label: '0%' },
      { value: 25, label: '25%' },
      { value: 50, label: '50%' },
      { value: 75, label: '75%' },
      { value: 100, label: '100%' },
    ]);
  });

  it('lets the axis grow above 100 in steps of 25 for an overbooked event', () => {
    expect(capacityAxisMax([POINT])).toBe(100);
    expect(capacityAxisMax([POINT, { ...POINT, yAxis: 100 }])).toBe(100);
    expect(capacityAxisMax([POINT, { ...POINT, yAxis: 112.5 }])).toBe(125);
    expect(capacityAxisMax([{ ...POINT, yAxis: 151 }])).toBe(175);
    expect(capacityTicks(125).at(-1)).toEqual({ value: 125, label: '125%' });
    expect(tooltipLines({ ...POINT, yAxis: 112.5 })).toContain(`${S.chartCapacity}: 112.50%`);
  });

  it('tooltip names the event and shows date, time, RSVPs and attended', () => {
    expect(tooltipLines(POINT)).toEqual([
      'Event: Yoga',
      'Date: Nov 05, 2026',
      'Time: 6:00 PM',
      'RSVPs: 20',
      'Attended: 15',
      `${S.chartCapacity}: 66.67%`,
    ]);
  });

  it("an event of unknown capacity says so in its tooltip and its name", () => {
    expect(tooltipLines({ ...POINT, yAxis: null }).at(-1)).toBe(`${S.chartCapacity}: unknown`);
    expect(pointName({ ...POINT, yAxis: null })).toBe(`Event: Yoga, Date: Nov 05, 2026, Time: 6:00 PM, RSVPs: 20, Attended: 15, ${S.chartCapacity}: unknown`);
  });

  it("names each time's zone when the points are in buildings of different zones", () => {
    const la = { ...POINT, name: 'Pilates', timeZone: 'America/Los_Angeles', time: '09:00' };
    expect(tooltipLines(POINT)).toContain('Time: 6:00 PM');
    expect(tooltipLines(la, true)).toContain('Time: 9:00 AM PST');
    const table = performanceTable([POINT, la]);
    expect(table.rows.map((row) => row[2])).toEqual(['6:00 PM EST', '9:00 AM PST']);
    expect(performanceTable([POINT]).rows[0]?.[2]).toBe('6:00 PM');
  });

  it('counts no points, or only unknown capacities, as empty', () => {
    expect(isChartEmpty(null)).toBe(true);
    expect(isChartEmpty([])).toBe(true);
    expect(isChartEmpty([{ ...POINT, yAxis: null }])).toBe(true);
    expect(isChartEmpty([POINT])).toBe(false);
  });
});
