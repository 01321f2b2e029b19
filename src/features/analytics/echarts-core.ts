// The one echarts registration of the app (house rule: one wrapper per third-party singleton).
// Only what the charts use is registered, which keeps echarts' weight at a fraction of the full
// bundle (stack-notes). Grid and tooltip (the bar charts' axes and figures) are registered here; the
// analytics page registers its bar chart in analytics-charts.ts (its gauges are SVG). Only the analytics page
// loads echarts: the dashboard's Event Performance chart is SVG (features/dashboard/performance-chart.tsx).
// ChartOption names every series type any page registers (types only, no weight).
import * as echarts from 'echarts/core';
import type { BarSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([GridComponent, TooltipComponent, SVGRenderer]);

/** An option built only from the registered parts (type-checks what will actually render). */
export type ChartOption = echarts.ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption
>;

export type ChartInstance = echarts.EChartsType;

export { echarts };
