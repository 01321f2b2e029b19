// A Capture % or Capacity % gauge (spec §2, domain 0-100) with its label and an accessible name.
// Drawn as a small SVG, not an echarts gauge: an arc and a number need no chart engine, and on a
// tablet's CPU each echarts gauge's first draw was a 60-110 ms task (bench:tablet, /client-dashboard
// at 4x) where this is a few DOM nodes in the page's own render. The PDF copy takes it as it is.
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

export interface PercentGaugeProps {
  title: string;
  value: number | null | undefined;
  loading: boolean;
}

export function PercentGauge({ title, value, loading }: PercentGaugeProps) {
  const known = value !== undefined && value !== null;
  const shown = formatPercent(value, S.noValue);
  const progress = known ? arcPath(value) : null;
  return (
    <figure className="an-gauge">
      <figcaption className="an-gauge__title">{title}</figcaption>
      <ChartPanel loading={loading} empty={!known} heightPx={GAUGE_HEIGHT_PX}>
        <svg
          className="an-gauge__svg"
          viewBox={`0 0 ${GAUGE_VIEW.width} ${GAUGE_VIEW.height}`}
          width="100%"
          height={GAUGE_HEIGHT_PX}
          role="img"
          aria-label={S.gaugeLabel(title, shown)}
        >
          <path className="an-gauge__track" d={TRACK_PATH} strokeWidth={GAUGE_BAND_WIDTH} />
          {progress ? <path className="an-gauge__progress" d={progress} strokeWidth={GAUGE_BAND_WIDTH} /> : null}
          {TICKS.map((tick) => (
            <line key={`${tick.from.x},${tick.from.y}`} className="an-gauge__tick" x1={tick.from.x} y1={tick.from.y} x2={tick.to.x} y2={tick.to.y} />
          ))}
          {LABELS.map((label) => (
            <text key={label.text} className="an-gauge__end" x={label.at.x} y={label.at.y} textAnchor="middle" dominantBaseline="middle">
              {label.text}
            </text>
          ))}
          <text className="an-gauge__value" x={GAUGE_CENTRE.x} y={VALUE_Y} textAnchor="middle" dominantBaseline="middle">
            {shown}
          </text>
        </svg>
      </ChartPanel>
    </figure>
  );
}
