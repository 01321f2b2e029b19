// Every CSV the product writes goes through here, and every CSV it reads back takes its guard off
// here: UTF-8 with a byte-order mark (so '—' and accents survive Excel), papaparse's quoting and CRLF
// lines, and a text cell a spreadsheet would run as a formula prefixed with ' (so a name such as
// "=HYPERLINK(…)" shows as text). Numbers are left as numbers (a negative count is not a formula).
import Papa from 'papaparse';

const BYTE_ORDER_MARK = '\uFEFF';
const GUARD_MARK = "'";

/**
 * A text cell that needs the guard: decided by its first character alone, so a line break later in
 * the cell cannot hide it (papaparse's own pattern, /^[=+\-@\t\r].*$/, stops matching at a line
 * break). A cell already starting with guard marks before such a character gets one more, so that
 * taking exactly one off on reading gives back every cell as it was, "'=x" included.
 */
export const FORMULA_GUARD = /^'*[=+\-@\t\r]/;

export type CsvCell = string | number;

export function spreadsheetCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => [...row]);
  return BYTE_ORDER_MARK + Papa.unparse({ fields: [...fields], data }, { escapeFormulae: FORMULA_GUARD, newline: '\r\n' });
}

/** A cell read from a file as it was before the guard: a file we wrote, fixed and sent back, imports as written. */
export function unguardCell(cell: string): string {
  return cell.startsWith(GUARD_MARK) && FORMULA_GUARD.test(cell) ? cell.slice(GUARD_MARK.length) : cell;
}
