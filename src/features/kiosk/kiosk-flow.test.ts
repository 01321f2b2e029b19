import { describe, expect, it } from 'vitest';
import type { KioskRosterLine } from '../../api/door-api.ts';
import { checkInOpen, kioskEvents, localNow } from './kiosk-events.ts';
import { findResidents, KIOSK_START, kioskReducer, shortName, type KioskFlow } from './kiosk-flow.ts';

// The kiosk's roster (server: kiosk-roster/) holds going residents only, by first name and last initial.
const line = (userId: number, firstName: string, lastInitial: string, unit: string | null, checkedIn = false): KioskRosterLine => ({
  userId,
  firstName,
  lastInitial,
  unit,
  checkedIn,
  passHash: null,
});

const ROSTER = [line(1, 'Alex', 'R', '4B'), line(2, 'Alexandra', 'S', '12C', true), line(3, 'Álvaro', 'N', '4A'), line(6, 'Bo', '', null)];

describe('finding oneself on the kiosk', () => {
  it('nothing before a first name is typed; then going residents by first-name start, as "Alex R." and the unit only', () => {
    expect(findResidents(ROSTER, ' ', '')).toEqual([]);
    const found = findResidents(ROSTER, 'ale', '');
    expect(found).toEqual([
      { userId: 1, label: 'Alex R.', unit: '4B', checkedIn: false },
      { userId: 2, label: 'Alexandra S.', unit: '12C', checkedIn: true },
    ]);
    expect(findResidents(ROSTER, 'bo', '')).toEqual([{ userId: 6, label: 'Bo', unit: null, checkedIn: false }]);
  });

  it('the unit narrows, accents and case do not matter', () => {
    expect(findResidents(ROSTER, 'ALEX', '12').map((resident) => resident.userId)).toEqual([2]);
    expect(findResidents(ROSTER, 'alvaro', '4a').map((resident) => resident.userId)).toEqual([3]);
    expect(findResidents(ROSTER, 'alex', '7').map((resident) => resident.userId)).toEqual([]);
    expect(shortName('Mo', '')).toBe('Mo');
  });
});

describe("the kiosk's flow", () => {
  const event = { id: 7, name: 'Yoga', startTime: '10:00', endTime: '11:00', timeZone: 'America/New_York' };
  const alex = { userId: 1, label: 'Alex R.', unit: '4B', checkedIn: false };
  const run = (...actions: Parameters<typeof kioskReducer>[1][]) => actions.reduce<KioskFlow>(kioskReducer, KIOSK_START);

  it('pick, type, choose, confirm, answered: checked in, naming the event only', () => {
    const flow = run(
      { type: 'pick-event', event },
      { type: 'type', firstName: 'Al', unit: '4' },
      { type: 'choose', resident: alex },
      { type: 'send' },
      { type: 'answered', outcome: { kind: 'checked-in' } },
    );
    expect(flow).toEqual({ step: 'checked-in', event });
  });

  it('already checked in: said without sending; a refusal asks for the front desk with its sentence', () => {
    expect(run({ type: 'pick-event', event }, { type: 'choose', resident: { ...alex, checkedIn: true } })).toEqual({ step: 'already', event });
    const refused = run({ type: 'pick-event', event }, { type: 'choose', resident: alex }, { type: 'send' }, { type: 'answered', outcome: { kind: 'refused', message: 'Closed.' } });
    expect(refused).toEqual({ step: 'ask-desk', message: 'Closed.' });
  });

  it('a reset keeps nothing of the resident; an answer arriving after it changes nothing', () => {
    const reset = run({ type: 'pick-event', event }, { type: 'type', firstName: 'Alex', unit: '4B' }, { type: 'choose', resident: alex }, { type: 'send' }, { type: 'reset' });
    expect(reset).toEqual(KIOSK_START);
    expect(kioskReducer(reset, { type: 'answered', outcome: { kind: 'checked-in' } })).toEqual(KIOSK_START);
  });
});

describe("the kiosk's events", () => {
  // 2026-11-24 10:30 in New York is 15:30 UTC.
  const now = new Date('2026-11-24T15:30:00Z');
  const at = (start: string, end: string, cancelled = false) => ({ start, end, timeZone: 'America/New_York', cancelled });

  it('open from 60 minutes before the start to 2 hours after the end, in the building zone', () => {
    expect(localNow('America/New_York', now)).toBe('2026-11-24T10:30');
    expect(checkInOpen(at('2026-11-24T11:30', '2026-11-24T12:30'), now)).toBe(true);
    expect(checkInOpen(at('2026-11-24T11:31', '2026-11-24T12:30'), now)).toBe(false);
    expect(checkInOpen(at('2026-11-24T07:00', '2026-11-24T08:30'), now)).toBe(true);
    expect(checkInOpen(at('2026-11-24T07:00', '2026-11-24T08:29'), now)).toBe(false);
    expect(checkInOpen(at('2026-11-24T10:00', '2026-11-24T11:00', true), now)).toBe(false);
  });

  it('none open: the next one still to come', () => {
    const events = [at('2026-11-24T06:00', '2026-11-24T07:00'), at('2026-11-24T10:00', '2026-11-24T11:00', true), at('2026-11-24T18:00', '2026-11-24T19:00')];
    expect(kioskEvents(events, now)).toEqual({ open: [], next: events[2] });
  });
});

describe('a check-in waiting in the outbox', () => {
  it('counts as already in', () => {
    expect(findResidents(ROSTER, 'alex', '4b', new Set([1]))).toEqual([{ userId: 1, label: 'Alex R.', unit: '4B', checkedIn: true }]);
  });
});
