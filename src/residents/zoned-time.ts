// Building-local times (the calls give an event's date and HH:mm in its building's zone) turned into
// instants, and the words the screens show for them. The words come from date-fns' intlFormat (the
// browser's own Intl): its `format` would bring its own locale tables into a resident's first download.
// They are written in the language in force (English as the British write a date: "Saturday 5 December").
import { intlFormat, parseISO } from 'date-fns';
import { activeLanguage } from '../i18n/catalogue.ts';
import { RESIDENT_STRINGS as S } from './resident-strings.ts';

/** The locale dates are written in, read when one is written (the language can change at any time). */
function locale(): { locale: string } {
  const language = activeLanguage();
  return { locale: language === 'en' ? 'en-GB' : language };
}

/** The zone's offset from UTC, in ms, at `instant`. */
function zoneOffsetMs(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - (instant - (instant % 1000));
}

/** The instant (epoch ms) of `date` `time` on the wall clock of `timeZone`; NaN when unreadable. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  if ([year, month, day, hour, minute].some((part) => part === undefined || Number.isNaN(part))) return Number.NaN;
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  try {
    // Twice: the offset at the first guess can differ from the one at the answer around a zone's change.
    const first = wall - zoneOffsetMs(timeZone, wall);
    return wall - zoneOffsetMs(timeZone, first);
  } catch {
    return wall;
  }
}

/** "Saturday 5 December": the heading of a day of events. */
export function dayHeading(date: string): string {
  const day = parseISO(date);
  return Number.isNaN(day.getTime()) ? date : intlFormat(day, { weekday: 'long', day: 'numeric', month: 'long' }, locale());
}

/** "New York" for America/New_York: said beside a time when my buildings are in several zones. */
export function zoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** "18:00–19:00", with "(New York time)" when `withZone`. */
export function timeRange(startTime: string, endTime: string, timeZone: string, withZone: boolean): string {
  const range = endTime ? `${startTime}–${endTime}` : startTime;
  return withZone ? S.zoneTime(range, zoneName(timeZone)) : range;
}

/** "5 Dec, 14:03": when the device's copy was loaded, in the device's own clock. */
export function loadedAt(iso: string): string {
  const when = parseISO(iso);
  return Number.isNaN(when.getTime()) ? iso : intlFormat(when, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, locale());
}
