// What a file's bytes give: rows from UTF-8 with or without a byte-order mark, commas or
// semicolons; a sentence's reason for another encoding or format.
import { describe, expect, it } from 'vitest';
import { readCsvBytes } from './csv-read.ts';
import { matchHeaders, templateCsv } from './import-columns.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const read = (bytes: Uint8Array, name = 'residents.csv') => readCsvBytes(name, bytes, () => {});

describe('reading a CSV file', () => {
  it('reads UTF-8 with a byte-order mark and semicolons, or without and commas, to the same rows', () => {
    const expected = { type: 'done', headers: ['Prénom', 'Nom'], rows: [['Zoë', 'Åberg']] };
    expect(read(utf8('\uFEFFPrénom;Nom\r\nZoë;Åberg\r\n\r\n'))).toEqual(expected);
    expect(read(utf8('Prénom,Nom\nZoë,Åberg\n'))).toEqual(expected);
  });

  it('names the encoding or format it cannot read', () => {
    expect(read(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toEqual({ type: 'error', problem: 'utf16' });
    // "Zoë" in Windows-1252.
    expect(read(new Uint8Array([0x5a, 0x6f, 0xeb, 0x3b, 0x41, 0x0a]))).toEqual({ type: 'error', problem: 'otherEncoding' });
    expect(read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]), 'residents.xlsx')).toEqual({ type: 'error', problem: 'notCsv' });
    expect(read(new Uint8Array([]))).toEqual({ type: 'error', problem: 'empty' });
    expect(read(utf8('\n\n'))).toEqual({ type: 'error', problem: 'empty' });
  });

  it('matches headers forgivingly, and the template matches itself', () => {
    expect(matchHeaders('residents', ['E-Mail Address ', 'SURNAME', 'first_name', 'Mobile', 'Apt.'])).toEqual({ email: 0, lastName: 1, firstName: 2, phone: 3, apartment: 4 });
    for (const kind of ['residents', 'events'] as const) {
      const [header = ''] = templateCsv(kind).replace('\uFEFF', '').split('\r\n');
      const headers = header.split(',');
      expect(Object.values(matchHeaders(kind, headers))).toEqual(headers.map((_, index) => index));
    }
  });
});
