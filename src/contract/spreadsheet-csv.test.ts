// The formula guard of every CSV the product writes, and its removal when one of them is read back.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, unguardCell } from './spreadsheet-csv.ts';

const cellsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

/** Every string of up to `length` characters drawn from `alphabet`. */
function allStrings(alphabet: readonly string[], length: number): string[] {
  let strings = [''];
  const all = [''];
  for (let size = 1; size <= length; size += 1) {
    strings = strings.flatMap((prefix) => alphabet.map((char) => prefix + char));
    all.push(...strings);
  }
  return all;
}

describe('spreadsheetCsv', () => {
  it('guards a formula-like cell by its first character, a line break later in it included', () => {
    expect(cellsOf(spreadsheetCsv(['Event'], [['=1+1\nx']]))[1]).toEqual(["'=1+1\nx"]);
    const rows = cellsOf(spreadsheetCsv(['Event'], [['+1 555 000 1111'], ['-x\r\ny'], ['@a\nb'], ['\tz\n'], ['Yoga\n=1+1'], [-3]]));
    expect(rows.slice(1).map(([cell]) => cell)).toEqual(["'+1 555 000 1111", "'-x\r\ny", "'@a\nb", "'\tz\n", 'Yoga\n=1+1', '-3']);
  });

  it('reads back every text cell as it was written, once the guard is taken off', () => {
    const cells = allStrings(["'", '=', '+', '-', '@', '\t', '\r', '\n', 'a', ' ', '"', ','], 3);
    const rows = cellsOf(spreadsheetCsv(['Text', 'Mark'], cells.map((cell) => [cell, 'x'])));
    expect(rows.slice(1).map(([cell = '']) => unguardCell(cell))).toEqual(cells);
  });

  it('leaves an apostrophe of a cell that needs no guard', () => {
    expect(unguardCell("'Tis")).toBe("'Tis");
    expect(unguardCell("O'Neil")).toBe("O'Neil");
    expect(unguardCell("'")).toBe("'");
    expect(unguardCell("''=x")).toBe("'=x");
  });
});
