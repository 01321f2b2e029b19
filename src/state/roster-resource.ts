// An event's roster as a cached read (one state per event, so a roster seen shows offline with its
// age), and the one way to change a line of it held on screen: a write's answer, a check-in heard
// live. Apart from the roster as the desk sees it (event-roster.ts), so the table of queued writes
// can show an answer on it without importing the desk's writes.
import { SCHEDULE_ENDPOINTS, type RosterAnswer, type RosterRequest, type RosterRsvp } from '../api/schedule-api.ts';
import { createCachedResource } from './cached-resource.ts';

export const rosterResource = createCachedResource({
  name: 'event-roster',
  endpoint: SCHEDULE_ENDPOINTS.roster,
  // An edit of its event (capacity, time) shows on it too.
  provides: ({ eventId }) => [{ type: 'roster', eventId }, { type: 'events' }],
});

/**
 * A roster's body: the event alone (the server scopes it by the event's building, also for a
 * building admin's session, so the body names no building).
 */
export function rosterRequest(eventId: number): RosterRequest {
  return { eventId };
}

/**
 * Changes `userId`'s line of the roster held for `eventId`, and the event's checked-in count with it;
 * the other lines keep their objects (their rows are not drawn again). False when no roster or no
 * such line is held (a walk-in's line comes with the roster read again). Made again on answers to
 * reads sent before it (cached-resource.ts `update`): `change` sets the line's fields.
 */
export function setRosterLine(eventId: number, userId: number, change: (rsvp: RosterRsvp) => RosterRsvp): boolean {
  let found = false;
  rosterResource.update(rosterRequest(eventId), (data: RosterAnswer) => {
    const index = data.rsvps.findIndex((rsvp) => rsvp.userId === userId);
    const before = data.rsvps[index];
    if (before === undefined) return data;
    found = true;
    const after = change(before);
    if (after === before) return data;
    const rsvps = data.rsvps.slice();
    rsvps[index] = after;
    const delta = Number(after.checkedInAt !== null) - Number(before.checkedInAt !== null);
    return { ...data, event: delta === 0 ? data.event : { ...data.event, checkedIn: data.event.checkedIn + delta }, rsvps };
  });
  return found;
}

/** Whether the roster held for `eventId` has a line of `userId` (a walk-in has none until read again). */
export function rosterHasLine(eventId: number, userId: number): boolean {
  return setRosterLine(eventId, userId, (rsvp) => rsvp);
}
