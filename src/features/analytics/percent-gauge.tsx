// A Capture % or Capacity % gauge (the spec's domain 0-100) with its label and an accessible name.
// Drawn as a small SVG, not an echarts gauge: an arc and a number need no chart engine, and on a
// tablet's CPU each echarts gauge's first draw was a 60-110 ms task (bench:tablet, /client-dashboard
// at 4x) where this is a few DOM nodes in the page's own render. Its paint is in presentation
// attributes, not in analytics.css: the PDF copy (html-to-image) clones an <svg> whole without the
// page's stylesheet, so class-styled arcs fell back to SVG's default black fill (a black disc over
// the figure).
import { formatPercent } from '../../ui/format-percent.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { ChartPanel } from './chart-panel.tsx';
import { arcPath, endLabels, GAUGE_BAND_WIDTH, GAUGE_CENTRE, GAUGE_MAX, GAUGE_VIEW, tickLines } from './gauge-geometry.ts';

const GAUGE_HEIGHT_PX = 170;
const TRACK_PATH = arcPath(GAUGE_MAX) ?? '';
const TICKS = tickLines();
const LABELS = endLabels();
/** The value sits a little below the arc's centre, inside its opening. */
const VALUE_Y = GAUGE_CENTRE.y + 6;
/** Colours and type sizes (px) of the gauge's parts; the primary is tokens.css's --color-primary. */
const GAUGE_PAINT = {
  track: '#e3e8ef',
  progress: '#1f6f78',
  tick: '#ffffff',
  tickWidthPx: 2,
  endLabel: '#5b6675',
  endLabelSizePx: 11,
  value: '#1d2430',
  valueSizePx: 22,
  valueWeight: 600,
} as const;

interface PercentGaugeProps {
  title: string;
  value: number | null | undefined;
  loading: boolean;
  /** Said in the gauge, drawn empty, when it has no figure (else the panel's 'No stats to display!'). */
  emptyText?: string;
}

export function PercentGauge({ title, value, loading, emptyText }: PercentGaugeProps) {
  const known = value !== undefined && value !== null;
  const shown = formatPercent(value, emptyText ?? S.noValue);
  const progress = known ? arcPath(value) : null;
  return (
    <figure className="an-gauge">
      <figcaption className="an-gauge__title">{title}</figcaption>
      {/* A gauge with a word for its figure (a month not begun: 'not yet') is drawn, empty, with the word. */}
      <ChartPanel loading={loading} empty={!known && emptyText === undefined} heightPx={GAUGE_HEIGHT_PX}>
        <svg
          className="an-gauge__svg"
          viewBox={`0 0 ${GAUGE_VIEW.width} ${GAUGE_VIEW.height}`}
          width="100%"
          height={GAUGE_HEIGHT_PX}
          role="img"
          aria-label={S.gaugeLabel(title, shown)}
        >
          <path className="an-gauge__track" d={TRACK_PATH} fill="none" stroke={GAUGE_PAINT.track} strokeWidth={GAUGE_BAND_WIDTH} />
          {progress ? (
            <path className="an-gauge__progress" d={progress} fill="none" stroke={GAUGE_PAINT.progress} strokeWidth={GAUGE_BAND_WIDTH} />
          ) : null}
          {TICKS.map((tick) => (
            <line
              key={`${tick.from.x},${tick.from.y}`}
              className="an-gauge__tick"
              x1={tick.from.x}
              y1={tick.from.y}
              x2={tick.to.x}
              y2={tick.to.y}
              stroke={GAUGE_PAINT.tick}
              strokeWidth={GAUGE_PAINT.tickWidthPx}
            />
          ))}
          {LABELS.map((label) => (
            <text
              key={label.text}
              className="an-gauge__end"
              x={label.at.x}
              y={label.at.y}
              textAnchor="middle"
              dominantBaseline="middle"
              fill={GAUGE_PAINT.endLabel}
              fontSize={GAUGE_PAINT.endLabelSizePx}
            >
              {label.text}
            </text>
          ))}
          <text
            className="an-gauge__value"
            x={GAUGE_CENTRE.x}
            y={VALUE_Y}
            textAnchor="middle"
            dominantBaseline="middle"
            fill={GAUGE_PAINT.value}
            fontSize={GAUGE_PAINT.valueSizePx}
            fontWeight={GAUGE_PAINT.valueWeight}
          >
            {shown}
          </text>
        </svg>
      </ChartPanel>
    </figure>
  );
}
