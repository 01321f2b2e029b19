// Check-in at the door (issue 26, front-desk.md "Check-in is idempotent", "Offline, on several
// tablets"): a check-in or its undo goes through the outbox like a desk RSVP, so made offline it is
// queued at once, shown pending on the roster and replayed exactly once, in order, with its
// Idempotency-Key. The server keeps the first accepted check-in: a later one (the other tablet's,
// made offline too) answers `alreadyCheckedIn` with the first one's time and account, which this
// tablet then says ("Already checked in at 10:02 by Front Desk"). Outside the check-in window the
// server answers 409 with a sentence: the author waited for it, so nothing stays queued. UI-free:
// the door view and the self check-in kiosk both use it.
import { proxy, useSnapshot } from 'valtio';
import { DOOR_ENDPOINTS, type CheckInAnswer, type UndoCheckInAnswer } from '../api/door-api.ts';
import { deskWriteBody, deskWriteInFlight } from './desk-rsvp.ts';
import { deviceName } from './device-name.ts';
import { deskWriteOf, rosterRequest, rosterResource, setRosterLine } from './event-roster.ts';
import { onOutboxEntrySent } from './outbox-replay.ts';
import { sendOrQueue, type WriteOutcome } from './send-or-queue.ts';
import { onSignOut } from './session.ts';
import { formatMomentClock } from '../ui/date-time-format.ts';

/** The first accepted check-in of a resident this tablet also checked in. */
export interface AlreadyCheckedIn {
  checkedInAt: string;
  checkedInBy: string | null;
}

/** `${eventId}:${userId}` → the first check-in, heard from the server after this tablet's own. */
const door = proxy<{ already: Record<string, AlreadyCheckedIn> }>({ already: {} });

onSignOut(() => {
  door.already = {};
});

const noteKey = (eventId: number, userId: number) => `${eventId}:${userId}`;

/** Keeps the first check-in's time and account when the server says this one came second. */
function hearCheckIn(eventId: number, userId: number, answer: CheckInAnswer): void {
  const key = noteKey(eventId, userId);
  if (answer.alreadyCheckedIn) door.already[key] = { checkedInAt: answer.checkedInAt, checkedInBy: answer.checkedInBy };
  else delete door.already[key];
}

function isCheckInAnswer(data: unknown): data is CheckInAnswer {
  if (data === null || typeof data !== 'object') return false;
  const { alreadyCheckedIn, checkedInAt } = data as Record<string, unknown>;
  return typeof alreadyCheckedIn === 'boolean' && typeof checkedInAt === 'string';
}

// A check-in replayed from the outbox (made offline): its answer may be the other tablet's.
onOutboxEntrySent((entry, answer) => {
  const write = deskWriteOf(entry);
  if (write?.kind === 'check-in' && isCheckInAnswer(answer)) hearCheckIn(write.eventId, write.userId, answer);
  if (write?.kind === 'undo-check-in') delete door.already[noteKey(write.eventId, write.userId)];
});

/** What the server told this tablet about residents another tablet checked in first (by event and resident). */
export function useAlreadyCheckedIn(): Readonly<Record<string, AlreadyCheckedIn>> {
  return useSnapshot(door).already;
}

/** The same, read outside React (the kiosk's timers, tests). */
export function alreadyCheckedInNow(): Readonly<Record<string, AlreadyCheckedIn>> {
  return door.already;
}

export function alreadyCheckedInOf(notes: Readonly<Record<string, AlreadyCheckedIn>>, eventId: number, userId: number): AlreadyCheckedIn | null {
  return notes[noteKey(eventId, userId)] ?? null;
}

/** The time in the building's time zone ('10:02 AM'); the device's zone when none is known. */
export function checkInTime(iso: string, timeZone?: string): string {
  return formatMomentClock(iso, timeZone);
}

/** front-desk.md: "Already checked in at 10:02 by Front Desk". */
export function alreadyCheckedInSentence(note: AlreadyCheckedIn, timeZone?: string): string {
  const at = `Already checked in at ${checkInTime(note.checkedInAt, timeZone)}`;
  return note.checkedInBy ? `${at} by ${note.checkedInBy}` : at;
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
 * while pending. Sent: the roster shows the answer before the in-flight mark goes (no flash of the
 * row unchecked). Failed (409 outside the window): nothing is queued; the answer's message says why.
 */
export function checkIn(eventId: number, userId: number, label: string): Promise<WriteOutcome<CheckInAnswer>> {
  return deskWriteInFlight(eventId, userId, 'check-in', async () => {
    const outcome = await sendOrQueue({ endpoint: DOOR_ENDPOINTS.checkIn, body: checkInBody(eventId, userId), kind: 'check-in', label }, PAINT_FIRST);
    if (outcome.outcome === 'sent') {
      const answer = outcome.result.data;
      hearCheckIn(eventId, userId, answer);
      const shown = setRosterLine(eventId, userId, (rsvp) => ({
        ...rsvp,
        status: 'going',
        position: null,
        checkedInAt: answer.checkedInAt,
        checkedInBy: answer.checkedInBy,
        walkIn: answer.walkIn,
      }));
      // A walk-in has no line yet: the roster with it comes before the mark goes.
      if (!shown) await rosterResource.revalidate(rosterRequest(eventId));
    }
    return outcome;
  });
}

/** Undoes `userId`'s check-in at `eventId` (a walk-in's RSVP goes with it); as checkIn otherwise. */
export function undoCheckIn(eventId: number, userId: number, label: string): Promise<WriteOutcome<UndoCheckInAnswer>> {
  return deskWriteInFlight(eventId, userId, 'undo-check-in', async () => {
    const outcome = await sendOrQueue({ endpoint: DOOR_ENDPOINTS.undoCheckIn, body: checkInBody(eventId, userId), kind: 'undo-check-in', label }, PAINT_FIRST);
    if (outcome.outcome === 'sent') {
      delete door.already[noteKey(eventId, userId)];
      const { rsvp } = outcome.result.data;
      setRosterLine(eventId, userId, () => rsvp);
    }
    return outcome;
  });
}
