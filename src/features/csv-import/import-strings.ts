// Every sentence of the file import; tests import the same constants. Translated in
// src/i18n/catalogues/<language>/csv-import.ts.
import { IMPORT_FILE_LIMITS } from '../../contract/limits.ts';
import { defineMessages } from '../../i18n/catalogue.ts';

/** 'residents' | 'events' (src/api/csv-import-api.ts ImportKind; not imported: the e2e tests read this module under the server's tsconfig). */
type ImportKind = 'residents' | 'events';

const count = (n: number) => n.toLocaleString('en-US');

const IMPORT_EN = {
  actionsLabel: 'Bring in from a file',
  title: { residents: 'Import residents', events: 'Import timetable' } satisfies Record<ImportKind, string>,
  intro: {
    residents: "A CSV file of one building's residents, comma or semicolon separated, as spreadsheets save it. Every row is checked before anything is written.",
    events: "A CSV file of one building's timetable, comma or semicolon separated, as spreadsheets save it. Every row is checked before anything is written.",
  } satisfies Record<ImportKind, string>,
  template: 'Download the template',
  templateFile: { residents: 'residents-template.csv', events: 'timetable-template.csv' } satisfies Record<ImportKind, string>,
  building: 'Building',
  chooseBuilding: 'Choose a building',
  file: 'CSV file',
  /** The button-like face of the file input (the browser's own says "No file chosen" once it is cleared). */
  chooseFile: 'Choose a file…',
  chooseOtherFile: 'Choose another file…',
  noFileYet: 'No file chosen yet.',
  /** What was read: the file's name and its rows (the header row not counted). */
  fileRead: (name: string, rows: number) => `${name} · ${count(rows)} ${rows === 1 ? 'row' : 'rows'}`,
  fileReading: (name: string) => `${name} · reading…`,
  reading: 'Reading the file…',
  checking: 'Checking every row…',
  importing: (rows: number) => `Importing ${count(rows)} rows…`,
  progress: 'Progress',
  close: 'Close',
  // Bad files: each says which, so the manager knows what to fix.
  notCsv: 'This file is not a CSV file: save the spreadsheet as CSV (comma or semicolon separated) and upload it again.',
  empty: 'The file is empty.',
  tooLarge: `The file is over ${IMPORT_FILE_LIMITS.maxMegabytes} MB: split it into smaller files.`,
  tooManyRows: `The file has more than ${count(IMPORT_FILE_LIMITS.maxRows)} rows: split it into smaller files.`,
  noHeader: 'The first row must name the columns: download the template to see them.',
  utf16: 'This file is in UTF-16: save it as "CSV UTF-8" and upload it again.',
  otherEncoding: 'This file is not in UTF-8 (it looks like Windows-1252 or ISO-8859-1): save it as "CSV UTF-8" and upload it again.',
  unreadable: 'The file could not be read: choose it again.',
  // Matching the columns.
  columnsHeading: 'Columns',
  columnsHint: (rows: number) => `${count(rows)} rows. Check which column of the file goes where.`,
  /**
   * Each column as the dialog names it. A file's header row and the template keep the English names
   * (import-columns.ts): they are the file format's, matched whatever the language in force.
   */
  columns: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    unit: 'Unit',
    apartment: 'Apartment',
    joiningDate: 'Joining date',
    amenityMember: 'Amenity member',
    name: 'Name',
    type: 'Type',
    venue: 'Venue',
    date: 'Date',
    start: 'Start',
    end: 'End',
    capacity: 'Capacity',
    repeat: 'Weekly repeat',
  },
  noColumn: '(none)',
  required: '(required)',
  chooseColumn: (label: string) => `Choose the column for ${label}.`,
  check: 'Check the file',
  // The preview.
  previewHeading: 'Before importing',
  summary: {
    residents: (a: { added: number; updated: number; unchanged: number }) =>
      `${count(a.added)} to add, ${count(a.updated)} to update, ${count(a.unchanged)} already up to date.`,
    events: (a: { added: number; occurrences: number; unchanged: number }) =>
      `${count(a.added)} to add (${count(a.occurrences)} events), ${count(a.unchanged)} already scheduled.`,
  },
  refusedCount: (n: number) => (n === 1 ? '1 row refused: it will not be imported.' : `${count(n)} rows refused: they will not be imported.`),
  refusedCaption: 'Refused rows',
  refusedShown: (shown: number, all: number) => `The first ${count(shown)} of ${count(all)}; the download has them all.`,
  line: 'Line',
  /** The refused row's resident or event, as the file names it. */
  rowName: 'Name',
  noName: '—',
  column: 'Column',
  reason: 'Reason',
  downloadRefused: 'Download the refused rows',
  refusedFile: { residents: 'refused-residents.csv', events: 'refused-timetable.csv' } satisfies Record<ImportKind, string>,
  reasonHeader: 'Reason refused',
  lineHeader: 'Line',
  createUnits: (names: readonly string[]) => `Create ${names.length === 1 ? 'this block or company' : 'these blocks or companies'}: ${names.join(', ')}`,
  createVenues: (names: readonly string[]) => `Create ${names.length === 1 ? 'this venue' : 'these venues'}: ${names.join(', ')}`,
  importButton: (rows: number) => `Import ${count(rows)} ${rows === 1 ? 'row' : 'rows'}`,
  nothingToImport: 'Nothing to import: every row is refused or already up to date.',
  chooseAnother: 'Choose another file',
  done: {
    residents: (a: { added: number; updated: number }) => `Imported: ${count(a.added)} added, ${count(a.updated)} updated.`,
    events: (a: { added: number; occurrences: number }) => `Imported: ${count(a.occurrences)} events scheduled.`,
  },
} as const;

export type ImportMessages = typeof IMPORT_EN;
export const IMPORT_STRINGS = defineMessages('csv-import', IMPORT_EN);
