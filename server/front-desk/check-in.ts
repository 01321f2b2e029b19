// performCheckIn and its undo as services that take no HTTP request (pretix's perform_checkin):
// the desk's tablets, the self check-in kiosk and any later door call the same functions, with the
// same event lock and the same log. A check-in is idempotent per (event, resident), so two tablets
// that checked the same resident in offline end with one attendance; every check-in, undo and
// refusal is appended to check_in_log in the caller's transaction (a refusal is answered, not
// thrown, so its log row commits). A check-in made offline is judged at the moment of its tap
// (pretix does the same): accepted when the tap was inside the window, even if it arrives after the
// window closed, and kept at that time.
import type { Queryable } from '../db/database.ts';
import { httpError } from '../http/http-error.ts';
import { announceChange } from '../live-changes/change-notice.ts';
import { queueRatingRequestOnCheckIn } from '../residents/rating-request-claims.ts';
import { goingCount, isResidentOf } from './capacity.ts';
import { CHECK_IN_MESSAGES } from './check-in-messages.ts';
import { logCheckIn, type CheckInLogEntry } from './check-in-log.ts';
import { checkInState, lockCheckInEvent, markCheckedIn, unmarkCheckedIn, type CheckInEvent } from './check-in-repository.ts';
import type { DeskActor } from './desk-actor.ts';
import type { EventAndResident } from './rsvp.ts';
import { rosterEntryOf } from './rsvp.ts';
import { promoteWaitlist } from './waitlist.ts';

/** Where and when a check-in or undo was made, for the log (all null when the caller knows none). */
export type CheckInTap = Pick<CheckInLogEntry, 'device' | 'deviceName' | 'tappedAt' | 'idempotencyKey'>;

export interface CheckInInput extends EventAndResident {
  tap: CheckInTap;
}

export type CheckInResult =
  | { refused: string }
  | { checkedInAt: string; checkedInBy: string | null; alreadyCheckedIn: boolean; walkIn: boolean; overCapacity: boolean };

/**
 * The event, locked, and the resident, both of the actor's buildings (else 404 naming the field).
 * A self check-in kiosk checks in only residents going to the event (walk-ins stay a staff
 * decision), answered alike for anyone else, so its ids tell nothing about who lives there.
 */
async function openCheckIn(tx: Queryable, actor: DeskActor, { eventId, userId }: EventAndResident, tappedAt: string | null): Promise<CheckInEvent> {
  // Check-in is the staff's (a resident's pass is scanned by the desk or the kiosk, not by the resident).
  if (actor.residentId !== undefined) throw new Error('a resident cannot check in through the desk services');
  const event = await lockCheckInEvent(tx, eventId, actor.buildingIds, tappedAt);
  if (!event) throw httpError(404, CHECK_IN_MESSAGES.eventNotFound, 'eventId');
  if (actor.kiosk) {
    if ((await checkInState(tx, eventId, userId))?.status !== 'going') throw httpError(409, CHECK_IN_MESSAGES.notGoingSelfCheckIn, 'userId');
    return event;
  }
  if (!(await isResidentOf(tx, userId, event.buildingId))) throw httpError(404, CHECK_IN_MESSAGES.residentNotFound, 'userId');
  return event;
}

/** Checks the resident in (a walk-in when not going), or says why not (`refused`, logged too). */
export async function performCheckIn(tx: Queryable, actor: DeskActor, input: CheckInInput): Promise<CheckInResult> {
  const { eventId, userId, tap } = input;
  const event = await openCheckIn(tx, actor, input, tap.tappedAt);
  const base = { ...tap, accountId: actor.accountId, eventId, residentId: userId, action: 'check-in' as const };
  if (event.cancelled || !event.open) {
    const refused = event.cancelled ? CHECK_IN_MESSAGES.eventCancelled : CHECK_IN_MESSAGES.outsideWindow(event.opens, event.closes);
    await logCheckIn(tx, { ...base, result: 'refused', detail: refused });
    return { refused };
  }
  const before = await checkInState(tx, eventId, userId);
  if (before?.checkedInAt) {
    await logCheckIn(tx, { ...base, result: 'already-checked-in' });
    return { checkedInAt: before.checkedInAt, checkedInBy: before.checkedInBy, alreadyCheckedIn: true, walkIn: before.walkIn, overCapacity: false };
  }
  const walkIn = before?.status !== 'going';
  await markCheckedIn(tx, eventId, userId, actor.accountId, walkIn, tap.tappedAt);
  await logCheckIn(tx, { ...base, result: 'checked-in', ...(walkIn ? { detail: CHECK_IN_MESSAGES.walkInDetail } : {}) });
  const after = await checkInState(tx, eventId, userId);
  // A walk-in is a new line: the other tablets read the roster for it.
  const line = { eventId, userId, checkedInAt: after?.checkedInAt ?? null, checkedInBy: after?.checkedInBy ?? null };
  await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId], ...(walkIn ? {} : { checkIns: [line] }) });
  await queueRatingRequestOnCheckIn(tx, eventId, userId);
  const overCapacity = walkIn && event.capacity !== null && (await goingCount(tx, eventId)) > event.capacity;
  return { checkedInAt: after?.checkedInAt ?? '', checkedInBy: after?.checkedInBy ?? null, alreadyCheckedIn: false, walkIn, overCapacity };
}

/**
 * Undoes a check-in (a walk-in's RSVP goes with it, and its place may go to the waitlist, whose
 * e-mail is queued in the same transaction); logged either way.
 */
export async function undoCheckIn(tx: Queryable, actor: DeskActor, input: CheckInInput, publicUrl: string) {
  const { eventId, userId, tap } = input;
  const event = await openCheckIn(tx, actor, input, null);
  const before = await checkInState(tx, eventId, userId);
  if (!before) throw httpError(404, CHECK_IN_MESSAGES.residentNotFound, 'userId');
  if (before.checkedInAt) {
    await unmarkCheckedIn(tx, eventId, userId);
    // A walk-in's place given back may be a place for the waitlist.
    if (before.walkIn) await promoteWaitlist(tx, eventId, { accountId: actor.accountId, publicUrl });
    // A walk-in's line goes with its undo (and the waitlist may move): the other tablets read the roster.
    const line = { eventId, userId, checkedInAt: null, checkedInBy: null };
    await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId], ...(before.walkIn ? {} : { checkIns: [line] }) });
  }
  await logCheckIn(tx, { ...tap, accountId: actor.accountId, eventId, residentId: userId, action: 'undo', result: before.checkedInAt ? 'undone' : 'not-checked-in' });
  return { rsvp: await rosterEntryOf(tx, eventId, userId) };
}
