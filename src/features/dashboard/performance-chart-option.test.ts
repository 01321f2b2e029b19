import { describe, expect, it } from 'vitest';
import type { HeroChartPoint } from './dashboard-types.ts';
import { buildPerformanceOption, isChartEmpty, plottedCapacity, tooltipLines } from './performance-chart-option.ts';

const POINT: HeroChartPoint = { xAxis: '2026-11-05', time: '18:00', yAxis: 66.67, eventId: 7, rsvps: 20, attendees: 15 };

describe('event performance option', () => {
  it('plots capacity % on an axis with ticks 0, 25, 50, 75, 100', () => {
    const option = buildPerformanceOption([POINT, { ...POINT, eventId: 8, yAxis: null }]);
    expect(option.yAxis).toMatchObject({ min: 0, max: 100, interval: 25 });
    const series = option.series as { data: (number | null)[] }[];
    expect(series[0]?.data).toEqual([66.67, null]);
  });

  it('draws an overbooked event on the 100 line but tells the true figure', () => {
    expect(plottedCapacity(112.5)).toBe(100);
    expect(tooltipLines({ ...POINT, yAxis: 112.5 })).toContain('Capacity: 112.50%');
  });

  it('tooltip shows date, time, RSVPs and attended', () => {
    expect(tooltipLines(POINT)).toEqual([
      'Date: Nov 05, 2026',
      'Time: 6:00 PM',
      'RSVPs: 20',
      'Attended: 15',
      'Capacity: 66.67%',
    ]);
  });

  it('counts no points, or only unknown capacities, as empty', () => {
    expect(isChartEmpty(null)).toBe(true);
    expect(isChartEmpty([])).toBe(true);
    expect(isChartEmpty([{ ...POINT, yAxis: null }])).toBe(true);
    expect(isChartEmpty([POINT])).toBe(false);
  });
});
