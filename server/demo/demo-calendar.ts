/** Calendar arithmetic on whole days (UTC day numbers), so results never depend on the machine's zone. */
const DAY_MS = 86_400_000;

export function dayNumberOf(instant: Date): number {
  return Math.floor(instant.getTime() / DAY_MS);
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

/** The same day of the month `months` later (clamped by Date.UTC's roll-over, which is fine here). */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()) / DAY_MS);
}

export function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = Math.floor(Date.UTC(year, month - 1, 1) / DAY_MS);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7;
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = Math.floor(Date.UTC(year, month, 0) / DAY_MS);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

const fixed = (year: number, month: number, day: number) => Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);

/** US federal holidays of one year (observed dates are not shifted: buildings mark the day itself). */
export function usHolidays(year: number): { day: number; name: string }[] {
  return [
    { day: fixed(year, 1, 1), name: "New Year's Day" },
    { day: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { day: nthWeekday(year, 2, 1, 3), name: "Presidents' Day" },
    { day: lastWeekday(year, 5, 1), name: 'Memorial Day' },
    { day: fixed(year, 6, 19), name: 'Juneteenth' },
    { day: fixed(year, 7, 4), name: 'Independence Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: "Indigenous Peoples' Day" },
    { day: fixed(year, 11, 11), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving' },
    { day: fixed(year, 12, 25), name: 'Christmas Day' },
  ];
}
