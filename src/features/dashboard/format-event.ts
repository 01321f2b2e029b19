// Display formatting of event figures: times, dates, counts, stars.
import { formatClock, formatClockRange, formatMonthDay, formatWrittenDate, sameWallClock, zoneLongName } from '../../ui/date-time-format.ts';
import { displayLocale, formatNumber } from '../../i18n/locale.ts';

const STAR_COUNT = 5 as const;
const FULL_STAR = '★' as const;
const EMPTY_STAR = '☆' as const;
/** 1234567 → '1,234,567' (another language writes it its own way: '1.234.567' in Spanish). */
export const formatCount = formatNumber;

/** 'HH:mm' (building-local) → '6:00 PM'. Anything unparsable is shown as it came. */
export const formatClockTime = formatClock;

/**
 * The building's zone as a person reads it ('Pacific Daylight Time') when its clock at `instant`
 * (ISO) differs from the device's; null when they agree, or when either is unknown.
 */
function otherZoneName(
  timeZone: string | undefined,
  instant: string,
  deviceZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  const when = new Date(instant);
  if (!timeZone || Number.isNaN(when.getTime())) return null;
  try {
    if (sameWallClock(when, timeZone, deviceZone)) return null;
    // The zone's name in the reader's language ('hora de verano del Pacífico').
    return zoneLongName(timeZone, when, displayLocale());
  } catch {
    return null;
  }
}

/** '18:00', '19:00' → '6:00 PM – 7:00 PM'. */
export const formatTimeRange = formatClockRange;

/** The time range at the building's clock, naming its zone where the device's differs, so nobody misreads it. */
export function eventTimeText(
  event: { time: string; endTime: string; start: string; timeZone?: string },
  deviceZone?: string,
): string {
  const range = formatTimeRange(event.time, event.endTime);
  const zone = otherZoneName(event.timeZone, event.start, deviceZone);
  return zone === null ? range : `${range} (${zone})`;
}

/** 'YYYY-MM-DD' → 'Nov 05, 2026' (the spec's MMM DD, YYYY). */
export const formatPopupDate = formatWrittenDate;

/** 'YYYY-MM-DD' → 'Nov 05' for the chart's x axis. */
export const formatShortDate = formatMonthDay;

/** The star rating is floored (docs/product-spec.md, Business constants and limits). 3.9 → '★★★☆☆'. */
export function formatStars(rating: number): string {
  const full = Math.min(STAR_COUNT, Math.max(0, Math.floor(rating)));
  return FULL_STAR.repeat(full) + EMPTY_STAR.repeat(STAR_COUNT - full);
}

export function formatTeacherName(teacher: { firstName: string; lastName: string } | null, whenNone: string): string {
  if (teacher === null) return whenNone;
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  return name === '' ? whenNone : name;
}

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
/** docs/design/metrics.md: an event's figures are settled once it ended more than this long ago (docs/design/front-desk.md's no-shows too). */
export const SETTLED_AFTER_HOURS = 2 as const;

const clockMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The instant (ms) an event ends: its start plus its length at the building's clock ('HH:mm' to
 * 'HH:mm'; an end at or before the start is the next day's).
 */
export function eventEndsAt(event: { start: string; time: string; endTime: string }): number {
  const length = (clockMinutes(event.endTime) - clockMinutes(event.time) + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
  return Date.parse(event.start) + length * MS_PER_MINUTE;
}
