// RSVP at the desk (docs/design/front-desk.md, "Offline, on several tablets"): giving a resident a
// place, or cancelling their RSVP, goes through the outbox like a task toggle: made offline it is
// queued at once and shown pending on the roster, then replayed exactly once, in order, with its
// Idempotency-Key; a refused replay stays listed with the server's sentence (Unsent changes).
import { useCallback, useSyncExternalStore } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { apiCall, type ApiResult } from '../api/client.ts';
import { SCHEDULE_ENDPOINTS, type CancelRsvpAnswer, type RsvpAnswer, type RsvpBody, type UndoCancelRsvpAnswer } from '../api/schedule-api.ts';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import { emitter, type Emitter } from '../primitives/emitter.ts';
import { invalidateTags } from './cached-resource.ts';
import { refreshOutboxView } from './outbox-view.ts';
import { deskWriteTags, type RosterMark } from './queued-writes.ts';
import { sendOrQueue, type QueuedOutcome } from './send-or-queue.ts';
import { onSignOut } from './session.ts';

/** Desk writes sent and not yet answered: `${eventId}:${userId}` → how the roster shows it meanwhile. */
const deskUi = proxy<{ inFlight: Record<string, RosterMark> }>({ inFlight: {} });

onSignOut(() => {
  deskUi.inFlight = {};
  for (const row of [...rowWatchers.values()]) row.emit();
});

const flightKey = (eventId: number, userId: number) => `${eventId}:${userId}`;

export function useDeskWritesInFlight(): Readonly<Record<string, RosterMark>> {
  return useSnapshot(deskUi).inFlight;
}

// Each row of a 500-row door roster watches its own resident's write: a change wakes that row's
// listeners alone (a valtio snapshot per row would have all 500 compare their snapshots on each tap).
const rowWatchers = new Map<string, Emitter<void>>();

function watchRow(key: string, listener: () => void): () => void {
  const row = rowWatchers.get(key) ?? emitter();
  rowWatchers.set(key, row);
  const stop = row.on(listener);
  return () => {
    stop();
    if (row.size === 0 && rowWatchers.get(key) === row) rowWatchers.delete(key);
  };
}

function setInFlight(key: string, mark: RosterMark | null): void {
  if (mark === null) delete deskUi.inFlight[key];
  else deskUi.inFlight[key] = mark;
  rowWatchers.get(key)?.emit();
}

/**
 * The write in flight for one resident of one event, or null: a row that reads it is drawn again only
 * when its own write starts or ends, so a tap on one row of a 500-row roster draws that row alone.
 */
export function useDeskWriteInFlight(eventId: number, userId: number): RosterMark | null {
  const key = flightKey(eventId, userId);
  const subscribe = useCallback((listener: () => void) => watchRow(key, listener), [key]);
  return useSyncExternalStore(subscribe, () => deskUi.inFlight[key] ?? null);
}

/** The write's body: the event and the resident (the server scopes it by the event's building). */
export function deskWriteBody(eventId: number, userId: number): RsvpBody {
  return { eventId, userId };
}

/**
 * Marks the write in flight while `send` runs (the roster shows it at once) until its answer shows
 * (sent: the table of queued writes has the roster asked again); queued, the outbox view takes over
 * the mark without a flash.
 */
export async function deskWriteInFlight<T>(eventId: number, userId: number, mark: RosterMark, send: () => Promise<QueuedOutcome<T>>): Promise<QueuedOutcome<T>> {
  const key = flightKey(eventId, userId);
  setInFlight(key, mark);
  try {
    const outcome = await send();
    // The queued entry takes over from the in-flight mark without a flash of the roster without it.
    if (outcome.outcome === 'queued') await refreshOutboxView();
    return outcome;
  } finally {
    setInFlight(key, null);
  }
}

/**
 * Gives `userId` a place at `eventId` (going, or waitlisted past capacity); `label` names it in the
 * unsent-changes list and on the roster while pending. The caller shows the outcome.
 */
export function giveRsvp(eventId: number, userId: number, label: string): Promise<QueuedOutcome<RsvpAnswer>> {
  return deskWriteInFlight(eventId, userId, 'giving', () => sendOrQueue('rsvp', deskWriteBody(eventId, userId), label));
}

/** Cancels `userId`'s RSVP at `eventId`; the answer names whom the freed place went to. */
export function cancelRsvp(eventId: number, userId: number, label: string): Promise<QueuedOutcome<CancelRsvpAnswer>> {
  return deskWriteInFlight(eventId, userId, 'cancelling', () => sendOrQueue('cancel-rsvp', deskWriteBody(eventId, userId), label));
}

/**
 * Takes back a cancel made moments ago (the Undo of its notice): the server puts the RSVP back as it
 * was and sends a resident the place went to back to the waitlist. Sent at once, never queued: it
 * is offered for seconds and means nothing a minute later (the server refuses it then).
 */
export async function undoCancelRsvp(eventId: number, userId: number): Promise<ApiResult<UndoCancelRsvpAnswer>> {
  const key = flightKey(eventId, userId);
  setInFlight(key, 'giving');
  try {
    const body = deskWriteBody(eventId, userId);
    const result = await apiCall(SCHEDULE_ENDPOINTS.undoCancelRsvp, body, {
      headers: { [HTTP_HEADERS.idempotencyKey]: crypto.randomUUID() },
    });
    if (result.ok) void invalidateTags(deskWriteTags(body));
    return result;
  } finally {
    setInFlight(key, null);
  }
}
