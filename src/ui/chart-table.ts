// What a chart shows, as rows: the one source for its "Show as table" view and for its CSV, so the
// two never disagree. Cells are already formatted as the screen shows them ('45.50%', '—'); a count
// stays a number, which a spreadsheet then reads as one.
import { spreadsheetCsv, type CsvCell } from '../contract/spreadsheet-csv.ts';

export type ChartTableCell = CsvCell;

export interface ChartTable {
  /** Names the table (its <caption>) and the CSV file. */
  caption: string;
  /** Column headers; the first column holds each row's header (a date, a weekday, a figure's name). */
  columns: readonly string[];
  rows: readonly (readonly ChartTableCell[])[];
}

/** Characters Windows refuses in a file name. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|]+/g;

/** The table as CSV, header row first (formula-like text escaped: spreadsheet-csv.ts). */
export function chartTableCsv(table: ChartTable): string {
  return spreadsheetCsv(table.columns, table.rows);
}

/** 'Events per weekday.csv'; characters a file system refuses become '-'. */
export function chartTableFileName(caption: string): string {
  const name = caption.replace(UNSAFE_IN_FILE_NAME, '-').trim();
  return `${name === '' ? 'table' : name}.csv`;
}
