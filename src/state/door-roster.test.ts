// The door's view of a roster: counts with unsent check-ins applied, walk-ins
// found in the resident index, the over-capacity point, the no-shows once known.
import { describe, expect, it } from 'vitest';
import type { RosterRsvp } from '../api/schedule-api.ts';
import type { OutboxEntry } from '../offline/shared/outbox-db.ts';
import { checkInPhase, doorCounts, doorLines, doorSections, eventEnded, isFull, lineOfResident, lineWithInFlight, noShows, searchDoor } from './door-roster.ts';
import { applyDeskWrites } from './event-roster.ts';
import type { IndexedResident } from './resident-index.ts';

const EVENT_ID = 7;
const BUILDING = 3;

const rsvp = (userId: number, firstName: string, extra: Partial<RosterRsvp> = {}): RosterRsvp => ({
  userId,
  firstName,
  lastName: 'Resident',
  unit: null,
  apartment: null,
  status: 'going',
  position: null,
  joinedAt: '2026-11-02T10:00:00Z',
  cancelledAt: null,
  checkedInAt: null,
  checkedInBy: null,
  walkIn: false,
  promotedAt: null,
  source: 'desk',
  rsvpAt: '2026-11-02T10:00:00Z',
  ...extra,
});

const resident = (id: number, firstName: string, unit: string | null = null): IndexedResident => ({
  id,
  buildingId: BUILDING,
  firstName,
  lastName: 'Resident',
  unit,
  apartment: null,
  passHash: null,
});

let order = 0;
const write = (kind: 'check-in' | 'undo-check-in', userId: number): OutboxEntry => ({
  id: ++order,
  userId: '1',
  idempotencyKey: `k${order}`,
  method: 'POST',
  path: '/building-manager/check-in/',
  body: { eventId: EVENT_ID, userId },
  actedAt: new Date(Date.UTC(2026, 10, 2, 10, order)).toISOString(),
  state: 'pending',
  kind,
  label: `${kind} ${userId}`,
});

const roster = [
  rsvp(1, 'Ana', { checkedInAt: '2026-11-02T10:02:00.000Z', checkedInBy: 'Front Desk' }),
  rsvp(2, 'Ben', { unit: '12B' }),
  rsvp(3, 'Cy', { checkedInAt: '2026-11-02T10:03:00.000Z', walkIn: true }),
  rsvp(4, 'Dot', { status: 'waitlisted', position: 1 }),
];
const index = [resident(1, 'Ana'), resident(2, 'Ben', '12B'), resident(3, 'Cy'), resident(4, 'Dot'), resident(5, 'Eve', '12C'), { ...resident(6, 'Eve'), buildingId: 99 }];

describe('the door view of a roster', () => {
  it('counts checked in, going and walk-ins from the server’s roster', () => {
    const lines = doorLines(applyDeskWrites(roster, [], EVENT_ID), index, BUILDING);
    expect(lines.map((line) => line.firstName)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(doorCounts(lines)).toEqual({ checkedIn: 2, going: 3, walkIns: 1 });
    expect(isFull(doorCounts(lines), 3)).toBe(true);
    expect(isFull(doorCounts(lines), null)).toBe(false);
  });

  it('applies unsent check-ins and undos: a pending walk-in is named from the index and counted', () => {
    const entries = [write('check-in', 2), write('undo-check-in', 1), write('check-in', 5), write('undo-check-in', 3)];
    const lines = doorLines(applyDeskWrites(roster, entries, EVENT_ID), index, BUILDING);
    expect(lines.map((line) => [line.firstName, line.checkedIn, line.pending])).toEqual([
      ['Ana', false, 'undoing'],
      ['Ben', true, 'checking-in'],
      ['Cy', false, 'undoing'],
      ['Eve', true, 'checking-in'],
    ]);
    // Cy's walk-in, undone, counts no more; Eve's counts as a walk-in.
    expect(doorCounts(lines)).toEqual({ checkedIn: 2, going: 3, walkIns: 1 });
  });

  it('the search finds going residents and residents of the building who did not RSVP, by name or unit', () => {
    const lines = doorLines(applyDeskWrites(roster, [], EVENT_ID), index, BUILDING);
    expect(searchDoor(lines, index, BUILDING, '12', 10).map((line) => [line.firstName, line.notGoing])).toEqual([
      ['Ben', false],
      ['Eve', true],
    ]);
    // The waitlisted Dot is found as a walk-in; another building's Eve is not.
    expect(searchDoor(lines, index, BUILDING, 'dot', 10).map((line) => line.notGoing)).toEqual([true]);
    expect(searchDoor(lines, index, BUILDING, 'eve', 10)).toHaveLength(1);
    expect(searchDoor(lines, null, BUILDING, 'eve', 10)).toEqual([]);
  });

  it('a tapped row shows its write in flight as the list shows it once the list takes it in', () => {
    const entries = [write('undo-check-in', 3)];
    const inFlight = { [`${EVENT_ID}:1`]: 'undoing', [`${EVENT_ID}:2`]: 'checking-in', [`${EVENT_ID}:3`]: 'checking-in' } as const;
    const before = doorLines(applyDeskWrites(roster, entries, EVENT_ID), index, BUILDING);
    const after = doorLines(applyDeskWrites(roster, entries, EVENT_ID, inFlight), index, BUILDING);
    // Cy's undo waiting in the outbox comes before the check-in in flight, as in the list.
    expect(before.map((line) => lineWithInFlight(line, inFlight[`${EVENT_ID}:${line.userId}` as keyof typeof inFlight]))).toEqual(after);
    // A walk-in from the search (a resident not on the roster) as the list's pending walk-in line.
    const eve = lineWithInFlight(lineOfResident(resident(5, 'Eve', '12C')), 'checking-in');
    expect(eve).toEqual(lineOfResident(resident(5, 'Eve', '12C'), 'checking-in'));
  });

  it('no-shows are the going residents not checked in, once known', () => {
    const lines = doorLines(applyDeskWrites(roster, [], EVENT_ID), index, BUILDING);
    expect(noShows(lines, false)).toEqual([]);
    expect(noShows(lines, true).map((line) => line.firstName)).toEqual(['Ben']);
  });

  it('lists each resident once: going while the no-shows are not known; after, checked in or no-show', () => {
    const lines = doorLines(applyDeskWrites(roster, [], EVENT_ID), index, BUILDING);
    expect(doorSections(lines, false)).toEqual({ going: lines });
    const after = doorSections(lines, true);
    if ('going' in after) throw new Error('no-shows known: no going list');
    const names = [...after.checkedIn, ...after.noShows].map((line) => line.userId);
    expect(new Set(names).size).toBe(names.length);
    expect(after.noShows.map((line) => line.firstName)).toEqual(['Ben']);
    expect(after.checkedIn.every((line) => line.checkedIn)).toBe(true);
    expect(after.checkedIn.length + after.noShows.length).toBe(lines.filter((line) => line.checkedIn || !line.walkIn).length);
  });
});

describe('the check-in window by the clock', () => {
  const times = { checkInOpensAt: '2026-11-02T09:00:00.000Z', checkInClosesAt: '2026-11-02T13:00:00.000Z', noShowsFrom: '2026-11-02T13:00:00.000Z' };
  it('is open from its opening to its closing; no-shows are known after it', () => {
    expect(checkInPhase(times, Date.parse('2026-11-02T08:59:00Z'))).toEqual({ open: false, noShowsKnown: false });
    expect(checkInPhase(times, Date.parse('2026-11-02T09:00:00Z'))).toEqual({ open: true, noShowsKnown: false });
    expect(checkInPhase(times, Date.parse('2026-11-02T13:00:00Z'))).toEqual({ open: true, noShowsKnown: false });
    expect(checkInPhase(times, Date.parse('2026-11-02T13:01:00Z'))).toEqual({ open: false, noShowsKnown: true });
  });
  it('has ended from 2 hours before the no-shows are known', () => {
    expect(eventEnded(times, Date.parse('2026-11-02T11:00:00Z'))).toBe(false);
    expect(eventEnded(times, Date.parse('2026-11-02T11:01:00Z'))).toBe(true);
  });
});
