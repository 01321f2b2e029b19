// CSV a spreadsheet opens cleanly: UTF-8 with a byte-order mark (so '—' and accents survive Excel),
// papaparse's quoting and CRLF lines, and formula-like text cells (=, +, -, @, tab, CR at the start)
// prefixed with ' by papaparse's escapeFormulae, so a name such as "=HYPERLINK(…)" cannot run as a
// formula. Numbers are left as numbers (a negative count is not a formula).
import Papa from 'papaparse';

const BYTE_ORDER_MARK = '\uFEFF';

export type CsvCell = string | number;

export function spreadsheetCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => [...row]);
  return BYTE_ORDER_MARK + Papa.unparse({ fields: [...fields], data }, { escapeFormulae: true, newline: '\r\n' });
}
