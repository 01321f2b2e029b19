import { defineMessages } from '../../i18n/catalogue.ts';
import { EVENT_TYPE_LABELS, REPORT_COLUMNS } from '../../contract/event-report-csv.ts';

// The report dialog's texts. The spec's wording (docs/product-spec.md, The error catalogue) is kept exactly: 'Report unavailable, due to empty
// records', 'Oops something went wrong', and the file name pattern. Translated in
// src/i18n/catalogues/<language>/report.ts; the CSV's own words (its columns, its file name) are the
// file's format and stay English (src/contract/event-report-csv.ts).
const REPORT_EN = {
  title: 'Generate event report',
  building: 'Building',
  month: 'Month',
  year: 'Year',
  download: 'Download report',
  fetching: 'Collecting the month’s events…',
  writing: 'Writing the CSV file…',
  empty: 'Report unavailable, due to empty records',
  failed: 'Oops something went wrong',
  close: 'Close',
} as const;

export type ReportMessages = typeof REPORT_EN;
export const REPORT_STRINGS = defineMessages('report', REPORT_EN);

export { EVENT_TYPE_LABELS, REPORT_COLUMNS };
