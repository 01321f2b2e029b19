import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEntry, HeroChartPoint } from '../api/dashboard-api.ts';
import { dayDetailsRequest, dayDetailsResourceFor, eventCountChoiceShown, heroChartYear, loadedEntryDate, monthKey, type DaySought } from './dashboard.ts';

const event = (id: number, date: string): CalendarEntry => ({
  id,
  name: `Event ${id}`,
  date,
  time: '10:00',
  endTime: '11:00',
  rsvps: 0,
  image: null,
  isHoliday: false,
  buildingId: 1,
  buildingName: 'Harbor Lofts',
  timeZone: 'America/New_York',
});
const point = (eventId: number, xAxis: string): HeroChartPoint => ({ name: 'Yoga', timeZone: 'America/New_York', xAxis, time: '10:00', yAxis: 50, eventId, rsvps: 1, attendees: 1 });

describe('dashboard store helpers', () => {
  it('finds an opened event’s day in the calendar, then the chart; a holiday with the same id does not count', () => {
    const holiday: CalendarEntry = { id: 7, name: 'Labor Day', date: '2026-09-07', image: null, description: '', isHoliday: true };
    const calendar = [holiday, event(3, '2026-11-02')];
    const ev = (id: number) => ({ kind: 'event', id }) as const;
    expect(loadedEntryDate(ev(3), calendar, null)).toBe('2026-11-02');
    expect(loadedEntryDate(ev(7), calendar, [point(7, '2026-10-30')])).toBe('2026-10-30');
    expect(loadedEntryDate(ev(9), calendar, [point(7, '2026-10-30')])).toBeNull();
    expect(loadedEntryDate(ev(9), null, null)).toBeNull();
  });

  it('finds an opened holiday’s day in the calendar only; an event with the same id does not count', () => {
    const holiday: CalendarEntry = { id: 3, name: 'Veterans Day', date: '2026-11-11', image: null, description: '', isHoliday: true };
    const calendar = [event(3, '2026-11-02'), holiday];
    expect(loadedEntryDate({ kind: 'holiday', id: 3 }, calendar, null)).toBe('2026-11-11');
    expect(loadedEntryDate({ kind: 'holiday', id: 4 }, calendar, [point(4, '2026-10-30')])).toBeNull();
  });

  it("shows 'Last 10/20 events' while the visible month has no entries and hides it once it has some", () => {
    const loaded = (data: CalendarEntry[]) => ({ data, inProgress: false, error: null });
    const holiday: CalendarEntry = { id: 7, name: 'Labor Day', date: '2026-09-07', image: null, description: '', isHoliday: true };
    expect(eventCountChoiceShown(loaded([]), null)).toBe(true);
    expect(eventCountChoiceShown(loaded([event(3, '2026-11-02')]), true)).toBe(false);
    // A holiday is calendar data too.
    expect(eventCountChoiceShown(loaded([holiday]), true)).toBe(false);
    // A cached copy (data while the network still answers) decides at once.
    expect(eventCountChoiceShown({ data: [event(3, '2026-11-02')], inProgress: true, error: null }, true)).toBe(false);
    // A month that could not be loaded (offline, never seen) has no data: shown.
    expect(eventCountChoiceShown({ data: null, inProgress: false, error: 'You are offline' }, false)).toBe(true);
  });

  it('keeps the previous decision while a month loads with nothing on screen (no flicker)', () => {
    const loading = { data: null, inProgress: true, error: null };
    expect(eventCountChoiceShown(loading, true)).toBe(true);
    expect(eventCountChoiceShown(loading, false)).toBe(false);
    // Never decided (first load, copy still being read): hidden until the month says otherwise.
    expect(eventCountChoiceShown(loading, null)).toBe(false);
    // Before the first load starts (no request yet, no error) counts as loading.
    expect(eventCountChoiceShown({ data: null, inProgress: false, error: null }, null)).toBe(false);
  });

  it("asks the chart for last year's events when this year's answer is empty in the first hours of January 1st", () => {
    expect(heroChartYear(new Date(2027, 0, 1, 1, 0), true)).toBe(2026);
    expect(heroChartYear(new Date(2027, 0, 2, 1, 59), true)).toBe(2026);
    expect(heroChartYear(new Date(2027, 0, 1, 1, 0), false)).toBe(2027);
    expect(heroChartYear(new Date(2027, 0, 2, 2, 0), true)).toBe(2027);
    expect(heroChartYear(new Date(2026, 10, 22), true)).toBe(2026);
  });

  it('keys a month by its first day', () => {
    expect(monthKey(new Date(2026, 10, 22))).toBe('2026-11-01');
  });
});

describe('the ?id= popup’s call', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The path and body of the one request a load makes. */
  async function requestOf(pathname: string, buildingId: number, day: DaySought) {
    const requests: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ path: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init.body)) });
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await dayDetailsResourceFor(pathname).load(dayDetailsRequest({ buildingId }, day));
    return requests;
  }

  it('asks /calendar-event-details/ on /dashboard', async () => {
    expect(await requestOf('/dashboard', 0, { date: '2026-11-26' })).toEqual([
      { path: '/api/building-manager/calendar-event-details/', body: { date: '2026-11-26' } },
    ]);
  });

  it('asks /user-event-details/ on any other page, with the same body', async () => {
    expect(await requestOf('/user-dashboard', 3, { eventId: 41 })).toEqual([
      { path: '/api/building-manager/user-event-details/', body: { eventId: 41, buildingId: 3 } },
    ]);
    expect(await requestOf('/my-task', 0, { holidayId: 5 })).toEqual([
      { path: '/api/building-manager/user-event-details/', body: { holidayId: 5 } },
    ]);
  });
});
