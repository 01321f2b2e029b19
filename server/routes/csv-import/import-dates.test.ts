import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_STRINGS as S } from './csv-import-strings.ts';
import { readEventRow } from './event-rows.ts';
import { readResidentRow } from './resident-rows.ts';

describe("an import row's date that is written right but is no day of the calendar", () => {
  it('says the date does not exist, not how to write it', () => {
    const event = readEventRow({ line: 3, name: 'Trivia', type: 'social', date: '2026-02-30', start: '10:00', end: '11:00' });
    expect(event).toEqual({ line: 3, field: 'date', reason: S.noSuchDate('Date', '2026-02-30') });
    const resident = readResidentRow({ line: 4, firstName: 'Ann', lastName: 'Lin', email: 'ann@example.com', joiningDate: '2025-04-31' }, { amenityMembership: false });
    expect(resident).toEqual({ line: 4, field: 'joiningDate', reason: S.noSuchDate('Joining date', '2025-04-31') });
  });

  it('still says how to write a date written otherwise', () => {
    const event = readEventRow({ line: 3, name: 'Trivia', type: 'social', date: '30/02/2026', start: '10:00', end: '11:00' });
    expect(event).toEqual({ line: 3, field: 'date', reason: S.date });
  });
});
