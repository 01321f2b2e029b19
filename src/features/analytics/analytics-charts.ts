// The analytics page's chart type (bars; its gauges are SVG, percent-gauge.tsx): registered with the
// shared echarts core when this page loads, so no other page downloads it. Options are plain
// functions of the figures (tested).
import { BarChart } from 'echarts/charts';
import { echarts, type ChartOption } from './echarts-core.ts';
import { formatPercent } from '../../ui/format-percent.ts';
import { ANALYTICS_STRINGS as S } from './analytics-strings.ts';

echarts.use([BarChart]);

const BRAND = '#1f6f78';

interface BarDatum {
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
