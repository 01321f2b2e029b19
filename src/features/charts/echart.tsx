// echarts-for-react bound to our registered echarts core. Pages render <EChart>, never the
// library component, so there is one place that knows how echarts is loaded (stack-notes: the ESM
// core entry; the CommonJS one breaks under Vite 8).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { CSSProperties } from 'react';
import { echarts, type ChartInstance, type ChartOption } from './echarts-core.ts';

export interface EChartProps {
  option: ChartOption;
  style?: CSSProperties;
  className?: string;
  onChartReady?: (instance: ChartInstance) => void;
  /** echarts events by name, e.g. { click: (params) => … }. */
  onEvents?: Record<string, (params: unknown) => void>;
  /** Accessible name of the canvas (echarts draws pixels only). */
  ariaLabel: string;
}

export function EChart({ option, style, className, onChartReady, onEvents, ariaLabel }: EChartProps) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      // A new option replaces the old one wholesale: fewer points must not leave stale ones behind.
      notMerge
      style={style}
      className={className}
      onChartReady={onChartReady}
      onEvents={onEvents}
      role="img"
      aria-label={ariaLabel}
    />
  );
}
