// A percentage with its 95 % Wilson interval drawn as a range on a 0-100 track (docs/design/metrics.md, Portfolio benchmark): a
// wide bar says the building is too small for its figure to mean much. The drawing is decoration;
// the cell's text says the same in words. Paint is in presentation attributes (the PDF copy clones
// an <svg> without the page's stylesheet).
const VIEW = { width: 100, height: 16 } as const;
const TRACK_Y = 8;
const PAINT = { track: '#e3e8ef', range: '#8fc1c6', value: '#1f6f78', rangeHeight: 8, valueRadius: 3.5 } as const;

const clamp = (value: number) => Math.max(0, Math.min(100, value));

interface IntervalBarProps {
  value: number;
  low: number;
  high: number;
}

export function IntervalBar({ value, low, high }: IntervalBarProps) {
  const [from, to] = [clamp(low), clamp(high)];
  return (
    <svg className="pf-interval" viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect x={0} y={TRACK_Y - 1} width={VIEW.width} height={2} fill={PAINT.track} />
      <rect x={from} y={TRACK_Y - PAINT.rangeHeight / 2} width={Math.max(0.5, to - from)} height={PAINT.rangeHeight} rx={2} fill={PAINT.range} />
      <rect x={clamp(value) - 1} y={TRACK_Y - PAINT.valueRadius * 1.5} width={2} height={PAINT.valueRadius * 3} fill={PAINT.value} />
    </svg>
  );
}
