import { describe, expect, it } from 'vitest';
import type { OutboxKind } from './outbox-db.ts';
import { freeToSend, mayOvertake } from './outbox-lanes.ts';

const door = (kind: OutboxKind, eventId: number, userId: number) => ({ kind, body: { eventId, userId } });
const toggle = { kind: 'task-toggle' as const, body: { id: 3, is_completed: true } };
const rsvp = (userId: number) => ({ kind: 'rsvp' as const, body: { eventId: 9, userId } });

describe('which queued writes may pass each other', () => {
  it('only check-ins and undos of different residents or events', () => {
    expect(mayOvertake(door('check-in', 9, 2), door('check-in', 9, 1))).toBe(true);
    expect(mayOvertake(door('undo-check-in', 9, 1), door('check-in', 8, 1))).toBe(true);
    expect(mayOvertake(door('undo-check-in', 9, 1), door('check-in', 9, 1))).toBe(false);
    // Desk RSVPs keep their order: the last place goes to whoever asked first.
    expect(mayOvertake(rsvp(2), rsvp(1))).toBe(false);
    expect(mayOvertake(door('check-in', 9, 2), rsvp(1))).toBe(false);
    expect(mayOvertake(toggle, door('check-in', 9, 1))).toBe(false);
    expect(mayOvertake(door('check-in', 9, 1), toggle)).toBe(false);
  });

  it('in one pass, the same as against every earlier write', () => {
    const unsent = [door('check-in', 9, 1), door('check-in', 9, 2), door('undo-check-in', 9, 1), door('check-in', 9, 3), toggle, door('check-in', 9, 4)];
    expect(freeToSend(unsent)).toEqual([true, true, false, true, false, false]);
    expect(freeToSend(unsent)).toEqual(unsent.map((write, index) => unsent.slice(0, index).every((earlier) => mayOvertake(write, earlier))));
    expect(freeToSend([toggle, door('check-in', 9, 1)])).toEqual([true, false]);
    expect(freeToSend([])).toEqual([]);
  });
});
