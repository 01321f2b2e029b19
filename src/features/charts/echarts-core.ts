// The one echarts registration of the app (house rule: one wrapper per third-party singleton).
// Only what the charts use is registered, which keeps echarts' weight at a fraction of the full
// bundle (stack-notes). Add a chart type here (and to ChartOption) when a page needs it; the
// analytics page will add GaugeChart and BarChart.
import * as echarts from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** An option built only from the registered parts (type-checks what will actually render). */
export type ChartOption = echarts.ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

export type ChartInstance = echarts.EChartsType;

export { echarts };
