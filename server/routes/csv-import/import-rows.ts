import { HttpError } from '../../http/http-error.ts';

/** A row the import will not write, and why (the preview lists them; the app offers them as a file). */
export interface RefusedRow {
  line: number;
  field: string;
  reason: string;
}

/** A rule broken by one row: the column at fault and the sentence. */
export class RowRefusal extends Error {
  readonly field: string;
  constructor(field: string, reason: string) {
    super(reason);
    this.field = field;
  }
}

/**
 * Runs `read` on a row; a RowRefusal, or an HttpError of the shared rules (Create user's, create-event's),
 * becomes a refused row naming the file's column (`columnOf` maps the rule's field to it).
 */
export function readRow<T>(line: number, columnOf: (field: string | undefined) => string, read: () => T): T | RefusedRow {
  try {
    return read();
  } catch (error) {
    if (error instanceof RowRefusal) return { line, field: error.field, reason: error.message };
    if (error instanceof HttpError && error.statusCode < 500) return { line, field: columnOf(error.field), reason: error.message };
    throw error;
  }
}

export function isRefused(value: unknown): value is RefusedRow {
  return typeof value === 'object' && value !== null && 'reason' in value && 'line' in value;
}

/** Names compared as people mean them: spaces at the ends and letter case do not count. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/** Written YYYY-MM-DD, whether or not the calendar has that day. */
export function isWrittenAsDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !text.startsWith('0000');
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
