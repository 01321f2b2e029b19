// How the portal writes dates and times, one style per kind, so a screen never reads differently
// from the next: the 12-hour clock of the dashboard and the residents' e-mails ('6:00 PM'), the
// spec's MMM DD, YYYY for a written date and its MM-DD-YYYY for a date in a table or on a profile,
// and the zone's abbreviation ('EST') where one view holds buildings in different zones.
//
// English keeps those patterns (date-fns, as the spec writes them); another language writes the
// same kinds of date in its own way through Intl (no date-fns locale tables to download).
import { format, isValid, parse, parseISO } from 'date-fns';
import { activeLanguage } from '../i18n/catalogue.ts';

const CLOCK = 'h:mm a';
const WRITTEN_DATE = 'MMM dd, yyyy';
const DAY_HEADING = 'EEEE, MMM dd';
const SHORT_DAY = 'EEE, MMM dd';
const MONTH_DAY = 'MMM dd';
/** Between the two ends of a range of times or dates. */
const RANGE_DASH = ' – ';

/** Intl's options for each kind of date above, for a language other than English. */
const INTL_KINDS = {
  clock: { hour: 'numeric', minute: '2-digit' },
  written: { year: 'numeric', month: 'short', day: '2-digit' },
  numeric: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dayHeading: { weekday: 'long', month: 'short', day: '2-digit' },
  shortDay: { weekday: 'short', month: 'short', day: '2-digit' },
  monthDay: { month: 'short', day: '2-digit' },
  moment: { year: 'numeric', month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' },
  momentThisYear: { month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The date in the language in force, or null in English (whose patterns are date-fns'). */
function inLanguage(kind: keyof typeof INTL_KINDS, date: Date): string | null {
  const language = activeLanguage();
  return language === 'en' ? null : formatterOf(kind, INTL_KINDS[kind], language).format(date);
}

function day(date: string): Date | null {
  const parsed = parseISO(date);
  return isValid(parsed) ? parsed : null;
}

/** 'HH:mm' (building-local) → '6:00 PM'. Anything unparsable is shown as it came. */
export function formatClock(time: string): string {
  const parsed = parse(time, 'HH:mm', new Date(2000, 0, 1));
  return isValid(parsed) ? (inLanguage('clock', parsed) ?? format(parsed, CLOCK)) : time;
}

/** '18:00', '19:00' → '6:00 PM – 7:00 PM'. */
export function formatClockRange(start: string, end: string): string {
  return `${formatClock(start)}${RANGE_DASH}${formatClock(end)}`;
}

/** 'YYYY-MM-DD' → 'Nov 05, 2026' (the spec's MMM DD, YYYY). */
export function formatWrittenDate(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : (inLanguage('written', parsed) ?? format(parsed, WRITTEN_DATE));
}

/** 'YYYY-MM-DD' → '11-05-2026' (the spec's MM-DD-YYYY, for tables and the profile). */
export function formatNumericDate(date: string): string {
  const [year, month, dayOfMonth] = date.split('-');
  if (!year || !month || !dayOfMonth) return date;
  const parsed = activeLanguage() === 'en' ? null : day(date);
  return (parsed && inLanguage('numeric', parsed)) ?? `${month}-${dayOfMonth}-${year}`;
}

/** 'YYYY-MM-DD' → 'Tuesday, Nov 24' (a list's day heading). */
export function formatDayHeading(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : (inLanguage('dayHeading', parsed) ?? format(parsed, DAY_HEADING));
}

/** 'YYYY-MM-DD' → 'Tue, Nov 24'. */
export function formatShortDay(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : (inLanguage('shortDay', parsed) ?? format(parsed, SHORT_DAY));
}

/** 'YYYY-MM-DD' → 'Nov 24' (a chart's axis). */
export function formatMonthDay(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : (inLanguage('monthDay', parsed) ?? format(parsed, MONTH_DAY));
}

/** Two 'YYYY-MM-DD' → 'Nov 27 – Dec 03', the year added when they are in different years. */
export function formatDayRange(first: string, last: string): string {
  const from = day(first);
  const to = day(last);
  if (from === null || to === null) return `${first}${RANGE_DASH}${last}`;
  const sameYear = from.getFullYear() === to.getFullYear();
  const pattern = sameYear ? MONTH_DAY : WRITTEN_DATE;
  const write = (date: Date) => inLanguage(sameYear ? 'monthDay' : 'written', date) ?? format(date, pattern);
  return `${write(from)}${RANGE_DASH}${write(to)}`;
}

/** A moment on the device's clock: 'Nov 05, 2026, 6:00 PM'. */
export function formatMoment(when: Date | string | number): string {
  const date = new Date(when);
  return inLanguage('moment', date) ?? format(date, `${WRITTEN_DATE}, ${CLOCK}`);
}

/** A moment on the device's clock without its day: 'Nov 05, 6:00 PM'. */
export function formatMomentThisYear(when: Date | string | number): string {
  const date = new Date(when);
  return inLanguage('momentThisYear', date) ?? format(date, `${MONTH_DAY}, ${CLOCK}`);
}

/**
 * One formatter per kind and zone, made once: making an Intl.DateTimeFormat costs far more than
 * using one, and a roster of 500 rows formats each row's times on every draw. An unknown zone throws
 * when made, as without the cache.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(kind: string, options: Intl.DateTimeFormatOptions, language = 'en-US'): Intl.DateTimeFormat {
  const key = `${kind}|${options.timeZone ?? ''}|${language}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const CLOCK_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

/** The time of a moment (ISO) on `timeZone`'s clock ('10:02 AM'); the device's when the zone is unknown. */
export function formatMomentClock(iso: string, timeZone?: string): string {
  const language = activeLanguage() === 'en' ? 'en-US' : activeLanguage();
  const options = language === 'en-US' ? CLOCK_OPTIONS : INTL_KINDS.clock;
  try {
    return formatterOf('clock', { ...options, timeZone }, language).format(new Date(iso));
  } catch {
    return formatterOf('clock', options, language).format(new Date(iso));
  }
}

/** `timeZone`'s wall clock at `at`, part by part (24-hour, zero-padded). */
export function zonedClockParts(at: Date | number, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = formatterOf('parts', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** Milliseconds `timeZone`'s clock is ahead of UTC at `utcMs`. */
function zoneOffset(utcMs: number, timeZone: string): number {
  const p = zonedClockParts(utcMs, timeZone);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - utcMs;
}

/** 'YYYY-MM-DDTHH:mm' on `timeZone`'s clock → the moment (ms since the epoch); NaN when unreadable. */
export function localToMoment(local: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (match === null) return Number.NaN;
  const [, year, month, dayOfMonth, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  try {
    // Twice: the offset at the first guess can differ from the one at the answer near a DST change.
    const first = asUtc - zoneOffset(asUtc, timeZone);
    return asUtc - zoneOffset(first, timeZone);
  } catch {
    return asUtc;
  }
}

/** The zone's short name at a moment, as the US writes it ('EST', 'PDT'; elsewhere 'GMT+1'). */
export function zoneAbbreviation(timeZone: string, at: number): string {
  try {
    // Through the shared formatters: a calendar month names a zone on every event, and making a
    // formatter each time was the largest piece of script on the dashboard's repeat visit at 4x CPU.
    const language = activeLanguage() === 'en' ? 'en-US' : activeLanguage();
    const parts = formatterOf('zone-name', { timeZone, timeZoneName: 'short' }, language).formatToParts(new Date(at));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Whether two zones' clocks read the same day, hour and minute at `at`. */
export function sameWallClock(at: Date | number, zoneA: string, zoneB: string): boolean {
  const a = zonedClockParts(at, zoneA);
  const b = zonedClockParts(at, zoneB);
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/**
 * The zone's full name at a moment, in `language` ('Pacific Daylight Time', 'hora de verano del
 * Pacífico'). Through the shared formatters: the event popup names a zone on each draw, and a
 * formatter made there each time was a piece of the popup's blocking time at 4x CPU.
 */
export function zoneLongName(timeZone: string, at: Date | number, language: string): string {
  const parts = formatterOf('zone-long-name', { timeZone, timeZoneName: 'long' }, language).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * Whether `items` are on more than one zone's clock (a view over buildings in several zones): then
 * each time names its zone, and a day's events go in the order they really start. No zone: not counted.
 */
export function mixesZones(items: readonly { timeZone: string | null }[]): boolean {
  return new Set(items.map((item) => item.timeZone).filter(Boolean)).size > 1;
}
