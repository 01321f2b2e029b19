// The event-performance line chart as data: what is plotted, the axis and the tooltip text, and
// which point a tap at some pixel means. Kept free of React and of echarts' runtime so it can be
// tested as plain data.
import type { ChartOption } from '../charts/echarts-core.ts';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { formatClockTime, formatCount, formatPopupDate, formatShortDate } from './format-event.ts';
import { formatPercent } from './format-percent.ts';

/** Spec §9: capacity axis ticks are 0, 25, 50, 75, 100 (and on in 25s above 100 when needed). */
export const CAPACITY_AXIS = { min: 0, max: 100, interval: 25 } as const;
const LINE_COLOR = '#2f6fdf' as const;
/** Large enough to hit with a finger; the whole column is clickable anyway (see the chart). */
const SYMBOL_SIZE_PX = 12 as const;
/**
 * Room beside the first and last points (boundaryGap is off, so they sit on the grid's edges): a
 * whole dot stays drawn and tappable inside the canvas. The left side also holds the axis labels.
 */
export const GRID_PADDING_PX = { left: 48, right: 24, top: 16, bottom: 32 } as const;

/** Nothing to plot: no events, or none with a known capacity (all null). */
export function isChartEmpty(points: readonly HeroChartPoint[] | null): boolean {
  return points === null || points.every((point) => point.yAxis === null);
}

/**
 * The axis top: 100, or for an overbooked event the next multiple of 25 above its figure, so the
 * point is drawn where it is (not clipped at the 100 line) and the ticks stay 0, 25, 50, 75, 100, ….
 */
export function capacityAxisMax(points: readonly HeroChartPoint[]): number {
  const highest = Math.max(CAPACITY_AXIS.max, ...points.map((point) => point.yAxis ?? 0));
  return Math.ceil(highest / CAPACITY_AXIS.interval) * CAPACITY_AXIS.interval;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Tooltip lines for one point, as plain text rows (the option joins them into HTML). */
export function tooltipLines(point: HeroChartPoint): string[] {
  return [
    `${S.chartDate}: ${formatPopupDate(point.xAxis)}`,
    `${S.chartTime}: ${formatClockTime(point.time)}`,
    `${S.chartRsvps}: ${formatCount(point.rsvps)}`,
    `${S.chartAttended}: ${formatCount(point.attendees)}`,
    `${S.chartCapacity}: ${point.yAxis === null ? S.capacityUnknown : formatPercent(point.yAxis, S.notAvailable)}`,
  ];
}

interface AxisTooltipParam {
  dataIndex: number;
}

export function buildPerformanceOption(points: readonly HeroChartPoint[]): ChartOption {
  return {
    animation: false,
    grid: { ...GRID_PADDING_PX },
    tooltip: {
      // Axis trigger: touching anywhere in an event's column shows its figures, even with no dot.
      trigger: 'axis',
      confine: true,
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as AxisTooltipParam | undefined;
        const point = first === undefined ? undefined : points[first.dataIndex];
        return point === undefined ? '' : tooltipLines(point).map(escapeHtml).join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      // Several events can share a date; categories are positions, so repeated labels are fine.
      data: points.map((point) => formatShortDate(point.xAxis)),
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      ...CAPACITY_AXIS,
      max: capacityAxisMax(points),
      axisLabel: { formatter: '{value}%' },
    },
    series: [
      {
        type: 'line',
        data: points.map((point) => point.yAxis),
        // An event of unknown capacity keeps its place on the x axis (its tooltip says so, a tap
        // opens it) but has no dot; the line runs on past it rather than breaking, which read as
        // missing data. It is never drawn as a zero.
        connectNulls: true,
        symbol: 'circle',
        symbolSize: SYMBOL_SIZE_PX,
        itemStyle: { color: LINE_COLOR },
        lineStyle: { color: LINE_COLOR, width: 2 },
      },
    ],
  };
}

/** How far from a point a tap still opens it: half a 44 px finger target. */
export const POINT_TAP_RADIUS_PX = 22 as const;

/**
 * The point a tap at `x` opens: the nearest one by x, when the tap is within half the distance to
 * its neighbours or within POINT_TAP_RADIUS_PX of it, whichever is more. So a tap anywhere in an
 * event's column opens it, and so does one just outside the first or last point (which sit on the
 * grid's edges), but not one far off in the margins. `pointXs` are the points' pixel x, in order.
 */
export function tappedPointIndex(x: number, pointXs: readonly number[]): number | null {
  let best: number | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  pointXs.forEach((pointX, index) => {
    const distance = Math.abs(x - pointX);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  if (best === null) return null;
  const spacing = pointXs.length > 1 ? Math.abs((pointXs[1] ?? 0) - (pointXs[0] ?? 0)) : 0;
  return bestDistance <= Math.max(POINT_TAP_RADIUS_PX, spacing / 2) ? best : null;
}
