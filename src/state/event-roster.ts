// An event's roster as the desk should see it (docs/design/front-desk.md): the server's RSVPs
// (roster-resource.ts) with the desk's queued writes of this event applied, each as the table of
// queued writes says it shows on a roster (queued-writes.ts), marked pending sync.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { RosterRsvp } from '../api/schedule-api.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { compareReplayOrder } from '../offline/shared/outbox-store.ts';
import { outboxView, pendingEntries } from './outbox-view.ts';
import { rosterWriteOf, type RosterMark } from './queued-writes.ts';
import { rosterRequest, rosterResource } from './roster-resource.ts';
import { useCachedResource } from './use-resource.ts';

export { rosterHasLine, rosterRequest, rosterResource, setRosterLine } from './roster-resource.ts';
export type { RosterMark } from './queued-writes.ts';

/** An RSVP given or cancelled at the desk, waiting. */
export type RsvpMark = Extract<RosterMark, 'giving' | 'cancelling'>;
/** A check-in or its undo at the door, waiting. */
export type CheckInMark = Extract<RosterMark, 'checking-in' | 'undoing'>;

const isCheckInMark = (mark: RosterMark): mark is CheckInMark => mark === 'checking-in' || mark === 'undoing';

export interface RosterRow extends RosterRsvp {
  /** An RSVP write of this resident waits in the outbox (or is on its way): what it will do. */
  pending: RsvpMark | null;
  /** A check-in or undo of this resident waits in the outbox (or is on its way). */
  pendingCheckIn: CheckInMark | null;
}

/** A write made at the desk that has not reached the server, for a resident not on the roster. */
export interface PendingRsvp {
  userId: number;
  /** What the unsent-changes list calls it (it names the resident). */
  label: string;
}

export interface RosterView {
  going: RosterRow[];
  /** In waitlist order. */
  waitlisted: RosterRow[];
  cancelled: RosterRow[];
  pendingRsvps: PendingRsvp[];
  /** Check-ins of residents with no going RSVP (walk-ins) not yet on the server. */
  pendingWalkIns: PendingRsvp[];
}

const byPosition = (a: RosterRow, b: RosterRow) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);

interface LatestWrite<M> {
  mark: M;
  label: string;
}

/** The last unsent RSVP write and the last unsent check-in write of each resident of `eventId`. */
function latestWrites(entries: readonly OutboxEntry[], eventId: number, inFlight: Readonly<Record<string, RosterMark>>) {
  const rsvp = new Map<number, LatestWrite<RsvpMark>>();
  const checkIn = new Map<number, LatestWrite<CheckInMark>>();
  const note = (userId: number, mark: RosterMark, label: string, replace: boolean) => {
    if (isCheckInMark(mark)) {
      if (replace || !checkIn.has(userId)) checkIn.set(userId, { mark, label });
    } else if (replace || !rsvp.has(userId)) rsvp.set(userId, { mark, label });
  };
  for (const entry of pendingEntries(entries).sort(compareReplayOrder)) {
    const write = rosterWriteOf(entry);
    if (write?.eventId === eventId) note(write.userId, write.mark, entry.label, true);
  }
  for (const [key, mark] of Object.entries(inFlight)) {
    const [event, user] = key.split(':').map(Number);
    if (event === eventId && user !== undefined) note(user, mark, '', false);
  }
  return { rsvp, checkIn };
}

// The rows with nothing pending, kept per RSVP of the server's answer: a tap changes one row, and
// the others stay the same objects, so the lists drawn from them redraw the one row alone.
const plainRows = new WeakMap<RosterRsvp, RosterRow>();

function rowOf(rsvp: RosterRsvp, pending: RsvpMark | null, pendingCheckIn: CheckInMark | null): RosterRow {
  if (pending !== null || pendingCheckIn !== null) return { ...rsvp, pending, pendingCheckIn };
  let row = plainRows.get(rsvp);
  if (!row) {
    row = { ...rsvp, pending, pendingCheckIn };
    plainRows.set(rsvp, row);
  }
  return row;
}

/**
 * The roster with the desk's unsent writes of `eventId` applied: the last write of each resident, in
 * the order they were made, wins (RSVP writes and check-in writes each). A resident given a place who
 * is not on the roster (or cancelled) is listed as a pending RSVP; one whose RSVP waits to be
 * cancelled keeps their row, marked. A check-in of a resident not going is a pending walk-in.
 */
export function applyDeskWrites(
  rsvps: readonly RosterRsvp[],
  entries: readonly OutboxEntry[],
  eventId: number,
  inFlight: Readonly<Record<string, RosterMark>> = {},
): RosterView {
  const latest = latestWrites(entries, eventId, inFlight);
  const view: RosterView = { going: [], waitlisted: [], cancelled: [], pendingRsvps: [], pendingWalkIns: [] };
  const listed = new Set<number>();
  const going = new Set<number>();
  for (const rsvp of rsvps) {
    const write = latest.rsvp.get(rsvp.userId);
    const checkIn = latest.checkIn.get(rsvp.userId);
    const active = rsvp.status !== 'cancelled';
    if (active) listed.add(rsvp.userId);
    if (rsvp.status === 'going') going.add(rsvp.userId);
    // A pending RSVP of a cancelled resident shows among the pending ones, not as cancelled.
    if (!active && (write?.mark === 'giving' || checkIn?.mark === 'checking-in')) continue;
    const row = rowOf(
      rsvp,
      write !== undefined && (active || write.mark === 'cancelling') ? write.mark : null,
      rsvp.status === 'going' || checkIn?.mark === 'checking-in' ? (checkIn?.mark ?? null) : null,
    );
    // A waitlisted resident checked in at the door is going (a walk-in) once the server hears it.
    view[rsvp.status === 'going' ? 'going' : rsvp.status === 'waitlisted' ? 'waitlisted' : 'cancelled'].push(row);
  }
  for (const [userId, write] of latest.rsvp) {
    if (write.mark === 'giving' && !listed.has(userId) && write.label !== '' && latest.checkIn.get(userId)?.mark !== 'checking-in') {
      view.pendingRsvps.push({ userId, label: write.label });
    }
  }
  for (const [userId, write] of latest.checkIn) {
    if (write.mark === 'checking-in' && !going.has(userId) && !view.waitlisted.some((row) => row.userId === userId)) {
      view.pendingWalkIns.push({ userId, label: write.label });
    }
  }
  view.waitlisted.sort(byPosition);
  return view;
}

/** Whether the row shows as checked in: the server says so, or a check-in waits (and no undo after it). */
export function isCheckedIn(row: Pick<RosterRow, 'checkedInAt' | 'pendingCheckIn'>): boolean {
  return row.pendingCheckIn === null ? row.checkedInAt !== null : row.pendingCheckIn === 'checking-in';
}

/** The residents on the roster (going or waiting) or given a place at the desk: not offered again. */
export function listedResidents(view: RosterView): Set<number> {
  return new Set([...view.going, ...view.waitlisted, ...view.pendingRsvps, ...view.pendingWalkIns].map((row) => row.userId));
}

/**
 * An event's roster while mounted (null: none chosen), with the desk's unsent writes applied;
 * `inFlight` holds the writes sent and not yet answered.
 */
export function useRoster(eventId: number | null, inFlight: Readonly<Record<string, RosterMark>>) {
  const resource = useCachedResource(rosterResource, eventId === null ? null : rosterRequest(eventId));
  const { entries } = useSnapshot(outboxView);
  const { data } = resource;
  const view = useMemo(
    () => (data && eventId !== null ? applyDeskWrites(data.rsvps, entries as readonly OutboxEntry[], eventId, inFlight) : null),
    [data, entries, eventId, inFlight],
  );
  return { resource, view };
}

/**
 * Where a resident given a place now would stand: null while a place is free, else their waitlist
 * position (the waitlist, plus the desk's unsent RSVPs that will wait too, plus one).
 */
export function nextWaitlistPosition(view: RosterView, capacity: number | null): number | null {
  if (capacity === null) return null;
  const free = capacity - view.going.length;
  const unsentWaiting = Math.max(0, view.pendingRsvps.length - Math.max(0, free));
  if (free - view.pendingRsvps.length > 0) return null;
  return view.waitlisted.length + unsentWaiting + 1;
}

/** How long a row given a freed place from the waitlist is marked "Moved up" on every tablet. */
export const MOVED_UP_SHOWN_MS = 10 * 60_000;

/** Whether `row` moved up from the waitlist within MOVED_UP_SHOWN_MS of `now` (and is still going). */
export function movedUpRecently(row: Pick<RosterRsvp, 'status' | 'promotedAt'>, now: number): boolean {
  return row.status === 'going' && row.promotedAt !== null && now - Date.parse(row.promotedAt) < MOVED_UP_SHOWN_MS;
}
