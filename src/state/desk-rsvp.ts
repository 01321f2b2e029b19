// RSVP at the desk (issue 25 §3, front-desk.md "Offline, on several tablets"): giving a resident a
// place, or cancelling their RSVP, goes through the outbox like a task toggle: made offline it is
// queued at once and shown pending on the roster, then replayed exactly once, in order, with its
// Idempotency-Key; a refused replay stays listed with the server's sentence (Unsent changes).
import { useCallback, useSyncExternalStore } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { apiCall, type ApiResult } from '../api/client.ts';
import { SCHEDULE_ENDPOINTS, type CancelRsvpAnswer, type RsvpAnswer, type RsvpBody, type UndoCancelRsvpAnswer } from '../api/schedule-api.ts';
import { HTTP_HEADERS } from '../contract/http-headers.ts';
import { revalidateResourcesInView } from './cached-resource.ts';
import { eventDaysResource } from './event-days.ts';
import { deskWriteOf, rosterRequest, rosterResource, type DeskWriteKind } from './event-roster.ts';
import { refreshOutboxView } from './outbox-view.ts';
import { onOutboxEntrySent } from './outbox-replay.ts';
import { sendOrQueue, type WriteOutcome } from './send-or-queue.ts';
import { onSignOut } from './session.ts';

/** Desk writes sent and not yet answered: `${eventId}:${userId}` → what was asked. */
const deskUi = proxy<{ inFlight: Record<string, DeskWriteKind> }>({ inFlight: {} });

onSignOut(() => {
  deskUi.inFlight = {};
  for (const listeners of [...rowListeners.values()]) for (const listener of [...listeners]) listener();
});

const flightKey = (eventId: number, userId: number) => `${eventId}:${userId}`;

export function useDeskWritesInFlight(): Readonly<Record<string, DeskWriteKind>> {
  return useSnapshot(deskUi).inFlight;
}

// Each row of a 500-row door roster watches its own resident's write: a change wakes that row's
// listeners alone (a valtio snapshot per row would have all 500 compare their snapshots on each tap).
const rowListeners = new Map<string, Set<() => void>>();

function watchRow(key: string, listener: () => void): () => void {
  const listeners = rowListeners.get(key) ?? new Set();
  rowListeners.set(key, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) rowListeners.delete(key);
  };
}

function setInFlight(key: string, kind: DeskWriteKind | null): void {
  if (kind === null) delete deskUi.inFlight[key];
  else deskUi.inFlight[key] = kind;
  for (const listener of [...(rowListeners.get(key) ?? [])]) listener();
}

/**
 * The write in flight for one resident of one event, or null: a row that reads it is drawn again only
 * when its own write starts or ends (issue 26: a tap on one row of a 500-row roster draws that row).
 */
export function useDeskWriteInFlight(eventId: number, userId: number): DeskWriteKind | null {
  const key = flightKey(eventId, userId);
  const subscribe = useCallback((listener: () => void) => watchRow(key, listener), [key]);
  return useSyncExternalStore(subscribe, () => deskUi.inFlight[key] ?? null);
}

/** Asks again for the roster of `eventId` and the days on screen (their going/waitlisted counts). */
export function refreshAfterDeskWrite(eventId: number): void {
  void rosterResource.revalidate(rosterRequest(eventId));
  void revalidateResourcesInView((resource) => resource.name === eventDaysResource.name);
}

// A desk write replayed from the outbox: the roster shows the server's answer.
onOutboxEntrySent((entry) => {
  const write = deskWriteOf(entry);
  if (write) refreshAfterDeskWrite(write.eventId);
});

/** The write's body: the event and the resident (the server scopes it by the event's building). */
export function deskWriteBody(eventId: number, userId: number): RsvpBody {
  return { eventId, userId };
}

/**
 * Marks the write in flight while `send` runs (the roster shows it at once), then shows its answer:
 * sent, the roster is asked again; queued, the outbox view takes over the mark without a flash.
 */
export async function deskWriteInFlight<T>(eventId: number, userId: number, kind: DeskWriteKind, send: () => Promise<WriteOutcome<T>>): Promise<WriteOutcome<T>> {
  const key = flightKey(eventId, userId);
  setInFlight(key, kind);
  try {
    const outcome = await send();
    if (outcome.outcome === 'sent') refreshAfterDeskWrite(eventId);
    // The queued entry takes over from the in-flight mark without a flash of the roster without it.
    else if (outcome.outcome === 'queued') await refreshOutboxView();
    return outcome;
  } finally {
    setInFlight(key, null);
  }
}

/**
 * Gives `userId` a place at `eventId` (going, or waitlisted past capacity); `label` names it in the
 * unsent-changes list and on the roster while pending. The caller shows the outcome.
 */
export function giveRsvp(eventId: number, userId: number, label: string): Promise<WriteOutcome<RsvpAnswer>> {
  return deskWriteInFlight(eventId, userId, 'rsvp', () =>
    sendOrQueue({ endpoint: SCHEDULE_ENDPOINTS.rsvp, body: deskWriteBody(eventId, userId), kind: 'rsvp', label }),
  );
}

/** Cancels `userId`'s RSVP at `eventId`; the answer names whom the freed place went to. */
export function cancelRsvp(eventId: number, userId: number, label: string): Promise<WriteOutcome<CancelRsvpAnswer>> {
  return deskWriteInFlight(eventId, userId, 'cancel-rsvp', () =>
    sendOrQueue({ endpoint: SCHEDULE_ENDPOINTS.cancelRsvp, body: deskWriteBody(eventId, userId), kind: 'cancel-rsvp', label }),
  );
}

/**
 * Takes back a cancel made moments ago (the Undo of its notice): the server puts the RSVP back as it
 * was and sends a resident the place went to back to the waitlist. Sent at once, never queued: it
 * is offered for seconds and means nothing a minute later (the server refuses it then).
 */
export async function undoCancelRsvp(eventId: number, userId: number): Promise<ApiResult<UndoCancelRsvpAnswer>> {
  const key = flightKey(eventId, userId);
  setInFlight(key, 'rsvp');
  try {
    const result = await apiCall(SCHEDULE_ENDPOINTS.undoCancelRsvp, deskWriteBody(eventId, userId), {
      headers: { [HTTP_HEADERS.idempotencyKey]: crypto.randomUUID() },
    });
    if (result.ok) refreshAfterDeskWrite(eventId);
    return result;
  } finally {
    setInFlight(key, null);
  }
}
