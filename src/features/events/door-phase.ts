// What the door says about the check-in window: why nobody can check in now, or until when a late
// check-in is open. The door's note above its lists, and a scan's refusal while check-in is closed.
import type { RosterAnswer } from '../../api/schedule-api.ts';
import { checkInTime } from '../../state/door-check-in.ts';
import { checkInPhase, eventEnded } from '../../state/door-roster.ts';
import { DOOR_STRINGS as S } from './door-strings.ts';

/** What the door says above its lists: why nobody can check in, or until when a late check-in is open. */
export function phaseNote(roster: RosterAnswer | null, now: number): string | null {
  if (roster === null) return null;
  const { event } = roster;
  if (event.cancelled) return S.eventCancelled;
  const closesAt = checkInTime(roster.checkInClosesAt, event.timeZone);
  const { open } = checkInPhase(roster, now);
  if (!eventEnded(roster, now)) return open ? null : S.windowClosed;
  return open ? S.lateCheckIn(closesAt) : S.checkInClosed(closesAt);
}

/** Why a check-in cannot be made now (the event cancelled, the window not open), or null while it can. */
export function closedNote(roster: RosterAnswer | null, now: number): string | null {
  if (roster === null) return null;
  if (!roster.event.cancelled && checkInPhase(roster, now).open) return null;
  return phaseNote(roster, now) ?? S.windowClosed;
}
