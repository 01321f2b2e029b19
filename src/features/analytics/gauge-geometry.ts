// Where a 0-100 gauge draws its arc, in the units of its viewBox (GAUGE_VIEW). Plain numbers,
// tested: the arc runs clockwise from 210° (lower left) to -30° (lower right), 240° in all, with
// angles as on a maths page (0° at three o'clock, counter-clockwise positive) and y pointing down.

export const GAUGE_MAX = 100 as const;
export const GAUGE_VIEW = { width: 200, height: 170 } as const;
export const GAUGE_CENTRE = { x: 100, y: 99 } as const;
/** The band's outer edge and its width; the arcs are stroked along the band's middle. */
const GAUGE_OUTER_RADIUS = 78 as const;
export const GAUGE_BAND_WIDTH = 14 as const;
const START_DEG = 210;
const SWEEP_DEG = 240;
/** Where the tick marks sit (25, 50, 75), and how far in from the outer edge they reach. */
const TICK_VALUES = [25, 50, 75] as const;
const TICK_LENGTH = 6;
/** The 0 and 100 labels sit inside the band, this far in from its inner edge. */
const LABEL_INSET = 10;

interface Point {
  x: number;
  y: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The point at `radius` from the centre for a value on the 0-100 scale (clamped). */
export function pointAt(value: number, radius: number): Point {
  const fraction = clampFraction(value);
  const radians = ((START_DEG - SWEEP_DEG * fraction) * Math.PI) / 180;
  return { x: round(GAUGE_CENTRE.x + radius * Math.cos(radians)), y: round(GAUGE_CENTRE.y - radius * Math.sin(radians)) };
}

function clampFraction(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(0, Math.min(GAUGE_MAX, value)) / GAUGE_MAX;
}

const BAND_RADIUS = GAUGE_OUTER_RADIUS - GAUGE_BAND_WIDTH / 2;

/** The SVG path of the band from 0 to `value` (clamped to 0-100); null when there is nothing to draw. */
export function arcPath(value: number): string | null {
  const fraction = clampFraction(value);
  if (fraction === 0) return null;
  const start = pointAt(0, BAND_RADIUS);
  const end = pointAt(value, BAND_RADIUS);
  const largeArc = SWEEP_DEG * fraction > 180 ? 1 : 0;
  return `M ${start.x} ${start.y} A ${BAND_RADIUS} ${BAND_RADIUS} 0 ${largeArc} 1 ${end.x} ${end.y}`;
}

/** The white marks across the band's outer edge at 25, 50 and 75. */
export function tickLines(): Array<{ from: Point; to: Point }> {
  return TICK_VALUES.map((value) => ({
    from: pointAt(value, GAUGE_OUTER_RADIUS),
    to: pointAt(value, GAUGE_OUTER_RADIUS - TICK_LENGTH),
  }));
}

/** Where the '0' and '100' labels stand. */
export function endLabels(): Array<{ text: string; at: Point }> {
  const radius = GAUGE_OUTER_RADIUS - GAUGE_BAND_WIDTH - LABEL_INSET;
  return [
    { text: '0', at: pointAt(0, radius) },
    { text: String(GAUGE_MAX), at: pointAt(GAUGE_MAX, radius) },
  ];
}
