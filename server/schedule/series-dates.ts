import { httpError } from '../http/http-error.ts';
import { SCHEDULE_MESSAGES } from './schedule-strings.ts';
import { MAX_SERIES_OCCURRENCES } from '../../src/contract/limits.ts';

export interface WeeklyRepeat {
  /** 1 = Sunday … 7 = Saturday. */
  weekdays: readonly number[];
  until?: string;
  count?: number;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a calendar day n days after `date` (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Sunday … 7 = Saturday, as the weekday analysis counts. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() + 1;
}

/**
 * The building-local dates of a weekly series from `first` (included when its weekday is chosen):
 * until a date (included) or a count, at most MAX_SERIES_OCCURRENCES. Bad rules are 400s naming the field.
 */
export function seriesDates(first: string, repeat: WeeklyRepeat): string[] {
  const { weekdays, until, count } = repeat;
  if (until === undefined && count === undefined) throw httpError(400, SCHEDULE_MESSAGES.repeatNeedsEnd, 'repeat.until');
  if (until !== undefined && count !== undefined) throw httpError(400, SCHEDULE_MESSAGES.repeatBothEnds, 'repeat.count');
  if (until !== undefined && until < first) throw httpError(400, SCHEDULE_MESSAGES.untilBeforeDate, 'repeat.until');
  const chosen = new Set(weekdays);
  const dates: string[] = [];
  // Counting past the limit (to say how many it would be) stops at a bound: 8 years of days.
  const lastDay = until ?? addDays(first, 7 * MAX_SERIES_OCCURRENCES);
  for (let day = first, seen = 0; day <= lastDay && seen < 3_000; day = addDays(day, 1), seen++) {
    if (!chosen.has(weekdayOf(day))) continue;
    dates.push(day);
    if (count !== undefined && dates.length === count) break;
  }
  if (dates.length > MAX_SERIES_OCCURRENCES) {
    throw httpError(400, SCHEDULE_MESSAGES.tooManyOccurrences(MAX_SERIES_OCCURRENCES, dates.length), until === undefined ? 'repeat.count' : 'repeat.until');
  }
  if (dates.length === 0) throw httpError(400, SCHEDULE_MESSAGES.repeatEmpty, 'repeat.weekdays');
  return dates;
}

/** Minutes from 'HH:mm' start to 'HH:mm' end on one day; the end must come after the start (400 naming endTime). */
export function durationMinutes(startTime: string, endTime: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const duration = minutes(endTime) - minutes(startTime);
  if (duration <= 0) throw httpError(400, SCHEDULE_MESSAGES.endBeforeStart, 'endTime');
  return duration;
}
