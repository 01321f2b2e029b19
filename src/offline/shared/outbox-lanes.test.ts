import { describe, expect, it } from 'vitest';
import { freeToSend, mayOvertake } from './outbox-lanes.ts';

// A door write's lane is its event and resident; other writes keep the strict order (no lane).
const door = (eventId: number, userId: number) => ({ lane: `${eventId}:${userId}` });
const toggle = { lane: null };
const rsvp = {};

describe('which queued writes may pass each other', () => {
  it('only writes of different lanes', () => {
    expect(mayOvertake(door(9, 2), door(9, 1))).toBe(true);
    expect(mayOvertake(door(9, 1), door(8, 1))).toBe(true);
    expect(mayOvertake(door(9, 1), door(9, 1))).toBe(false);
    // Writes without a lane keep their order: the last place goes to whoever asked first.
    expect(mayOvertake(rsvp, rsvp)).toBe(false);
    expect(mayOvertake(door(9, 2), rsvp)).toBe(false);
    expect(mayOvertake(toggle, door(9, 1))).toBe(false);
    expect(mayOvertake(door(9, 1), toggle)).toBe(false);
  });

  it('in one pass, the same as against every earlier write', () => {
    const unsent = [door(9, 1), door(9, 2), door(9, 1), door(9, 3), toggle, door(9, 4)];
    expect(freeToSend(unsent)).toEqual([true, true, false, true, false, false]);
    expect(freeToSend(unsent)).toEqual(unsent.map((write, index) => unsent.slice(0, index).every((earlier) => mayOvertake(write, earlier))));
    expect(freeToSend([toggle, door(9, 1)])).toEqual([true, false]);
    expect(freeToSend([])).toEqual([]);
  });
});
