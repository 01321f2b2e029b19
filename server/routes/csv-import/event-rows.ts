import { requireOneLine } from '../../http/text-input.ts';
import { MAX_CAPACITY } from '../../schedule/schedule-limits.ts';
import { MAX_SERIES_OCCURRENCES } from '../../../src/contract/limits.ts';
import { SCHEDULE_MESSAGES } from '../../schedule/schedule-strings.ts';
import { durationMinutes, seriesDates, weekdayOf, type WeeklyRepeat } from '../../schedule/series-dates.ts';
import { CSV_IMPORT_STRINGS as S } from './csv-import-strings.ts';
import { isCalendarDate, isRefused, isWrittenAsDate, nameKey, readRow, RowRefusal, type RefusedRow } from './import-rows.ts';

/** A timetable's row as the app sends it. */
export interface EventRowInput {
  line: number;
  name?: string;
  type?: string;
  venue?: string;
  date?: string;
  start?: string;
  end?: string;
  capacity?: string;
  repeat?: string;
}

export interface EventRow {
  line: number;
  name: string;
  eventType: 'social' | 'fitness';
  venueKey: string | null;
  venueName: string | null;
  date: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  capacity: number | null;
  repeat: WeeklyRepeat | null;
  /** Every building-local day it happens (one, or a weekly series'). */
  dates: string[];
}

/** create-event/'s name limit (schedule-schemas.ts eventFields.name). */
const NAME_MAX_CHARS = 200;
/** create-event/'s fields → the file's columns. */
const COLUMN_OF: Readonly<Record<string, string>> = { endTime: 'end', startTime: 'start', 'repeat.until': 'repeat', 'repeat.count': 'repeat', 'repeat.weekdays': 'repeat' };
const columnOf = (field: string | undefined) => (field === undefined ? 'name' : (COLUMN_OF[field] ?? field));

function readTime(text: string | undefined, column: 'start' | 'end'): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec((text ?? '').trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new RowRefusal(column, S.time(column === 'start' ? 'Start' : 'End'));
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function readCapacity(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_CAPACITY) throw new RowRefusal('capacity', S.capacity(MAX_CAPACITY));
  return Number(value);
}

/** Blank: once. A number of weeks, or the last date: weekly on the date's weekday (create-event/'s repeat). */
function readRepeat(text: string | undefined, date: string): WeeklyRepeat | null {
  const value = (text ?? '').trim();
  if (value === '') return null;
  const weekdays = [weekdayOf(date)];
  if (/^\d{1,6}$/.test(value) && Number(value) >= 1) {
    // create-event/'s schema caps the count; said here as its series rule says a too long series.
    if (Number(value) > MAX_SERIES_OCCURRENCES) throw new RowRefusal('repeat', SCHEDULE_MESSAGES.tooManyOccurrences(MAX_SERIES_OCCURRENCES, Number(value)));
    return { weekdays, count: Number(value) };
  }
  if (isCalendarDate(value)) return { weekdays, until: value };
  throw new RowRefusal('repeat', S.repeat);
}

/** One row through create-event/'s rules (name, end after start, the weekly repeat's bounds) and the file's own columns. */
export function readEventRow(input: EventRowInput): EventRow | RefusedRow {
  return readRow(input.line, columnOf, () => {
    requireOneLine(input.name, 'name');
    requireOneLine(input.venue, 'venue');
    const name = (input.name ?? '').trim();
    if (name === '') throw new RowRefusal('name', SCHEDULE_MESSAGES.nameRequired);
    if (name.length > NAME_MAX_CHARS) throw new RowRefusal('name', S.nameTooLong(NAME_MAX_CHARS));
    const type = nameKey(input.type ?? '');
    if (type !== 'social' && type !== 'fitness') throw new RowRefusal('type', S.eventType);
    const date = (input.date ?? '').trim();
    if (!isCalendarDate(date)) throw new RowRefusal('date', isWrittenAsDate(date) ? S.noSuchDate('Date', date) : S.date);
    const startTime = readTime(input.start, 'start');
    const endTime = readTime(input.end, 'end');
    const duration = durationMinutes(startTime, endTime);
    const capacity = readCapacity(input.capacity);
    const repeat = readRepeat(input.repeat, date);
    const venue = (input.venue ?? '').trim();
    return {
      line: input.line,
      name,
      eventType: type,
      venueKey: venue === '' ? null : nameKey(venue),
      venueName: venue === '' ? null : venue,
      date,
      startTime,
      endTime,
      durationMinutes: duration,
      capacity,
      repeat,
      dates: repeat ? seriesDates(date, repeat) : [date],
    };
  });
}

export interface EventPlan {
  added: EventRow[];
  unchanged: number;
  refused: RefusedRow[];
  unknownVenues: string[];
}

/** The key of an event in a file and in the building: its name, first day and start. */
export const eventKey = (row: Pick<EventRow, 'name' | 'date' | 'startTime'>) => `${nameKey(row.name)}|${row.date}|${row.startTime}`;

/** Sorts checked rows: the same event twice refused (naming the first line), an unknown venue refused, one already scheduled unchanged. */
export function planEvents(
  rows: ReadonlyArray<EventRow | RefusedRow>,
  venues: ReadonlyMap<string, number>,
  venuesToCreate: ReadonlySet<string>,
  scheduled: ReadonlySet<string>,
): EventPlan {
  const plan: EventPlan = { added: [], unchanged: 0, refused: [], unknownVenues: [] };
  const firstLine = new Map<string, number>();
  const unknown = new Map<string, string>();
  for (const row of rows) {
    if (isRefused(row)) {
      plan.refused.push(row);
      continue;
    }
    const key = eventKey(row);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      plan.refused.push({ line: row.line, field: 'name', reason: S.sameEventOnLine(earlier) });
      continue;
    }
    firstLine.set(key, row.line);
    if (row.venueKey !== null && row.venueName !== null && !venues.has(row.venueKey) && !venuesToCreate.has(row.venueKey)) {
      if (!unknown.has(row.venueKey)) unknown.set(row.venueKey, row.venueName);
      plan.refused.push({ line: row.line, field: 'venue', reason: S.unknownVenue(row.venueName) });
      continue;
    }
    if (scheduled.has(key)) plan.unchanged += 1;
    else plan.added.push(row);
  }
  plan.refused.sort((a, b) => a.line - b.line);
  plan.unknownVenues = [...unknown.values()];
  return plan;
}
