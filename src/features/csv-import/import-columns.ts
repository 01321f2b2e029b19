// The columns of a residents file and of a timetable (docs/import.md "Bringing residents and events in from
// a file"), and the forgiving match of a file's header row to them: letter case, spaces, dashes,
// accents and common synonyms do not count (docs/design/dataset-format.md). The manager can change every match.
// The columns' names and the template's example cells are the file format's, English in every
// language (a file made in Spanish is read the same); the dialog names each column in the language in
// force (IMPORT_STRINGS.columns).
import { spreadsheetCsv } from '../../contract/spreadsheet-csv.ts';
import type { EventRow, ImportKind, ResidentRow } from '../../api/csv-import-api.ts';
import { IMPORT_STRINGS } from './import-strings.ts';

type ResidentKey = Exclude<keyof ResidentRow, 'line'>;
type EventKey = Exclude<keyof EventRow, 'line'>;
export type ColumnKey = ResidentKey | EventKey;

interface ImportColumn {
  key: ColumnKey;
  /** The template's header (the dialog shows columnName's instead). */
  label: string;
  required: boolean;
  /** Other headers meaning the same (compared as `headerKey` writes them). */
  synonyms: readonly string[];
  /** The template's example cell. */
  example: string;
}

/* eslint-disable i18n/no-literal-text -- the file format's column names and example cells, not the screen's */
const RESIDENT_COLUMNS: readonly ImportColumn[] = [
  { key: 'firstName', label: 'First name', required: true, synonyms: ['first', 'firstname', 'given name', 'forename', 'name'], example: 'Lee' },
  { key: 'lastName', label: 'Last name', required: true, synonyms: ['last', 'lastname', 'surname', 'family name'], example: 'Chan' },
  { key: 'email', label: 'E-mail', required: true, synonyms: ['email', 'email address', 'mail', 'e mail address'], example: 'lee@example.com' },
  { key: 'phone', label: 'Phone', required: false, synonyms: ['phone number', 'cell phone', 'cellphone', 'mobile', 'cell', 'telephone', 'tel'], example: '+1 555 123 4567' },
  { key: 'unit', label: 'Unit', required: false, synonyms: ['block', 'company', 'tower', 'building block', 'unit name'], example: 'Tower A' },
  { key: 'apartment', label: 'Apartment', required: false, synonyms: ['apt', 'flat', 'suite', 'apartment number', 'unit number', 'door'], example: '4B' },
  { key: 'joiningDate', label: 'Joining date', required: false, synonyms: ['joined', 'join date', 'move in date', 'move in', 'start date', 'since'], example: '2025-03-14' },
  { key: 'amenityMember', label: 'Amenity member', required: false, synonyms: ['amenity', 'amenity membership', 'member', 'membership'], example: 'no' },
];

const EVENT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', label: 'Name', required: true, synonyms: ['event', 'event name', 'class', 'title'], example: 'Sunset Yoga' },
  { key: 'type', label: 'Type', required: true, synonyms: ['event type', 'kind', 'category'], example: 'fitness' },
  { key: 'venue', label: 'Venue', required: false, synonyms: ['room', 'place', 'location'], example: 'Rooftop' },
  { key: 'date', label: 'Date', required: true, synonyms: ['day', 'first date', 'start date'], example: '2026-10-05' },
  { key: 'start', label: 'Start', required: true, synonyms: ['start time', 'from', 'begins', 'time'], example: '18:00' },
  { key: 'end', label: 'End', required: true, synonyms: ['end time', 'to', 'until', 'ends'], example: '19:00' },
  { key: 'capacity', label: 'Capacity', required: false, synonyms: ['places', 'spots', 'max', 'seats'], example: '20' },
  { key: 'repeat', label: 'Weekly repeat', required: false, synonyms: ['repeat', 'weeks', 'repeat weekly', 'repeat until', 'recurrence'], example: '8' },
];
/* eslint-enable i18n/no-literal-text */

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = { residents: RESIDENT_COLUMNS, events: EVENT_COLUMNS };

/** A column as the dialog names it, in the language in force. */
export function columnName(key: ColumnKey): string {
  return IMPORT_STRINGS.columns[key];
}

/** "E-Mail Address " → "e mail address"; "Prénom" → "prenom". */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** For each column, the index of the file's header matched to it, or -1 (none). A header goes to one column at most. */
export type ColumnMatching = Partial<Record<ColumnKey, number>>;

export function matchHeaders(kind: ImportKind, headers: readonly string[]): ColumnMatching {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const matching: ColumnMatching = {};
  const find = (wanted: (key: string) => boolean) => keys.findIndex((key, index) => !taken.has(index) && wanted(key));
  // Labels and their written-together forms first, then synonyms: "Name" in a residents file goes to First name only when nothing else is.
  for (const pass of [(c: ImportColumn) => [headerKey(c.label), headerKey(c.label).replace(/ /g, '')], (c: ImportColumn) => c.synonyms.map(headerKey)]) {
    for (const column of IMPORT_COLUMNS[kind]) {
      if (matching[column.key] !== undefined) continue;
      const names = pass(column);
      const index = find((key) => names.includes(key) || names.includes(key.replace(/ /g, '')));
      if (index >= 0) {
        matching[column.key] = index;
        taken.add(index);
      }
    }
  }
  return matching;
}

/** The required columns the matching leaves without a header. */
export function missingColumns(kind: ImportKind, matching: ColumnMatching): ImportColumn[] {
  return IMPORT_COLUMNS[kind].filter((column) => column.required && (matching[column.key] ?? -1) < 0);
}

/**
 * The template: the header row and one example row, written as every CSV of the product (the example
 * phone "+1 …" guarded, so a spreadsheet keeps it as text; the guard comes off on import).
 */
export function templateCsv(kind: ImportKind): string {
  const columns = IMPORT_COLUMNS[kind];
  return `${spreadsheetCsv(columns.map((c) => c.label), [columns.map((c) => c.example)])}\r\n`;
}
