// The event-performance chart as data: what is plotted, the capacity axis, and the words a point
// shows (tooltip) and is announced by (its accessible name). Free of React and of the drawing, so
// it is tested as plain data.
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { formatClockTime, formatCount, formatPopupDate } from './format-event.ts';
import { formatPercent } from '../../ui/format-percent.ts';
import { localToMoment, mixesZones, zoneAbbreviation } from '../../ui/date-time-format.ts';
import type { ChartTable } from '../../ui/chart-table.ts';

/** Capacity axis ticks are 0, 25, 50, 75, 100 (docs/product-spec.md, Business constants and limits; and on in 25s above 100 when needed). */
export const CAPACITY_AXIS = { min: 0, max: 100, interval: 25 } as const;

/** The events that have a point: those of known capacity (the others are in the table only). */
export function drawnPoints(points: readonly HeroChartPoint[]): HeroChartPoint[] {
  return points.filter((point) => point.yAxis !== null);
}

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

/** The capacity axis' ticks, 0 to `max` in steps of 25, each labelled '{value}%'. */
export function capacityTicks(max: number): { value: number; label: string }[] {
  const ticks: { value: number; label: string }[] = [];
  for (let value = CAPACITY_AXIS.min; value <= max; value += CAPACITY_AXIS.interval) ticks.push({ value, label: `${value}%` });
  return ticks;
}

/** The point's time ('6:00 PM'), with its zone ('6:00 PM EST') when the chart mixes zones. */
function timeText(point: HeroChartPoint, withZone: boolean): string {
  const time = formatClockTime(point.time);
  if (!withZone || !point.timeZone) return time;
  return `${time} ${zoneAbbreviation(point.timeZone, localToMoment(`${point.xAxis}T${point.time}`, point.timeZone))}`;
}

/** Tooltip lines for one point, as plain text rows. */
export function tooltipLines(point: HeroChartPoint, withZone = false): string[] {
  return [
    // A copy cached before the chart named its events has no name: the line is left out.
    ...(point.name ? [`${S.chartEvent}: ${point.name}`] : []),
    `${S.chartDate}: ${formatPopupDate(point.xAxis)}`,
    `${S.chartTime}: ${timeText(point, withZone)}`,
    `${S.chartRsvps}: ${formatCount(point.rsvps)}`,
    `${S.chartAttended}: ${formatCount(point.attendees)}`,
    `${S.chartCapacity}: ${point.yAxis === null ? S.capacityUnknown : formatPercent(point.yAxis, S.notAvailable)}`,
  ];
}

/** A point's accessible name: what its tooltip shows, read as one line. */
export function pointName(point: HeroChartPoint, withZone = false): string {
  return tooltipLines(point, withZone).join(', ');
}

/**
 * The chart's "Show as table" rows: each point's tooltip, one column per line. The rows are made when
 * first read (the table shown, the CSV saved), not with every draw of the chart: each row formats a
 * date, a time and, where the chart mixes zones, the zone's name, and on a tablet's CPU that was a
 * good part of the dashboard's first render, for a table hardly anyone opens.
 */
export function performanceTable(points: readonly HeroChartPoint[]): ChartTable {
  let rows: ChartTable['rows'] | undefined;
  const makeRows = (): ChartTable['rows'] => {
    const withZone = mixesZones(points);
    return points.map((point) => [
      point.name ?? '',
      formatPopupDate(point.xAxis),
      timeText(point, withZone),
      point.rsvps,
      point.attendees,
      point.yAxis === null ? S.capacityUnknown : formatPercent(point.yAxis, S.notAvailable),
    ]);
  };
  return {
    caption: S.eventPerformance,
    columns: [S.chartEvent, S.chartDate, S.chartTime, S.chartRsvps, S.chartAttended, S.chartCapacity],
    get rows() {
      return (rows ??= makeRows());
    },
  };
}
