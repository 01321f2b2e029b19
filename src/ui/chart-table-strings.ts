// Texts of every chart's data view. Translated in src/i18n/catalogues/<language>/chart-table.ts.
import { defineMessages } from '../i18n/catalogue.ts';

const CHART_TABLE_EN = {
  showAsTable: 'Show as table',
  showAsChart: 'Show as chart',
  downloadCsv: 'Download CSV',
  /** The download button's accessible name: several charts on a page each have one. */
  downloadCsvOf: (caption: string) => `Download CSV: ${caption}`,
} as const;

export type ChartTableMessages = typeof CHART_TABLE_EN;
export const CHART_TABLE_STRINGS = defineMessages('chart-table', CHART_TABLE_EN);
