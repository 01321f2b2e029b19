// From a parsed file and its column matching to the rows the server checks, and back from the
// refused rows to a file the manager can fix and upload again (its own columns, the line and the
// reason added; formula-looking cells guarded so a spreadsheet shows them as text, and the guard
// taken off again when the file comes back: spreadsheet-csv.ts).
import { spreadsheetCsv } from '../../contract/spreadsheet-csv.ts';
import type { ImportKind, RefusedRow } from '../../api/csv-import-api.ts';
import type { ParsedFile } from './csv-parse-messages.ts';
import { IMPORT_COLUMNS, type ColumnKey, type ColumnMatching } from './import-columns.ts';
import { IMPORT_STRINGS as S } from './import-strings.ts';

/** The header is line 1: the row after it is line 2, as a spreadsheet numbers them. */
const FIRST_DATA_LINE = 2;

export type FileRow = { line: number } & Partial<Record<ColumnKey, string>>;

export function fileRows(kind: ImportKind, file: ParsedFile, matching: ColumnMatching): FileRow[] {
  const columns = IMPORT_COLUMNS[kind].flatMap((column) => {
    const index = matching[column.key] ?? -1;
    return index >= 0 ? [{ key: column.key, index }] : [];
  });
  return file.rows.map((cells, index) => {
    const row: FileRow = { line: index + FIRST_DATA_LINE };
    for (const { key, index: cell } of columns) {
      const value = cells[cell];
      if (value !== undefined && value !== '') row[key] = value;
    }
    return row;
  });
}

/**
 * Who or what a line of the file is, as the manager knows it: a resident's first and last name, an
 * event's name (from the columns matched); empty when the line names none.
 */
export function rowName(kind: ImportKind, file: ParsedFile, matching: ColumnMatching, line: number): string {
  const cells = file.rows[line - FIRST_DATA_LINE] ?? [];
  const cell = (key: ColumnKey) => {
    const index = matching[key] ?? -1;
    return index >= 0 ? (cells[index] ?? '').trim() : '';
  };
  const parts = kind === 'residents' ? [cell('firstName'), cell('lastName')] : [cell('name')];
  return parts.filter((part) => part !== '').join(' ');
}

export function refusedRowsCsv(file: ParsedFile, refused: readonly RefusedRow[]): string {
  // A short row (a spreadsheet leaves trailing blank cells out) is padded, so Line and Reason stay in their columns.
  const width = file.headers.length;
  const data = refused.map((row) => {
    const cells = (file.rows[row.line - FIRST_DATA_LINE] ?? []).slice(0, width);
    return [...cells, ...Array<string>(width - cells.length).fill(''), String(row.line), row.reason];
  });
  const fields = [...file.headers, S.lineHeader, S.reasonHeader];
  return `${spreadsheetCsv(fields, data)}\r\n`;
}
