// Texts of every chart's data view.
export const CHART_TABLE_STRINGS = {
  showAsTable: 'Show as table',
  showAsChart: 'Show as chart',
  downloadCsv: 'Download CSV',
  /** The download button's accessible name: several charts on a page each have one. */
  downloadCsvOf: (caption: string) => `Download CSV: ${caption}`,
} as const;
