// Writes the monthly event report as a CSV a spreadsheet opens cleanly (ui/spreadsheet-csv.ts: a
// byte-order mark, and formula-like cells escaped, so a teacher comment cannot run as a formula).
import { format } from 'date-fns';
import type { EventReportRow } from '../../api/report-api.ts';
import { spreadsheetCsv } from '../../ui/spreadsheet-csv.ts';
import { EVENT_TYPE_LABELS, REPORT_COLUMNS, REPORT_STRINGS } from './report-strings.ts';

const blankIfNull = (value: string | number | null): string | number => value ?? '';

export function eventReportCsv(rows: readonly EventReportRow[]): string {
  const data = rows.map((row) => [
    row.date,
    row.start,
    row.end,
    row.building,
    blankIfNull(row.venue),
    row.event,
    EVENT_TYPE_LABELS[row.type],
    blankIfNull(row.teacher),
    blankIfNull(row.capacity),
    row.rsvps,
    blankIfNull(row.attended),
    blankIfNull(row.capacityPercentage),
    blankIfNull(row.rsvpdAndAttended),
    blankIfNull(row.injuries),
    blankIfNull(row.averageRating),
    blankIfNull(row.ratings),
    blankIfNull(row.teacherComment),
  ]);
  return spreadsheetCsv(REPORT_COLUMNS, data);
}

/**
 * Spec §8: `Event-Report {building or Building}-(MM ddd).csv`. "MM ddd" is filled from the day the
 * file is made (month number and weekday, e.g. "(11 Mon)"): the pattern has no place for a year, and
 * the report's own month is in the file's rows.
 */
export function eventReportFileName(buildingName: string | null, madeOn: Date): string {
  return `Event-Report ${buildingName ?? REPORT_STRINGS.allBuildingsInFileName}-(${format(madeOn, 'MM EEE')}).csv`;
}
