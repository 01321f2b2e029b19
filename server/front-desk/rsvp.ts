// The desk's RSVP writes as services that take no HTTP request: a place given, cancelled, and a
// cancel taken back. Each runs in the caller's transaction (the route's Idempotency-Key one) with
// the event row locked, so the capacity rule holds when two desks (or a desk and a resident) take
// the last place at once; e-mails are queued in that same transaction.
import type { Queryable } from '../db/database.ts';
import { httpError } from '../http/http-error.ts';
import { announceChange } from '../live-changes/change-notice.ts';
import { isFull, isResidentOf, lockEvent, type LockedEvent } from './capacity.ts';
import { rsvpSourceOf, type DeskActor } from './desk-actor.ts';
import type { RosterEntry } from './roster-entry-schema.ts';
import { ROSTER_MESSAGES } from './roster-messages.ts';
import { cancelPlace, rosterEntries, rsvpStatus, takePlace } from './roster-repository.ts';
import { undoCancel, UNDO_CANCEL_SECONDS } from './undo-cancel.ts';
import { promoteWaitlist } from './waitlist.ts';

/** One resident at one event: what every RSVP write is about. */
export interface EventAndResident {
  eventId: number;
  userId: number;
}

/**
 * The event, locked, if the actor may change its RSVPs now; else the 4xx naming the field. A
 * resident acting for themselves names only the event (their own id is not theirs to choose): they
 * may change their own RSVP only, and only until the event starts.
 */
async function openEvent(tx: Queryable, actor: DeskActor, { eventId, userId }: EventAndResident): Promise<LockedEvent> {
  const event = await lockEvent(tx, eventId, actor.buildingIds);
  if (!event) throw httpError(404, ROSTER_MESSAGES.eventNotFound, 'eventId');
  if (actor.residentId !== undefined && actor.residentId !== userId) throw httpError(404, ROSTER_MESSAGES.residentNotFound, 'userId');
  // Scope first: another building's resident is a 404 whatever the event's state.
  if (!(await isResidentOf(tx, userId, event.buildingId))) throw httpError(404, ROSTER_MESSAGES.residentNotFound, 'userId');
  if (event.cancelled) throw httpError(422, ROSTER_MESSAGES.eventCancelled, 'eventId');
  if (event.ended) throw httpError(422, ROSTER_MESSAGES.eventEnded, 'eventId');
  if (actor.residentId !== undefined && event.started) throw httpError(422, ROSTER_MESSAGES.eventStarted, 'eventId');
  return event;
}

/** A resident's roster line, which the write just made or kept. */
export async function rosterEntryOf(tx: Queryable, eventId: number, residentId: number): Promise<RosterEntry> {
  const [entry] = await rosterEntries(tx, eventId, residentId);
  if (!entry) throw new Error(`RSVP of resident ${residentId} to event ${eventId} vanished`);
  return entry;
}

/** A place (going), or past capacity a place on the waitlist; a resident already in keeps theirs. */
export async function takeRsvp(tx: Queryable, actor: DeskActor, input: EventAndResident) {
  const { eventId, userId } = input;
  const event = await openEvent(tx, actor, input);
  const current = await rsvpStatus(tx, eventId, userId);
  if (current !== 'going' && current !== 'waitlisted') {
    await takePlace(tx, eventId, userId, isFull(event) ? 'waitlisted' : 'going', rsvpSourceOf(actor));
    await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId] });
  }
  const rsvp = await rosterEntryOf(tx, eventId, userId);
  const status: 'going' | 'waitlisted' = rsvp.status === 'waitlisted' ? 'waitlisted' : 'going';
  return { status, position: rsvp.position, rsvp };
}

/**
 * Cancels the resident's RSVP; a freed place goes to the first waitlisted resident, whose e-mail
 * waits until the desk's Undo can no longer take the promotion back. A resident's own cancel has no
 * Undo, so the promoted resident is e-mailed at once. `publicUrl`: the origin of the e-mail's link.
 */
export async function cancelRsvp(tx: Queryable, actor: DeskActor, input: EventAndResident, publicUrl: string) {
  const { eventId, userId } = input;
  const event = await openEvent(tx, actor, input);
  if ((await rsvpStatus(tx, eventId, userId)) === null) {
    throw actor.residentId === undefined ? httpError(404, ROSTER_MESSAGES.noRsvp, 'userId') : httpError(404, ROSTER_MESSAGES.noOwnRsvp, 'eventId');
  }
  const was = await cancelPlace(tx, eventId, userId);
  let promoted: RosterEntry | null = null;
  if (was !== null) {
    const freedBy = actor.residentId === undefined ? { rsvpId: was.rsvpId, mailDelaySeconds: UNDO_CANCEL_SECONDS } : undefined;
    const sender = { accountId: actor.accountId, publicUrl };
    const [promotedId] = was.status === 'going' ? await promoteWaitlist(tx, eventId, sender, freedBy) : [];
    if (promotedId !== undefined) promoted = await rosterEntryOf(tx, eventId, promotedId);
    await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId] });
  }
  return { rsvp: await rosterEntryOf(tx, eventId, userId), promoted };
}

/** Takes back a cancel made moments ago (undo-cancel.ts says when it can be). */
export async function undoCancelRsvp(tx: Queryable, actor: DeskActor, input: EventAndResident) {
  const { eventId, userId } = input;
  const event = await openEvent(tx, actor, input);
  const returned = await undoCancel(tx, eventId, userId, event.capacity);
  await announceChange(tx, { kind: 'roster', buildingIds: [event.buildingId], eventIds: [eventId] });
  const returnedToWaitlist = await Promise.all(returned.map((id) => rosterEntryOf(tx, eventId, id)));
  return { rsvp: await rosterEntryOf(tx, eventId, userId), returnedToWaitlist };
}
