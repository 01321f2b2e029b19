import { ALL_BUILDINGS_IN_FILE_NAME, EVENT_TYPE_LABELS, REPORT_COLUMNS } from '../../contract/event-report-csv.ts';

// The report dialog's texts. The spec's wording (docs/product-spec.md, The error catalogue) is kept exactly: 'Report unavailable, due to empty
// records', 'Oops something went wrong', and the file name pattern.
export const REPORT_STRINGS = {
  title: 'Generate event report',
  building: 'Building',
  allBuildings: 'All buildings',
  month: 'Month',
  year: 'Year',
  download: 'Download report',
  fetching: 'Collecting the month’s events…',
  writing: 'Writing the CSV file…',
  empty: 'Report unavailable, due to empty records',
  failed: 'Oops something went wrong',
  close: 'Close',
  /** Stands for every building in the file name (the spec's "{building or Building}"). */
  allBuildingsInFileName: ALL_BUILDINGS_IN_FILE_NAME,
} as const;

export { EVENT_TYPE_LABELS, REPORT_COLUMNS };
