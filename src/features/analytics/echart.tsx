// echarts-for-react bound to our registered echarts core. Pages render <EChart>, never the
// library component, so there is one place that knows how echarts is loaded (stack-notes: the ESM
// core entry; the CommonJS one breaks under Vite 8).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { DIRECTIONS } from '../../contract/languages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { requestChartTurnWhenSeen, type ChartTurn } from './chart-turns.ts';
import { echarts, type ChartInstance, type ChartOption } from './echarts-core.ts';

interface EChartProps {
  /**
   * Set on the chart when it is a new object: build it with useMemo from the figures it shows.
   * (The library's own check compares options deeply but functions by identity, so an option with
   * a formatter, rebuilt on every render, was set again, and the chart redrawn, on every render.)
   */
  option: ChartOption;
  style?: CSSProperties;
  className?: string;
  /** echarts events by name, e.g. { click: (params) => … }. */
  onEvents?: Record<string, (params: unknown) => void>;
  /** Accessible name of the chart (what echarts draws has none of its own). */
  ariaLabel: string;
}

/**
 * The chart's box takes its width from the page, never from its drawing: a drawing made at the old
 * width (a tablet rotated while the chart was starting) would otherwise hold the box, and the page,
 * wider than the screen, and the box would never report a smaller size.
 */
const BOX_STYLE: CSSProperties = { minWidth: 0, maxWidth: '100%', overflow: 'hidden' };

/**
 * Keeps the chart the size of its box. The library's own resize watch skips its first report as
 * "the initial size", so a box that changed between the chart's first draw and that report was
 * missed. This compares the chart with its box on every report, the first included.
 */
function followBoxSize(instance: ChartInstance): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const box = instance.getDom();
  const observer = new ResizeObserver(() => {
    if (instance.isDisposed()) return;
    if (box.clientWidth !== instance.getWidth() || box.clientHeight !== instance.getHeight()) instance.resize();
  });
  observer.observe(box);
  return () => observer.disconnect();
}

/**
 * SVG, not canvas: on a tablet's CPU a chart's first draw was cheaper (bench:tablet, /client-dashboard
 * at 4x: blocking time 67-95 ms against 123-264 on canvas, back to back), and the PDF copies vectors.
 */
const RENDER_OPTS = { renderer: 'svg' } as const;

/**
 * Right to left, a bar chart's categories read from the right, as the week of the dashboard's
 * calendar and the row of weekday buttons under the schedule's bars do, and its value axis stands on
 * the right. (The dashboard's line chart of dates is drawn left to right in every language.)
 */
export function readingFromTheRight(option: ChartOption): ChartOption {
  const { grid, xAxis, yAxis } = option;
  const single = <T extends object>(part: T | T[] | undefined, change: (one: T) => T) =>
    part === undefined ? undefined : Array.isArray(part) ? part.map(change) : change(part);
  return {
    ...option,
    grid: single(grid, (one) => ({ ...one, left: one.right, right: one.left })),
    xAxis: single(xAxis, (one) => ({ ...one, inverse: true })),
    yAxis: single(yAxis, (one) => ({ ...one, position: 'right' })),
  } as ChartOption;
}

/** Only a new option object is set on the chart (see EChartProps.option). */
const newOptionOnly = (before: { option: unknown }, after: { option: unknown }) => before.option !== after.option;

export function EChart({ option, style, className, onEvents, ariaLabel }: EChartProps) {
  const stopFollowing = useRef<(() => void) | null>(null);
  const turn = useRef<ChartTurn | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const [myTurn, setMyTurn] = useState(false);
  const rightToLeft = DIRECTIONS[useLanguage()] === 'rtl';
  const drawn = useMemo(() => (rightToLeft ? readingFromTheRight(option) : option), [option, rightToLeft]);
  useEffect(() => {
    const box = placeholder.current;
    if (box === null) return undefined;
    turn.current = requestChartTurnWhenSeen(box, () => setMyTurn(true));
    return () => {
      turn.current?.cancel();
      stopFollowing.current?.();
    };
  }, []);
  const handleReady = useCallback(
    (instance: ChartInstance) => {
      stopFollowing.current?.();
      stopFollowing.current = followBoxSize(instance);
      turn.current?.done();
    },
    [],
  );
  const boxStyle = { ...BOX_STYLE, ...style };
  // Until its turn (and while off screen), the chart's box stands in its place and size: nothing
  // moves when it draws.
  if (!myTurn) return <div ref={placeholder} style={boxStyle} className={className} role="img" aria-label={ariaLabel} />;
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={drawn}
      // A new option replaces the old one wholesale: fewer points must not leave stale ones behind.
      notMerge
      // Sizing is followBoxSize's (above).
      autoResize={false}
      shouldSetOption={newOptionOnly}
      opts={RENDER_OPTS}
      style={boxStyle}
      className={className}
      onChartReady={handleReady}
      onEvents={onEvents}
      role="img"
      aria-label={ariaLabel}
    />
  );
}
