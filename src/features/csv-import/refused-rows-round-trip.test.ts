// Files the product writes for a manager to fix and send back read back as written: the refused rows
// (its cells guarded against formulas) and the templates. A refused-rows file fixed as a text editor
// would, then read again, differs from the rows first read only by the fixes.
import { describe, expect, it } from 'vitest';
import type { RefusedRow } from '../../api/csv-import-api.ts';
import type { ParsedFile } from './csv-parse-messages.ts';
import { readCsvBytes } from './csv-read.ts';
import { IMPORT_COLUMNS, matchHeaders, templateCsv } from './import-columns.ts';
import { fileRows, refusedRowsCsv } from './import-file-rows.ts';
import { IMPORT_STRINGS as S } from './import-strings.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

function read(text: string): ParsedFile {
  const result = readCsvBytes('refused.csv', utf8(text), () => {});
  if (result.type !== 'done') throw new Error(`not read: ${result.type === 'error' ? result.problem : result.type}`);
  return result;
}

const FILE: ParsedFile = {
  type: 'done',
  headers: ['First Name', 'Surname', 'E-mail address', 'Mobile', 'Apt', 'Notes'],
  rows: [
    ['Ann', 'Lee', 'ann@example.com', '+1 555 000 1111', '1A', ''],
    ['Bo', '', 'bo@example.com', '+1 555 000 2222', '1B', '=1+1\nx'],
    ['Cy', 'Ng', 'not-an-email', '+1 555 000 3333', '-2', "'=kept"],
    ['Di', "O'Neil", 'di@example.com', 'call me', '@roof', "'Tis, \"quoted\""],
  ],
};
const REFUSED: RefusedRow[] = [
  { line: 3, field: 'lastName', reason: 'Last name is required.' },
  { line: 4, field: 'email', reason: 'E-mail is not an e-mail address.' },
  { line: 5, field: 'phone', reason: 'Phone is not a phone number.' },
];

describe('the refused rows, fixed and read back', () => {
  it('differ from the rows first read only by the fixes a text editor made', () => {
    const written = refusedRowsCsv(FILE, REFUSED);
    // As a person fixes the file in a text editor: the cells edited in place, nothing else touched.
    const fixed = written.replace('Bo,,', 'Bo,Brown,').replace('not-an-email', 'cy@example.com').replace('call me', '+1 555 000 4444');
    const back = read(fixed);
    expect(back.headers).toEqual([...FILE.headers, S.lineHeader, S.reasonHeader]);
    const expected = [
      ['Bo', 'Brown', 'bo@example.com', '+1 555 000 2222', '1B', '=1+1\nx', '3', 'Last name is required.'],
      ['Cy', 'Ng', 'cy@example.com', '+1 555 000 3333', '-2', "'=kept", '4', 'E-mail is not an e-mail address.'],
      ['Di', "O'Neil", 'di@example.com', '+1 555 000 4444', '@roof', "'Tis, \"quoted\"", '5', 'Phone is not a phone number.'],
    ];
    expect(back.rows).toEqual(expected);
    // Unfixed, the same file reads back as the refused rows were.
    expect(read(written).rows.map((row) => row.slice(0, FILE.headers.length))).toEqual(REFUSED.map((row) => FILE.rows[row.line - 2]));
    // And the rows sent to the server carry the phones without the guard's apostrophe.
    const rows = fileRows('residents', back, matchHeaders('residents', back.headers));
    expect(rows.map((row) => row.phone)).toEqual(['+1 555 000 2222', '+1 555 000 3333', '+1 555 000 4444']);
  });

  it('the templates read back as written', () => {
    for (const kind of ['residents', 'events'] as const) {
      const back = read(templateCsv(kind));
      expect(back.headers).toEqual(IMPORT_COLUMNS[kind].map((column) => column.label));
      expect(back.rows).toEqual([IMPORT_COLUMNS[kind].map((column) => column.example)]);
    }
  });
});
