// Which queued writes may be sent while an earlier one is unanswered (issue 26, bench:door). The
// outbox sends a user's writes in the order made, and a write waits behind every earlier unsent one
// of the user (a task toggled and toggled back, a message after another, a desk RSVP that takes the
// last place before the next resident's). The one exception: check-ins and undos at the door of
// different residents, or of different events, do not depend on each other, so a door rush sends
// them side by side; those of one resident at one event keep their order (check-in, undo, check-in).
import type { OutboxEntry, OutboxKind } from './outbox-db.ts';

/** At most this many of a user's writes in flight at once (a browser keeps 6 connections to one origin, the live stream holds one). */
export const REPLAY_CONCURRENCY = 4 as const;

const DOOR_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>(['check-in', 'undo-check-in']);

type Write = Pick<OutboxEntry, 'kind' | 'body'>;

/** The door write's lane (its event and resident), or null for a write that keeps the strict order. */
function doorLane(write: Write): string | null {
  if (!DOOR_KINDS.has(write.kind) || typeof write.body !== 'object' || write.body === null) return null;
  const { eventId, userId } = write.body as Record<string, unknown>;
  return typeof eventId === 'number' && typeof userId === 'number' ? `${eventId}:${userId}` : null;
}

/** Whether `later` may be sent while `earlier` (made before it) is still unsent or unanswered. */
export function mayOvertake(later: Write, earlier: Write): boolean {
  const lane = doorLane(later);
  const earlierLane = doorLane(earlier);
  return lane !== null && earlierLane !== null && lane !== earlierLane;
}

/**
 * For each of a user's unsent writes, in the order made: whether it may be sent now, every earlier
 * one being unsent or unanswered (`mayOvertake` against each of them, in one pass: a backlog of
 * hundreds of check-ins is looked at again each time one is answered).
 */
export function freeToSend(unsent: readonly Write[]): boolean[] {
  let anyBefore = false;
  let strictBefore = false;
  const lanesBefore = new Set<string>();
  return unsent.map((write) => {
    const lane = doorLane(write);
    const free = lane === null ? !anyBefore : !strictBefore && !lanesBefore.has(lane);
    anyBefore = true;
    if (lane === null) strictBefore = true;
    else lanesBefore.add(lane);
    return free;
  });
}
