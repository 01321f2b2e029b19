// Check-in at the door (docs/design/front-desk.md, "Check-in is idempotent", "Offline, on several
// tablets"): a check-in or its undo goes through the outbox like a desk RSVP, so made offline it is
// queued at once, shown pending on the roster and replayed exactly once, in order, with its
// Idempotency-Key. The server keeps the first accepted check-in: a later one (the other tablet's,
// made offline too) answers `alreadyCheckedIn` with the first one's time and account, which this
// tablet then says ("Already checked in at 10:02 by Front Desk"). Outside the check-in window the
// server answers 409 with a sentence: the author waited for it, so nothing stays queued. UI-free:
// the door view and the self check-in kiosk both use it.
import type { CheckInAnswer, UndoCheckInAnswer } from '../api/door-api.ts';
import type { AlreadyCheckedIn } from './check-in-notes.ts';
import { CHECK_IN_STRINGS } from './check-in-strings.ts';
import { deskWriteBody, deskWriteInFlight } from './desk-rsvp.ts';
import { deviceName } from './device-name.ts';
import { rosterHasLine, rosterRequest, rosterResource } from './roster-resource.ts';
import { sendOrQueue, type QueuedOutcome } from './send-or-queue.ts';
import { formatMomentClock } from '../ui/date-time-format.ts';

export { alreadyCheckedInNow, alreadyCheckedInOf, useAlreadyCheckedIn, type AlreadyCheckedIn } from './check-in-notes.ts';

/** The time in the building's time zone ('10:02 AM'); the device's zone when none is known. */
export function checkInTime(iso: string, timeZone?: string): string {
  return formatMomentClock(iso, timeZone);
}

/** docs/design/front-desk.md: "Already checked in at 10:02 by Front Desk". */
export function alreadyCheckedInSentence(note: AlreadyCheckedIn, timeZone?: string): string {
  return CHECK_IN_STRINGS.alreadyCheckedInAt(checkInTime(note.checkedInAt, timeZone), note.checkedInBy);
}

/**
 * A check-in's or undo's body: the event and the resident, the moment of the tap on this device's
 * clock and the tablet's name. Made at the tap and stored with the write, so a check-in made offline
 * and sent later keeps its own time (the server judges the window by it and logs both).
 */
export function checkInBody(eventId: number, userId: number, tappedAt = new Date()) {
  return { ...deskWriteBody(eventId, userId), tappedAt: tappedAt.toISOString(), deviceName: deviceName() };
}

/**
 * A tap at the door is drawn first (the in-flight mark shows the row checked in, pending), then the
 * stored write is sent: a 500-row roster's re-renders on its answer kept the tap from its frame.
 */
const PAINT_FIRST = { paintFirst: true } as const;

/**
 * Checks `userId` in at `eventId`; `label` names it in the unsent-changes list and on the roster
 * while pending. Sent: the roster shows the answer (queued-writes.ts) before the in-flight mark goes
 * (no flash of the row unchecked). Failed (409 outside the window): nothing is queued; the answer's
 * message says why.
 */
export function checkIn(eventId: number, userId: number, label: string): Promise<QueuedOutcome<CheckInAnswer>> {
  return deskWriteInFlight(eventId, userId, 'checking-in', async () => {
    const outcome = await sendOrQueue('check-in', checkInBody(eventId, userId), label, PAINT_FIRST);
    // A walk-in has no line yet: the roster with it comes before the mark goes.
    if (outcome.outcome === 'sent' && !rosterHasLine(eventId, userId)) await rosterResource.revalidate(rosterRequest(eventId));
    return outcome;
  });
}

/** Undoes `userId`'s check-in at `eventId` (a walk-in's RSVP goes with it); as checkIn otherwise. */
export function undoCheckIn(eventId: number, userId: number, label: string): Promise<QueuedOutcome<UndoCheckInAnswer>> {
  return deskWriteInFlight(eventId, userId, 'undoing', () => sendOrQueue('undo-check-in', checkInBody(eventId, userId), label, PAINT_FIRST));
}
