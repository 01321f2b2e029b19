import { describe, expect, it } from 'vitest';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import {
  CHART_HEIGHT_PX,
  GRID_PADDING_PX,
  chartGeometry,
  linePath,
  plotBox,
  pointXs,
  tapColumns,
  xLabelStep,
} from './performance-chart-geometry.ts';

const POINT: HeroChartPoint = { name: 'Yoga', timeZone: 'America/New_York', xAxis: '2026-11-05', time: '18:00', yAxis: 50, eventId: 7, rsvps: 20, attendees: 15 };

/** The point whose tap column holds x (the first, at a shared edge), or null: what a tap opens. */
function tappedPointIndex(x: number, xs: readonly number[]): number | null {
  const index = tapColumns(xs).findIndex((column) => column.left <= x && x <= column.right);
  return index === -1 ? null : index;
}

describe('event performance geometry', () => {
  it('spreads the points evenly from the plot’s left edge to its right edge; a lone one sits in the middle', () => {
    const plot = plotBox(272);
    expect(plot).toEqual({ left: 48, right: 248, top: 16, bottom: CHART_HEIGHT_PX - 32 });
    expect(pointXs(3, plot)).toEqual([48, 148, 248]);
    expect(pointXs(1, plot)).toEqual([148]);
    expect(pointXs(0, plot)).toEqual([]);
  });

  it('puts 0% on the plot’s bottom, the axis top on its top, grid lines every 25', () => {
    const geometry = chartGeometry([POINT, { ...POINT, yAxis: 100 }, { ...POINT, yAxis: 0 }], 272);
    const { top, bottom } = geometry.plot;
    expect(geometry.points.map((point) => point.y)).toEqual([(top + bottom) / 2, top, bottom]);
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    expect(geometry.yTicks[0]?.y).toBe(bottom);
    expect(geometry.yTicks.at(-1)?.y).toBe(top);
  });

  it('draws an overbooked event where it is, on an axis up to the next 25 above it', () => {
    const geometry = chartGeometry([POINT, { ...POINT, yAxis: 125 }], 272);
    expect(geometry.yTicks.at(-1)?.label).toBe('125%');
    expect(geometry.points[1]?.y).toBe(geometry.plot.top);
    expect(geometry.points[0]?.y).toBe(geometry.plot.bottom - (50 / 125) * (geometry.plot.bottom - geometry.plot.top));
  });

  it('keeps an event of unknown capacity in its place, with no dot, the line running on past it', () => {
    const geometry = chartGeometry([POINT, { ...POINT, eventId: 8, yAxis: null }, { ...POINT, eventId: 9, yAxis: 100 }], 272);
    expect(geometry.points).toEqual([
      { x: 48, y: 132 },
      { x: 148, y: null },
      { x: 248, y: 16 },
    ]);
    expect(geometry.line).toBe('M48 132 L248 16');
    expect(geometry.columns).toHaveLength(3);
    expect(linePath([{ x: 1, y: null }, { x: 2.345, y: 3 }])).toBe('M2.35 3');
    expect(linePath([])).toBe('');
  });

  it('labels every point whose dates fit, and every k-th one when they would overlap', () => {
    expect(xLabelStep(58)).toBe(1);
    expect(xLabelStep(48)).toBe(1);
    expect(xLabelStep(47)).toBe(2);
    expect(xLabelStep(27.8)).toBe(2);
    expect(xLabelStep(10)).toBe(5);
    expect(xLabelStep(Number.POSITIVE_INFINITY)).toBe(1);
    const twenty = Array.from({ length: 20 }, (_, index) => ({ ...POINT, eventId: index, xAxis: `2026-11-${String(index + 1).padStart(2, '0')}` }));
    // 768 px portrait: a card about 600 px wide, 20 points 27.8 px apart.
    const narrow = chartGeometry(twenty, 600);
    expect(narrow.xLabels.map((label) => label.label)).toEqual(['Nov 01', 'Nov 03', 'Nov 05', 'Nov 07', 'Nov 09', 'Nov 11', 'Nov 13', 'Nov 15', 'Nov 17', 'Nov 19']);
    expect(narrow.xLabels[1]?.x).toBe(narrow.points[2]?.x);
    expect(chartGeometry(twenty.slice(0, 10), 600).xLabels).toHaveLength(10);
  });

  it('a tap opens the nearest point within its column, or within 22 px beside the first and last', () => {
    const xs = [48, 148, 248];
    expect(tappedPointIndex(48, xs)).toBe(0);
    expect(tappedPointIndex(97, xs)).toBe(0);
    expect(tappedPointIndex(99, xs)).toBe(1);
    // Outside the plot, beside the end points: the outer halves of their dots and a bit more.
    expect(tappedPointIndex(48 - 22, xs)).toBe(0);
    expect(tappedPointIndex(248 + 20, xs)).toBe(2);
    // Tight columns (20 points on a tablet): still 22 px around the ends.
    expect(tappedPointIndex(48 - 23, [48, 60, 72])).toBeNull();
    expect(tappedPointIndex(72 + 22, [48, 60, 72])).toBe(2);
    expect(tappedPointIndex(61, [48, 60, 72])).toBe(1);
    // Beyond half a column past the last point: nothing.
    expect(tappedPointIndex(248 + 51, xs)).toBeNull();
    expect(tappedPointIndex(10, [])).toBeNull();
    expect(tappedPointIndex(300, [100])).toBeNull();
    expect(tappedPointIndex(120, [100])).toBe(0);
  });

  it('gives the columns the plot’s height and a finger’s reach above and below it, inside the box', () => {
    const geometry = chartGeometry([POINT, POINT, POINT], 272);
    expect(geometry.tapTop).toBe(0);
    expect(geometry.tapBottom).toBe(CHART_HEIGHT_PX - GRID_PADDING_PX.bottom + 22);
    // Half a 100 px column beside the end points, cut at the box's edges.
    expect(geometry.columns).toEqual([
      { left: 0, right: 98 },
      { left: 98, right: 198 },
      { left: 198, right: 272 },
    ]);
  });
});
