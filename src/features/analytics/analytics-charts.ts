// The analytics page's chart types: registered with the shared echarts core when this page loads,
// so the dashboard never downloads them. Options are plain functions of the figures (tested).
import { BarChart, GaugeChart } from 'echarts/charts';
import { echarts, type ChartOption } from '../charts/echarts-core.ts';
import { formatPercent } from '../dashboard/format-percent.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';

echarts.use([GaugeChart, BarChart]);

const GAUGE_MAX = 100;
const BRAND = '#1f6f78';
const TRACK = '#e3e8ef';
const TEXT = '#1d2430';

/** A 0-100 gauge (spec §9): a value above 100 fills the arc and still reads as itself. */
export function gaugeOption(value: number | null): ChartOption {
  const shown = value === null ? 0 : Math.max(0, Math.min(GAUGE_MAX, value));
  return {
    animation: false,
    series: [
      {
        type: 'gauge',
        min: 0,
        max: GAUGE_MAX,
        startAngle: 210,
        endAngle: -30,
        radius: '92%',
        center: ['50%', '58%'],
        progress: { show: true, width: 14, itemStyle: { color: BRAND } },
        axisLine: { lineStyle: { width: 14, color: [[1, TRACK]] } },
        pointer: { show: false },
        anchor: { show: false },
        axisTick: { show: false },
        splitLine: { length: 6, distance: -14, lineStyle: { color: '#fff', width: 2 } },
        splitNumber: 4,
        axisLabel: {
          distance: 20,
          fontSize: 11,
          color: '#5b6675',
          formatter: (tick: number) => (tick === 0 || tick === GAUGE_MAX ? String(tick) : ''),
        },
        title: { show: false },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '8%'],
          fontSize: 22,
          fontWeight: 600,
          color: TEXT,
          formatter: () => formatPercent(value, S.noValue),
        },
        data: [{ value: shown }],
      },
    ],
  };
}

export interface BarDatum {
  label: string;
  value: number | null;
}

/** A vertical bar chart; `selected` (index) is drawn in the brand colour, the others muted. */
export function barOption(data: readonly BarDatum[], options: { selected?: number; percent?: boolean } = {}): ChartOption {
  const highlight = options.selected;
  return {
    animation: false,
    grid: { left: 40, right: 12, top: 16, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (options.percent ? formatPercent(Number(value), S.noValue) : String(value)),
    },
    xAxis: { type: 'category', data: data.map((datum) => datum.label), axisTick: { show: false } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        data: data.map((datum, index) => ({
          value: datum.value ?? 0,
          itemStyle: { color: highlight === undefined || highlight === index ? BRAND : '#a9cdd1', borderRadius: [4, 4, 0, 0] },
        })),
      },
    ],
  };
}
