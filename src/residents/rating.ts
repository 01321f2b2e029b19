// A rating as rate/ and rate-link/ answer it (docs/design/residents.md, "Calls"), read defensively
// like every residents' answer; and until when a past event may still be rated.
import { RATING_LIMITS } from '../contract/limits.ts';
import { activeLanguage } from '../i18n/catalogue.ts';
import { zonedInstant } from './zoned-time.ts';

export interface GivenRating {
  eventName: string;
  stars: number;
  /** ISO 8601: until when it may be given again. */
  changeableUntil: string;
}

export function readRating(value: unknown): GivenRating {
  const fields = value !== null && typeof value === 'object' ? (value as { rating?: Record<string, unknown> }).rating ?? {} : {};
  return {
    eventName: typeof fields.eventName === 'string' ? fields.eventName : '',
    stars: typeof fields.stars === 'number' ? fields.stars : 0,
    changeableUntil: typeof fields.changeableUntil === 'string' ? fields.changeableUntil : '',
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an event that ended at its local date and end time can still be rated at `now` (the server decides in the end). */
export function ratingOpen(event: { date: string; endTime: string; timeZone: string }, now: number): boolean {
  const ends = zonedInstant(event.date, event.endTime, event.timeZone);
  return Number.isFinite(ends) && now < ends + RATING_LIMITS.changeableDays * DAY_MS;
}

/** The stars a link carries (?stars=N), when they are a whole 1..5; else none chosen. */
export function starsFrom(value: string | null): number | null {
  if (value === null || !/^[1-5]$/.test(value)) return null;
  return Number(value);
}

/** "Tuesday 17 March, 18:00" in the reader's own zone and language. */
export function untilText(iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  // English as the device writes it (as before languages were chosen); another language in its own way.
  const language = activeLanguage();
  return when.toLocaleString(language === 'en' ? undefined : language, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
}
