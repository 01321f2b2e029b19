// Where the event-performance chart puts things, in pixels of a box `width` wide and CHART_HEIGHT_PX
// high: the plot area, each point, the axes' ticks and labels, the line, and the column of the box
// that a tap or a click gives to each point. Plain numbers (tested), computed once per data and width.
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { formatShortDate } from './format-event.ts';
import { capacityAxisMax, capacityTicks } from './performance-chart-data.ts';

export const CHART_HEIGHT_PX = 280 as const;
/**
 * Room around the plot. The first and last points sit on its left and right edges, so a whole dot
 * and a finger fit beside them; the left side also holds the capacity labels, the bottom the dates.
 */
export const GRID_PADDING_PX = { left: 48, right: 24, top: 16, bottom: 32 } as const;
/** How far from a point a tap still opens it: half a 44 px finger target. */
const POINT_TAP_RADIUS_PX = 22 as const;
/** Between an axis and its labels. */
export const AXIS_LABEL_MARGIN_PX = 8 as const;
/** A date label ('Nov 05' at 12 px) is about this wide, with at least this much between two. */
const X_LABEL_WIDTH_PX = 40 as const;
const X_LABEL_GAP_PX = 8 as const;

interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** One event: its x, and its y, null when its capacity is unknown (no dot, but a place and a column). */
interface PlottedPoint {
  x: number;
  y: number | null;
}

/** The x range of the box that a tap or click gives to one point. */
interface TapColumn {
  left: number;
  right: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: PlotBox;
  points: PlottedPoint[];
  /** Capacity ticks (grid lines), bottom to top. */
  yTicks: { y: number; label: string }[];
  /** The date labels that fit (every k-th point), with their x. */
  xLabels: { x: number; label: string }[];
  /** SVG path data of the line; empty with fewer than one known capacity. */
  line: string;
  columns: TapColumn[];
  /** The tap columns' height: the plot's, and a finger's reach above and below it. */
  tapTop: number;
  tapBottom: number;
}

export function plotBox(width: number): PlotBox {
  return {
    left: GRID_PADDING_PX.left,
    right: Math.max(GRID_PADDING_PX.left, width - GRID_PADDING_PX.right),
    top: GRID_PADDING_PX.top,
    bottom: CHART_HEIGHT_PX - GRID_PADDING_PX.bottom,
  };
}

/** The points' x, in order, evenly from the plot's left edge to its right edge; a lone point in the middle. */
export function pointXs(count: number, plot: PlotBox): number[] {
  if (count === 1) return [(plot.left + plot.right) / 2];
  const step = count > 1 ? (plot.right - plot.left) / (count - 1) : 0;
  return Array.from({ length: count }, (_, index) => plot.left + index * step);
}

/** The y of a capacity on the axis from 0 (the plot's bottom) to `max` (its top). */
function capacityY(value: number, max: number, plot: PlotBox): number {
  return plot.bottom - (value / max) * (plot.bottom - plot.top);
}

/** Every k-th date label is shown, k the smallest step at which neighbouring labels do not overlap. */
export function xLabelStep(spacingPx: number): number {
  if (!(spacingPx > 0)) return 1;
  return Math.max(1, Math.ceil((X_LABEL_WIDTH_PX + X_LABEL_GAP_PX) / spacingPx));
}

/**
 * The line through the points of known capacity, in order. An unknown capacity is never drawn as a
 * zero: the line runs on past it (a break read as missing data).
 */
export function linePath(points: readonly PlottedPoint[]): string {
  return points
    .filter((point): point is { x: number; y: number } => point.y !== null)
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
}

/**
 * The column of each point: a tap opens the nearest point, when it is within half the distance to
 * its neighbours or within POINT_TAP_RADIUS_PX of it, whichever is more. So a tap anywhere in an
 * event's column opens it (a 12 px dot is too small a target on a tablet), and so does one just
 * outside the first or last point (which sit on the plot's edges), but not one far off in the margins.
 * `xs` are the points' x, in order.
 */
export function tapColumns(xs: readonly number[]): TapColumn[] {
  const spacing = xs.length > 1 ? Math.abs((xs[1] ?? 0) - (xs[0] ?? 0)) : 0;
  const reach = Math.max(POINT_TAP_RADIUS_PX, spacing / 2);
  return xs.map((x, index) => {
    const previous = xs[index - 1];
    const next = xs[index + 1];
    return {
      left: previous === undefined ? x - reach : (previous + x) / 2,
      right: next === undefined ? x + reach : (x + next) / 2,
    };
  });
}

export function chartGeometry(data: readonly HeroChartPoint[], width: number): ChartGeometry {
  const plot = plotBox(width);
  const max = capacityAxisMax(data);
  const xs = pointXs(data.length, plot);
  const points = data.map((point, index) => ({
    x: xs[index] ?? plot.left,
    y: point.yAxis === null ? null : capacityY(point.yAxis, max, plot),
  }));
  const step = xLabelStep(xs.length > 1 ? (plot.right - plot.left) / (xs.length - 1) : Number.POSITIVE_INFINITY);
  return {
    width,
    height: CHART_HEIGHT_PX,
    plot,
    points,
    yTicks: capacityTicks(max).map((tick) => ({ y: capacityY(tick.value, max, plot), label: tick.label })),
    xLabels: data.flatMap((point, index) =>
      index % step === 0 ? [{ x: xs[index] ?? plot.left, label: formatShortDate(point.xAxis) }] : [],
    ),
    line: linePath(points),
    columns: tapColumns(xs).map((column) => ({ left: Math.max(0, column.left), right: Math.min(width, column.right) })),
    tapTop: Math.max(0, plot.top - POINT_TAP_RADIUS_PX),
    tapBottom: Math.min(CHART_HEIGHT_PX, plot.bottom + POINT_TAP_RADIUS_PX),
  };
}

/** Two decimals are plenty for a path and keep it short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
