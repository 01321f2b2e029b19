// How the portal writes dates and times, one style per kind, so a screen never reads differently
// from the next: the 12-hour clock of the dashboard and the residents' e-mails ('6:00 PM'), the
// spec's MMM DD, YYYY for a written date and its MM-DD-YYYY for a date in a table or on a profile,
// and the zone's abbreviation ('EST') where one view holds buildings in different zones.
import { format, isValid, parse, parseISO } from 'date-fns';

const CLOCK = 'h:mm a';
const WRITTEN_DATE = 'MMM dd, yyyy';
const DAY_HEADING = 'EEEE, MMM dd';
const SHORT_DAY = 'EEE, MMM dd';
const MONTH_DAY = 'MMM dd';
/** Between the two ends of a range of times or dates. */
const RANGE_DASH = ' – ';

function day(date: string): Date | null {
  const parsed = parseISO(date);
  return isValid(parsed) ? parsed : null;
}

/** 'HH:mm' (building-local) → '6:00 PM'. Anything unparsable is shown as it came. */
export function formatClock(time: string): string {
  const parsed = parse(time, 'HH:mm', new Date(2000, 0, 1));
  return isValid(parsed) ? format(parsed, CLOCK) : time;
}

/** '18:00', '19:00' → '6:00 PM – 7:00 PM'. */
export function formatClockRange(start: string, end: string): string {
  return `${formatClock(start)}${RANGE_DASH}${formatClock(end)}`;
}

/** 'YYYY-MM-DD' → 'Nov 05, 2026' (the spec's MMM DD, YYYY). */
export function formatWrittenDate(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : format(parsed, WRITTEN_DATE);
}

/** 'YYYY-MM-DD' → '11-05-2026' (the spec's MM-DD-YYYY, for tables and the profile). */
export function formatNumericDate(date: string): string {
  const [year, month, dayOfMonth] = date.split('-');
  return year && month && dayOfMonth ? `${month}-${dayOfMonth}-${year}` : date;
}

/** 'YYYY-MM-DD' → 'Tuesday, Nov 24' (a list's day heading). */
export function formatDayHeading(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : format(parsed, DAY_HEADING);
}

/** 'YYYY-MM-DD' → 'Tue, Nov 24'. */
export function formatShortDay(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : format(parsed, SHORT_DAY);
}

/** 'YYYY-MM-DD' → 'Nov 24' (a chart's axis). */
export function formatMonthDay(date: string): string {
  const parsed = day(date);
  return parsed === null ? date : format(parsed, MONTH_DAY);
}

/** Two 'YYYY-MM-DD' → 'Nov 27 – Dec 03', the year added when they are in different years. */
export function formatDayRange(first: string, last: string): string {
  const from = day(first);
  const to = day(last);
  if (from === null || to === null) return `${first}${RANGE_DASH}${last}`;
  const pattern = from.getFullYear() === to.getFullYear() ? MONTH_DAY : WRITTEN_DATE;
  return `${format(from, pattern)}${RANGE_DASH}${format(to, pattern)}`;
}

/** A moment on the device's clock: 'Nov 05, 2026, 6:00 PM'. */
export function formatMoment(when: Date | string | number): string {
  return format(new Date(when), `${WRITTEN_DATE}, ${CLOCK}`);
}

/** A moment on the device's clock without its day: 'Nov 05, 6:00 PM'. */
export function formatMomentThisYear(when: Date | string | number): string {
  return format(new Date(when), `${MONTH_DAY}, ${CLOCK}`);
}

/** The time of a moment (ISO) on `timeZone`'s clock ('10:02 AM'); the device's when the zone is unknown. */
/**
 * One formatter per kind and zone, made once: making an Intl.DateTimeFormat costs far more than
 * using one, and a roster of 500 rows formats each row's times on every draw. An unknown zone throws
 * when made, as without the cache.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const CLOCK_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

export function formatMomentClock(iso: string, timeZone?: string): string {
  try {
    return formatterOf('clock', { ...CLOCK_OPTIONS, timeZone }).format(new Date(iso));
  } catch {
    return formatterOf('clock', CLOCK_OPTIONS).format(new Date(iso));
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
    const parts = formatterOf('zone-name', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(at));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * Whether `items` are on more than one zone's clock (a view over buildings in several zones): then
 * each time names its zone, and a day's events go in the order they really start. No zone: not counted.
 */
export function mixesZones(items: readonly { timeZone: string | null }[]): boolean {
  return new Set(items.map((item) => item.timeZone).filter(Boolean)).size > 1;
}
