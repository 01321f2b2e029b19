// Which queued writes may be sent while an earlier one is unanswered. The outbox sends a user's
// writes in the order made, and a write waits behind every earlier unsent one of the user (a task
// toggled and toggled back, a message after another, a desk RSVP that takes the last place before
// the next resident's). A write stored with a lane (the table of queued writes gives the door's
// check-ins and undos one per event and resident) does not depend on writes of other lanes, so a
// door rush sends them side by side; those of one lane keep their order (check-in, undo, check-in).
import type { OutboxEntry } from './outbox-db.ts';

/** At most this many of a user's writes in flight at once (a browser keeps 6 connections to one origin, the live stream holds one). */
export const REPLAY_CONCURRENCY = 4 as const;

type Write = Pick<OutboxEntry, 'lane'>;

const laneOf = (write: Write): string | null => write.lane ?? null;

/** Whether `later` may be sent while `earlier` (made before it) is still unsent or unanswered. */
export function mayOvertake(later: Write, earlier: Write): boolean {
  const lane = laneOf(later);
  const earlierLane = laneOf(earlier);
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
    const lane = laneOf(write);
    const free = lane === null ? !anyBefore : !strictBefore && !lanesBefore.has(lane);
    anyBefore = true;
    if (lane === null) strictBefore = true;
    else lanesBefore.add(lane);
    return free;
  });
}
