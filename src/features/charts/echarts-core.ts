// The one echarts registration of the app (house rule: one wrapper per third-party singleton).
// Only what the charts use is registered, which keeps echarts' weight at a fraction of the full
// bundle (stack-notes). The dashboard's line chart is registered here; the analytics page registers
// its gauge and bar charts in analytics-charts.ts, so they load only with that page. ChartOption
// names every series type any page registers (types only, no weight).
import * as echarts from 'echarts/core';
import { LineChart, type BarSeriesOption, type GaugeSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

/** An option built only from the registered parts (type-checks what will actually render). */
export type ChartOption = echarts.ComposeOption<
  LineSeriesOption | BarSeriesOption | GaugeSeriesOption | GridComponentOption | TooltipComponentOption
>;

export type ChartInstance = echarts.EChartsType;

export { echarts };
