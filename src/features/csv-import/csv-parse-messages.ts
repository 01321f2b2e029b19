// What the parsing worker (csv-parse-worker.ts) answers the page.

/** Why a file cannot be imported, each with its sentence in IMPORT_STRINGS. */
export type ParseProblem = 'notCsv' | 'empty' | 'tooLarge' | 'tooManyRows' | 'utf16' | 'otherEncoding' | 'unreadable';

export type ParseReply =
  | { type: 'progress'; fraction: number }
  /** Some of the rows, in order: a whole big file in one message would be one long task to receive. */
  | { type: 'rows'; rows: string[][] }
  | { type: 'error'; problem: ParseProblem }
  /** The header row's cells and every row after it (blank rows left out), cells as written. */
  | { type: 'done'; headers: string[]; rows: string[][] };

export type ParsedFile = Extract<ParseReply, { type: 'done' }>;
