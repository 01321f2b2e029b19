import type { RosterRsvp } from '../../api/schedule-api.ts';
import { formatMomentClock, formatMonthDay, zonedClockParts } from '../../ui/date-time-format.ts';
import { EVENTS_STRINGS as S } from './events-strings.ts';

/**
 * Where an RSVP came from and when, small under the resident's name on the roster: 'Desk · 10:02 AM'
 * (today on the building's clock), 'Resident · Nov 27, 6:40 PM', or 'Import' (a data file's time is
 * not the moment anyone asked). null for a roster kept on the device from before the server said it.
 */
export function formatRsvpSource(rsvp: Partial<Pick<RosterRsvp, 'source' | 'rsvpAt'>>, timeZone: string, now: number): string | null {
  if (rsvp.source === undefined || !(rsvp.source in S.rsvpSource)) return null;
  const label = S.rsvpSource[rsvp.source];
  if (rsvp.source === 'import' || rsvp.rsvpAt === undefined) return label;
  const at = new Date(rsvp.rsvpAt);
  if (Number.isNaN(at.getTime())) return label;
  let made: ReturnType<typeof zonedClockParts>;
  let today: ReturnType<typeof zonedClockParts>;
  try {
    made = zonedClockParts(at, timeZone);
    today = zonedClockParts(now, timeZone);
  } catch {
    // An unknown zone: the device's clock, and the day always said.
    return `${label} · ${formatMonthDay(rsvp.rsvpAt.slice(0, 10))}, ${formatMomentClock(rsvp.rsvpAt)}`;
  }
  const clock = formatMomentClock(rsvp.rsvpAt, timeZone);
  const sameDay = made.year === today.year && made.month === today.month && made.day === today.day;
  return sameDay ? `${label} · ${clock}` : `${label} · ${formatMonthDay(`${made.year}-${made.month}-${made.day}`)}, ${clock}`;
}
