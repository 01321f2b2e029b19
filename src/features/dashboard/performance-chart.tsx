// The Event Performance line chart, drawn as SVG from plain numbers (performance-chart-geometry.ts).
// Each event is a real button over its column: the tap target (the whole column, not the 12 px dot),
// a keyboard stop (one Tab stop for the chart, arrows between events, Enter or Space opens one) and
// the event's accessible name (its tooltip's words). The drawing itself is hidden from assistive
// technology. Nothing animates; the drawing is only recomputed when the data or the width change.
import { memo, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { AXIS_LABEL_MARGIN_PX, CHART_HEIGHT_PX, chartGeometry, type ChartGeometry } from './performance-chart-geometry.ts';
import { mixesZones } from '../../ui/date-time-format.ts';
import { pointName, tooltipLines } from './performance-chart-data.ts';
import { useBoxWidth } from './use-box-width.ts';

/** Used until the box is measured (and where nothing is laid out, as in unit tests). */
const FALLBACK_WIDTH_PX = 600 as const;
/** A 12 px dot; the hovered or focused one a little larger. */
const DOT_RADIUS_PX = 6 as const;
const ACTIVE_DOT_RADIUS_PX = 8 as const;
const X_TICK_LENGTH_PX = 5 as const;
/** Half the 12 px labels' line: a date label's top sits AXIS_LABEL_MARGIN_PX below the axis. */
const AXIS_LABEL_HALF_HEIGHT_PX = 6 as const;
/** Between a point and its tooltip, which sits beside it (never over it). */
const TOOLTIP_OFFSET_PX = 16 as const;

interface PerformanceChartProps {
  points: readonly HeroChartPoint[];
  onPointClick: (eventId: number, date: string) => void;
  /** The chart's accessible name. */
  label: string;
}

export function PerformanceChart({ points, onPointClick, label }: PerformanceChartProps) {
  const [boxRef, measuredWidth] = useBoxWidth<HTMLDivElement>();
  const width = measuredWidth > 0 ? measuredWidth : FALLBACK_WIDTH_PX;
  const geometry = useMemo(() => chartGeometry(points, width), [points, width]);
  const withZone = useMemo(() => mixesZones(points), [points]);
  const names = useMemo(() => points.map((point) => pointName(point, withZone)), [points, withZone]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = hovered ?? focused;
  const stop = Math.max(0, Math.min(tabStop, points.length - 1));
  // Columns in % of the box: they follow a resize at once, before the drawing is re-measured.
  const percent = (px: number) => `${(px / width) * 100}%`;

  const open = (index: number) => {
    const point = points[index];
    if (point !== undefined) onPointClick(point.eventId, point.xAxis);
  };
  const focusPoint = (index: number) => {
    const target = Math.max(0, Math.min(index, points.length - 1));
    setTabStop(target);
    buttons.current[target]?.focus();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: points.length - 1 };
    if (event.key === 'Enter' || event.key === ' ') {
      // Handled here, not by the button's own click: prevented, the key fires no click as well.
      event.preventDefault();
      open(index);
    } else if (Object.hasOwn(moves, event.key)) {
      event.preventDefault();
      focusPoint(moves[event.key] ?? index);
    }
  };

  return (
    <div ref={boxRef} className="dash-chart__plot" style={{ height: CHART_HEIGHT_PX }} role="group" aria-label={label}>
      <svg
        className="dash-chart__svg"
        width="100%"
        height={CHART_HEIGHT_PX}
        viewBox={`0 0 ${width} ${CHART_HEIGHT_PX}`}
        aria-hidden="true"
        focusable="false"
      >
        <ChartAxes geometry={geometry} />
        {active === null ? null : <ActivePointer geometry={geometry} index={active} />}
        <ChartLine geometry={geometry} />
        {active === null ? null : <ActiveDot geometry={geometry} index={active} />}
      </svg>
      {geometry.columns.map((column, index) => (
        <button
          key={index}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className="dash-chart__point"
          style={{
            left: percent(column.left),
            width: percent(column.right - column.left),
            top: geometry.tapTop,
            height: geometry.tapBottom - geometry.tapTop,
          }}
          tabIndex={index === stop ? 0 : -1}
          aria-label={names[index]}
          aria-haspopup="dialog"
          onClick={() => open(index)}
          onKeyDown={(event) => handleKeyDown(event, index)}
          onFocus={() => {
            setFocused(index);
            setTabStop(index);
          }}
          onBlur={() => setFocused(null)}
          onPointerEnter={() => setHovered(index)}
          onPointerLeave={() => setHovered((current) => (current === index ? null : current))}
        />
      ))}
      {active === null ? null : <ChartTooltip geometry={geometry} index={active} point={points[active]} withZone={withZone} />}
    </div>
  );
}

/** Grid lines and labels of the capacity axis, the date axis with its ticks and labels. */
const ChartAxes = memo(function ChartAxes({ geometry }: { geometry: ChartGeometry }) {
  const { plot } = geometry;
  return (
    <g>
      {geometry.yTicks.map((tick) => (
        <g key={tick.label}>
          {tick.y < plot.bottom ? <line className="dash-chart__grid" x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} /> : null}
          <text className="dash-chart__axis-label" x={plot.left - AXIS_LABEL_MARGIN_PX} y={tick.y} textAnchor="end" dominantBaseline="central">
            {tick.label}
          </text>
        </g>
      ))}
      <line className="dash-chart__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      {geometry.xLabels.map((label, index) => (
        <g key={index}>
          <line className="dash-chart__axis" x1={label.x} x2={label.x} y1={plot.bottom} y2={plot.bottom + X_TICK_LENGTH_PX} />
          <text className="dash-chart__axis-label" x={label.x} y={plot.bottom + AXIS_LABEL_MARGIN_PX + AXIS_LABEL_HALF_HEIGHT_PX} textAnchor="middle" dominantBaseline="central">
            {label.label}
          </text>
        </g>
      ))}
    </g>
  );
});

/** The line and a dot per event of known capacity. */
const ChartLine = memo(function ChartLine({ geometry }: { geometry: ChartGeometry }) {
  return (
    <g>
      <path className="dash-chart__line" d={geometry.line} />
      {geometry.points.map((point, index) =>
        point.y === null ? null : <circle key={index} className="dash-chart__dot" cx={point.x} cy={point.y} r={DOT_RADIUS_PX} />,
      )}
    </g>
  );
});

interface ActiveProps {
  geometry: ChartGeometry;
  index: number;
}

/** A dashed line down the hovered or focused event's column (an event of unknown capacity has no dot). */
function ActivePointer({ geometry, index }: ActiveProps) {
  const point = geometry.points[index];
  if (point === undefined) return null;
  return <line className="dash-chart__pointer" x1={point.x} x2={point.x} y1={geometry.plot.top} y2={geometry.plot.bottom} />;
}

function ActiveDot({ geometry, index }: ActiveProps) {
  const point = geometry.points[index];
  if (point === undefined || point.y === null) return null;
  return <circle className="dash-chart__dot dash-chart__dot--active" cx={point.x} cy={point.y} r={ACTIVE_DOT_RADIUS_PX} />;
}

/**
 * The event's figures beside its point, inside the chart's box (confined): right of a point in the
 * left half, left of one in the right half; above the middle for a low point, below it for a high
 * one. Its words are the point's accessible name already, so it is hidden from assistive technology.
 */
function ChartTooltip({ geometry, index, point, withZone }: ActiveProps & { point: HeroChartPoint | undefined; withZone: boolean }) {
  const plotted = geometry.points[index];
  if (plotted === undefined || point === undefined) return null;
  const { plot, width, height } = geometry;
  const middle = (plot.top + plot.bottom) / 2;
  const y = plotted.y ?? middle;
  const style: CSSProperties = {
    ...(plotted.x <= width / 2
      ? { left: `${((plotted.x + TOOLTIP_OFFSET_PX) / width) * 100}%` }
      : { right: `${((width - plotted.x + TOOLTIP_OFFSET_PX) / width) * 100}%` }),
    ...(y >= middle ? { top: plot.top } : { bottom: height - plot.bottom }),
  };
  return (
    <div className="dash-chart__tooltip" style={style} aria-hidden="true">
      {tooltipLines(point, withZone).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
