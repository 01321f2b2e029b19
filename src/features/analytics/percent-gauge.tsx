// A Capture % or Capacity % gauge (spec §2, domain 0-100) with its label and an accessible name.
import { useMemo } from 'react';
import { EChart } from '../charts/echart.tsx';
import { formatPercent } from '../dashboard/format-percent.ts';
import { gaugeOption } from './analytics-charts.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';
import { ChartPanel } from './chart-panel.tsx';

const GAUGE_HEIGHT_PX = 170;

export interface PercentGaugeProps {
  title: string;
  value: number | null | undefined;
  loading: boolean;
}

export function PercentGauge({ title, value, loading }: PercentGaugeProps) {
  const known = value !== undefined && value !== null;
  const option = useMemo(() => gaugeOption(value ?? null), [value]);
  return (
    <figure className="an-gauge">
      <figcaption className="an-gauge__title">{title}</figcaption>
      <ChartPanel loading={loading} empty={!known} heightPx={GAUGE_HEIGHT_PX}>
        <EChart
          option={option}
          style={{ height: GAUGE_HEIGHT_PX, width: '100%' }}
          ariaLabel={S.gaugeLabel(title, formatPercent(value, S.noValue))}
        />
      </ChartPanel>
    </figure>
  );
}
