// The report dialog's texts. Spec §8 wording is kept exactly: 'Report unavailable, due to empty
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
  /** Stands for every building in the file name (spec §8: "{building or Building}"). */
  allBuildingsInFileName: 'Building',
} as const;

/** The CSV's header row, in column order. */
export const REPORT_COLUMNS = [
  'Date',
  'Start',
  'End',
  'Building',
  'Venue',
  'Event',
  'Type',
  'Teacher',
  'Capacity',
  'RSVPs',
  'Attended',
  'Capacity %',
  'Attended of RSVPed %',
  'Injuries',
  'Average rating',
  'Ratings',
  'Teacher comment',
] as const;

export const EVENT_TYPE_LABELS = { social: 'Social', fitness: 'Fitness' } as const;
