import { describe, expect, it } from 'vitest';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { buildPerformanceOption, capacityAxisMax, isChartEmpty, tappedPointIndex, tooltipLines } from './performance-chart-option.ts';

const POINT: HeroChartPoint = { xAxis: '2026-11-05', time: '18:00', yAxis: 66.67, eventId: 7, rsvps: 20, attendees: 15 };

describe('event performance option', () => {
  it('plots capacity % on an axis with ticks 0, 25, 50, 75, 100', () => {
    const option = buildPerformanceOption([POINT, { ...POINT, eventId: 8, yAxis: null }, { ...POINT, eventId: 9, yAxis: 40 }]);
    expect(option.yAxis).toMatchObject({ min: 0, max: 100, interval: 25 });
    const series = option.series as { data: (number | null)[]; connectNulls: boolean }[];
    expect(series[0]?.data).toEqual([66.67, null, 40]);
  });

  it('keeps an event of unknown capacity on the x axis, the line running past it, its tooltip saying so', () => {
    const option = buildPerformanceOption([POINT, { ...POINT, eventId: 8, yAxis: null }, { ...POINT, eventId: 9, yAxis: 40 }]);
    expect((option.xAxis as { data: string[] }).data).toHaveLength(3);
    expect((option.series as { connectNulls: boolean }[])[0]?.connectNulls).toBe(true);
    expect(tooltipLines({ ...POINT, yAxis: null }).at(-1)).toBe('Capacity: unknown');
  });

  it('lets the axis grow above 100 in steps of 25 for an overbooked event, drawn where it is', () => {
    expect(capacityAxisMax([POINT])).toBe(100);
    expect(capacityAxisMax([POINT, { ...POINT, yAxis: 100 }])).toBe(100);
    expect(capacityAxisMax([POINT, { ...POINT, yAxis: 112.5 }])).toBe(125);
    expect(capacityAxisMax([{ ...POINT, yAxis: 151 }])).toBe(175);
    const option = buildPerformanceOption([POINT, { ...POINT, yAxis: 112.5 }]);
    expect(option.yAxis).toMatchObject({ min: 0, max: 125, interval: 25 });
    expect((option.series as { data: number[] }[])[0]?.data).toEqual([66.67, 112.5]);
    expect(tooltipLines({ ...POINT, yAxis: 112.5 })).toContain('Capacity: 112.50%');
  });

  it('a tap opens the nearest point within its column, or within 22 px beside the first and last', () => {
    const xs = [48, 148, 248];
    expect(tappedPointIndex(48, xs)).toBe(0);
    expect(tappedPointIndex(97, xs)).toBe(0);
    expect(tappedPointIndex(99, xs)).toBe(1);
    // Outside the grid, beside the end points: the outer halves of their dots and a bit more.
    expect(tappedPointIndex(48 - 22, xs)).toBe(0);
    expect(tappedPointIndex(248 + 20, xs)).toBe(2);
    // Tight columns (20 points on a tablet): still 22 px around the ends.
    expect(tappedPointIndex(48 - 23, [48, 60, 72])).toBeNull();
    expect(tappedPointIndex(72 + 22, [48, 60, 72])).toBe(2);
    // Beyond half a column past the last point: nothing.
    expect(tappedPointIndex(248 + 51, xs)).toBeNull();
    expect(tappedPointIndex(10, [])).toBeNull();
    expect(tappedPointIndex(300, [100])).toBeNull();
    expect(tappedPointIndex(120, [100])).toBe(0);
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
