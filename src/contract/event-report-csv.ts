// The monthly Event Report CSV (docs/product-spec.md, The error catalogue, "Report"), written once for both sides: the app's ?report download
// (src/features/report/report-csv.ts) and the server's monthly report e-mail attach the same file.
// A spreadsheet opens it cleanly (spreadsheet-csv.ts: a byte-order mark, and formula-like cells
// escaped, so a teacher comment cannot run as a formula).
import { format } from 'date-fns';
import { spreadsheetCsv } from './spreadsheet-csv.ts';

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
  // Added after the columns above, which stay as they were (a spreadsheet reading them by position
  // keeps working): the desk's incident reports alone, where Injuries also counts imported ones.
  'Incident reports',
] as const;

export const EVENT_TYPE_LABELS = { social: 'Social', fitness: 'Fitness' } as const;

/** Stands for every building in the file name (the spec's "{building or Building}"). */
export const ALL_BUILDINGS_IN_FILE_NAME = 'Building';

/** One event of the month as /excel-report/ answers it (server/routes/report/report-schemas.ts). */
export interface EventReportCsvRow {
  date: string;
  start: string;
  end: string;
  building: string;
  venue: string | null;
  event: string;
  type: keyof typeof EVENT_TYPE_LABELS;
  teacher: string | null;
  capacity: number | null;
  rsvps: number;
  attended: number | null;
  capacityPercentage: number | null;
  rsvpdAndAttended: number | null;
  injuries: number | null;
  averageRating: number | null;
  ratings: number | null;
  teacherComment: string | null;
  /** The event's incident reports (the desk's; Injuries counts imported injuries too). */
  incidents: number;
}

const blankIfNull = (value: string | number | null): string | number => value ?? '';
/** An event without a limit has capacity 0 or none: a blank cell, not a 0 read as "no places". */
const capacityCell = (capacity: number | null): string | number => (capacity === null || capacity <= 0 ? '' : capacity);

export function eventReportCsv(rows: readonly EventReportCsvRow[]): string {
  const data = rows.map((row) => [
    row.date,
    row.start,
    row.end,
    row.building,
    blankIfNull(row.venue),
    row.event,
    EVENT_TYPE_LABELS[row.type],
    blankIfNull(row.teacher),
    capacityCell(row.capacity),
    row.rsvps,
    blankIfNull(row.attended),
    blankIfNull(row.capacityPercentage),
    blankIfNull(row.rsvpdAndAttended),
    blankIfNull(row.injuries),
    blankIfNull(row.averageRating),
    blankIfNull(row.ratings),
    blankIfNull(row.teacherComment),
    row.incidents,
  ]);
  return spreadsheetCsv(REPORT_COLUMNS, data);
}

/**
 * The spec's name (docs/product-spec.md, The error catalogue): `Event-Report {building or Building}-(MM ddd).csv`. "MM ddd" is filled from the day the
 * file is made (month number and weekday, e.g. "(11 Mon)"): the pattern has no place for a year, and
 * the report's own month is in the file's rows.
 */
export function eventReportFileName(buildingName: string | null, madeOn: Date): string {
  return `Event-Report ${buildingName ?? ALL_BUILDINGS_IN_FILE_NAME}-(${format(madeOn, 'MM EEE')}).csv`;
}
