import { buildingIdField, errorResponses, ONE_LINE_PATTERN } from '../../http/field-schemas.ts';
import { LIMITS } from '../../http/limits.ts';

/** A file has at most 20,000 rows (the app refuses a longer one before sending it). */
export const MAX_IMPORT_ROWS = 20_000;
/**
 * The app sends a file of at most 10 MB as JSON rows: their keys and quotes add to its size, so the
 * import calls accept up to 24 MB (the app's other calls keep the 1.5 MB limit of server/app.ts).
 */
export const IMPORT_BODY_LIMIT_BYTES = 24 * 1024 * 1024;
/** A cell longer than any field may be is refused on its row; past this the request is refused whole. */
const CELL_MAX_CHARS = 10_000;

const cell = { type: 'string', maxLength: CELL_MAX_CHARS } as const;
const lineField = { type: 'integer', minimum: 1, maximum: LIMITS.int4Max, description: "The row's line in the file (the header is line 1)" } as const;
const namesToCreate = (what: string) =>
  ({
    type: 'array',
    maxItems: MAX_IMPORT_ROWS,
    items: { type: 'string', minLength: 1, maxLength: LIMITS.textMaxChars, pattern: ONE_LINE_PATTERN },
    description: `${what} to create with the import (names the preview called unknown)`,
  }) as const;

const refusedRow = {
  type: 'object',
  required: ['line', 'field', 'reason'],
  additionalProperties: false,
  properties: {
    line: { type: 'integer' },
    field: { type: 'string', description: 'The column at fault (a key of the row)' },
    reason: { type: 'string', description: 'A sentence for the manager' },
  },
} as const;

const buildingField = { ...buildingIdField, description: 'The building; 0 or absent only for a caller with one building' } as const;

/** A file's body: its building, its rows (the line and a cell per matched column), and the names to create. */
function importBody<const Row extends Record<string, typeof cell>, const Create extends Record<string, ReturnType<typeof namesToCreate>>>(row: Row, create: Create) {
  return {
    type: 'object',
    required: ['buildingId', 'rows'],
    additionalProperties: false,
    properties: {
      buildingId: buildingField,
      rows: {
        type: 'array',
        maxItems: MAX_IMPORT_ROWS,
        items: { type: 'object', required: ['line'], additionalProperties: false, properties: { line: lineField, ...row } },
      },
      ...create,
    },
  } as const;
}

const residentRow = {
  firstName: cell,
  lastName: cell,
  email: cell,
  phone: cell,
  unit: cell,
  apartment: cell,
  joiningDate: cell,
  amenityMember: cell,
} as const;

const residentsBody = importBody(residentRow, { createUnits: namesToCreate('Blocks or companies') });

const residentsAnswer = {
  type: 'object',
  required: ['added', 'updated', 'unchanged', 'refused', 'unknownUnits'],
  additionalProperties: false,
  properties: {
    added: { type: 'integer', description: 'New residents' },
    updated: { type: 'integer', description: 'Residents of the building (same e-mail) whose details change' },
    unchanged: { type: 'integer', description: 'Residents of the building already as the file says' },
    refused: { type: 'array', items: refusedRow },
    unknownUnits: { type: 'array', items: { type: 'string' }, description: 'Unit names no block or company of the building has' },
  },
} as const;

const RESIDENTS_DESCRIPTION =
  "Rows of a residents file (the create-user form's rules): first and last name and e-mail required; a valid e-mail, " +
  'a phone as people write it, the unit by name, joiningDate YYYY-MM-DD (blank: today), amenityMember yes/no. ' +
  'An e-mail registered to a resident not of this building is refused as "Email already registered"; one of the ' +
  "building's residents is updated (blank cells keep what is stored). Cells are stored as text, never evaluated.";

export const previewResidentsSchema = {
  tags: ['users'],
  summary: 'Checks a residents file without writing anything: what would be added, updated, refused',
  description: RESIDENTS_DESCRIPTION,
  body: residentsBody,
  response: { 200: residentsAnswer, ...errorResponses },
} as const;

export const importResidentsSchema = {
  tags: ['users'],
  summary: 'Imports a residents file in one transaction: all of it or nothing',
  description: `${RESIDENTS_DESCRIPTION} Any refused row refuses the whole call (409) and writes nothing; the same file twice changes nothing.`,
  body: residentsBody,
  response: { 200: residentsAnswer, ...errorResponses },
} as const;

const eventRow = {
  name: cell,
  type: cell,
  venue: cell,
  date: cell,
  start: cell,
  end: cell,
  capacity: cell,
  repeat: cell,
} as const;

const eventsBody = importBody(eventRow, { createVenues: namesToCreate('Venues') });

const eventsAnswer = {
  type: 'object',
  required: ['added', 'occurrences', 'unchanged', 'refused', 'unknownVenues'],
  additionalProperties: false,
  properties: {
    added: { type: 'integer', description: 'Rows that schedule an event or a weekly series' },
    occurrences: { type: 'integer', description: 'Events those rows make (a series makes one per week)' },
    unchanged: { type: 'integer', description: 'Rows already scheduled (same name, day and start)' },
    refused: { type: 'array', items: refusedRow },
    unknownVenues: { type: 'array', items: { type: 'string' } },
  },
} as const;

const EVENTS_DESCRIPTION =
  "Rows of a timetable, through create-event/'s rules: name, type (social or fitness), venue by name, date " +
  'YYYY-MM-DD, start and end HH:MM building-local, capacity, repeat (blank: once; a number of weeks or the last date).';

export const previewEventsSchema = {
  tags: ['events'],
  summary: 'Checks a timetable file without writing anything',
  description: EVENTS_DESCRIPTION,
  body: eventsBody,
  response: { 200: eventsAnswer, ...errorResponses },
} as const;

export const importEventsSchema = {
  tags: ['events'],
  summary: 'Imports a timetable file in one transaction: all of it or nothing',
  description: `${EVENTS_DESCRIPTION} Any refused row refuses the whole call (409) and writes nothing; the same file twice changes nothing.`,
  body: eventsBody,
  response: { 200: eventsAnswer, ...errorResponses },
} as const;
