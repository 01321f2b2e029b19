// One chart's frame: 'Loading....' while its data is pending, 'No stats to display!' when there is
// none (the spec's error catalogue), else the chart. The chart's height is reserved either way (no layout shift).
import type { ReactNode } from 'react';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';

interface ChartPanelProps {
  loading: boolean;
  empty: boolean;
  heightPx: number;
  children: ReactNode;
}

export function ChartPanel({ loading, empty, heightPx, children }: ChartPanelProps) {
  if (empty) {
    return (
      <p className="an-chart__message" style={{ height: heightPx }} role="status">
        {loading ? S.loading : S.noStats}
      </p>
    );
  }
  return (
    <div className="an-chart" style={{ height: heightPx }} aria-busy={loading}>
      {children}
    </div>
  );
}
