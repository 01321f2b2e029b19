// The event-performance line chart as data: what is plotted, the axis and the tooltip text.
// Kept free of React and of echarts' runtime so it can be tested as plain data.
import type { ChartOption } from '../charts/echarts-core.ts';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { HeroChartPoint } from './dashboard-types.ts';
import { formatClockTime, formatCount, formatPopupDate, formatShortDate } from './format-event.ts';
import { formatPercent } from './format-percent.ts';

/** Spec §9: capacity axis ticks are 0, 25, 50, 75, 100. */
export const CAPACITY_AXIS = { min: 0, max: 100, interval: 25 } as const;
const LINE_COLOR = '#2f6fdf' as const;
/** Large enough to hit with a finger; the whole column is clickable anyway (see the chart). */
const SYMBOL_SIZE_PX = 12 as const;

/** Nothing to plot: no events, or none with a known capacity (all null). */
export function isChartEmpty(points: readonly HeroChartPoint[] | null): boolean {
  return points === null || points.every((point) => point.yAxis === null);
}

/**
 * Overbooked events (above 100 %) are drawn on the 100 line, since the axis stops at 100 as the
 * spec's ticks require and a point outside the grid would be clipped away; the tooltip tells the
 * true figure.
 */
export function plottedCapacity(value: number | null): number | null {
  return value === null ? null : Math.min(CAPACITY_AXIS.max, Math.max(CAPACITY_AXIS.min, value));
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
    `${S.chartCapacity}: ${formatPercent(point.yAxis, S.notAvailable)}`,
  ];
}

interface AxisTooltipParam {
  dataIndex: number;
}

export function buildPerformanceOption(points: readonly HeroChartPoint[]): ChartOption {
  return {
    animation: false,
    grid: { left: 44, right: 16, top: 16, bottom: 32 },
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
      axisLabel: { formatter: '{value}%' },
    },
    series: [
      {
        type: 'line',
        data: points.map((point) => plottedCapacity(point.yAxis)),
        // An unknown capacity is a gap, not a zero.
        connectNulls: false,
        symbol: 'circle',
        symbolSize: SYMBOL_SIZE_PX,
        itemStyle: { color: LINE_COLOR },
        lineStyle: { color: LINE_COLOR, width: 2 },
      },
    ],
  };
}
