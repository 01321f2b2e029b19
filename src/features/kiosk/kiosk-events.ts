// Which of the day's events the kiosk offers: those whose check-in window is open now
// (docs/design/front-desk.md, Rules: 60 minutes before the start to 2 hours after the end), worked out on the device
// from building-local times so a copy kept offline still opens and closes on time; else the next one.
import type { ScheduledEvent } from '../../api/schedule-api.ts';
import { zonedClockParts } from '../../ui/date-time-format.ts';

/** The server's window (server/routes/schedule/schedule-repository.ts CHECK_IN_WINDOW). */
const KIOSK_WINDOW = { opensMinutesBefore: 60, closesHoursAfter: 2 } as const;

const MINUTE_MS = 60_000;

type WindowEvent = Pick<ScheduledEvent, 'start' | 'end' | 'timeZone' | 'cancelled'>;

/** 'YYYY-MM-DDTHH:mm' of `now` in `timeZone` (the form the events' start and end take). */
export function localNow(timeZone: string, now: Date): string {
  const p = zonedClockParts(now, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes of a building-local 'YYYY-MM-DDTHH:mm' on one scale (wall-clock, as if UTC). */
const wallMinutes = (local: string) => Date.parse(`${local}:00Z`) / MINUTE_MS;

export function checkInOpen(event: WindowEvent, now: Date): boolean {
  if (event.cancelled) return false;
  const at = wallMinutes(localNow(event.timeZone, now));
  return at >= wallMinutes(event.start) - KIOSK_WINDOW.opensMinutesBefore && at <= wallMinutes(event.end) + KIOSK_WINDOW.closesHoursAfter * 60;
}

/** The events open for check-in now, and else the first one still to open (null: none listed). */
export function kioskEvents<T extends WindowEvent>(events: readonly T[], now: Date): { open: T[]; next: T | null } {
  const open = events.filter((event) => checkInOpen(event, now));
  const next = open.length > 0 ? null : (events.find((event) => !event.cancelled && wallMinutes(event.start) > wallMinutes(localNow(event.timeZone, now))) ?? null);
  return { open, next };
}
