// An event's roster (issue 25, front-desk.md): a keyed cached resource (one state per event, so a
// roster seen shows offline with its age), and the roster as the desk should see it: the server's
// RSVPs with the desk's queued RSVPs and cancels of this event applied, marked pending sync.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { SCHEDULE_ENDPOINTS, type RosterRequest, type RosterRsvp } from '../api/schedule-api.ts';
import type { OutboxEntry } from '../offline/shared/offline-db.ts';
import { compareReplayOrder } from '../offline/shared/outbox-store.ts';
import { createCachedResource } from './cached-resource.ts';
import { outboxView, pendingEntries } from './outbox-view.ts';
import { useCachedResource } from './use-resource.ts';

export const rosterResource = createCachedResource({ name: 'event-roster', endpoint: SCHEDULE_ENDPOINTS.roster });

/**
 * A roster's body: the event alone (the server scopes it by the event's building, also for a
 * building admin's session, so the body names no building).
 */
export function rosterRequest(eventId: number): RosterRequest {
  return { eventId };
}

export type DeskWriteKind = 'rsvp' | 'cancel-rsvp';

export interface DeskWrite {
  kind: DeskWriteKind;
  eventId: number;
  userId: number;
}

/** The desk write an outbox entry holds, or null for any other entry. */
export function deskWriteOf(entry: Pick<OutboxEntry, 'kind' | 'body'>): DeskWrite | null {
  if ((entry.kind !== 'rsvp' && entry.kind !== 'cancel-rsvp') || typeof entry.body !== 'object' || entry.body === null) return null;
  const { eventId, userId } = entry.body as Record<string, unknown>;
  return typeof eventId === 'number' && typeof userId === 'number' ? { kind: entry.kind, eventId, userId } : null;
}

export interface RosterRow extends RosterRsvp {
  /** A desk write of this resident waits in the outbox (or is on its way): what it will do. */
  pending: DeskWriteKind | null;
}

/** An RSVP made at the desk that has not reached the server, for a resident not on the roster. */
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
}

const byPosition = (a: RosterRow, b: RosterRow) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER);

/**
 * The roster with the desk's unsent writes of `eventId` applied: the last write of each resident, in
 * the order they were made, wins. A resident given a place who is not on the roster (or cancelled)
 * is listed as a pending RSVP; one whose RSVP waits to be cancelled keeps their row, marked.
 */
export function applyDeskWrites(
  rsvps: readonly RosterRsvp[],
  entries: readonly OutboxEntry[],
  eventId: number,
  inFlight: Readonly<Record<string, DeskWriteKind>> = {},
): RosterView {
  const latest = new Map<number, { kind: DeskWriteKind; label: string }>();
  for (const entry of pendingEntries(entries).sort(compareReplayOrder)) {
    const write = deskWriteOf(entry);
    if (write?.eventId === eventId) latest.set(write.userId, { kind: write.kind, label: entry.label });
  }
  for (const [key, kind] of Object.entries(inFlight)) {
    const [event, user] = key.split(':').map(Number);
    if (event === eventId && user !== undefined && !latest.has(user)) latest.set(user, { kind, label: '' });
  }
  const view: RosterView = { going: [], waitlisted: [], cancelled: [], pendingRsvps: [] };
  const listed = new Set<number>();
  for (const rsvp of rsvps) {
    const write = latest.get(rsvp.userId);
    const active = rsvp.status !== 'cancelled';
    if (active) listed.add(rsvp.userId);
    // A pending RSVP of a cancelled resident shows among the pending ones, not as cancelled.
    if (!active && write?.kind === 'rsvp') continue;
    const row: RosterRow = { ...rsvp, pending: write !== undefined && (active || write.kind === 'cancel-rsvp') ? write.kind : null };
    view[rsvp.status === 'going' ? 'going' : rsvp.status === 'waitlisted' ? 'waitlisted' : 'cancelled'].push(row);
  }
  for (const [userId, write] of latest) {
    if (write.kind === 'rsvp' && !listed.has(userId) && write.label !== '') view.pendingRsvps.push({ userId, label: write.label });
  }
  view.waitlisted.sort(byPosition);
  return view;
}

/** The residents on the roster (going or waiting) or given a place at the desk: not offered again. */
export function listedResidents(view: RosterView): Set<number> {
  return new Set([...view.going, ...view.waitlisted, ...view.pendingRsvps].map((row) => row.userId));
}

/**
 * An event's roster while mounted (null: none chosen), with the desk's unsent writes applied;
 * `inFlight` holds the writes sent and not yet answered.
 */
export function useRoster(eventId: number | null, inFlight: Readonly<Record<string, DeskWriteKind>>) {
  const resource = useCachedResource(rosterResource, eventId === null ? null : rosterRequest(eventId));
  const { entries } = useSnapshot(outboxView);
  const { data } = resource;
  const view = useMemo(
    () => (data && eventId !== null ? applyDeskWrites(data.rsvps, entries as readonly OutboxEntry[], eventId, inFlight) : null),
    [data, entries, eventId, inFlight],
  );
  return { resource, view };
}
