// The Events screen's days and the live changes that refresh it (issue 25).
import { afterEach, describe, expect, it } from 'vitest';
import type { CachedResource } from './cached-resource.ts';
import { datesFrom, eventDaysRequest, eventsUi, moveDays, showToday, shiftDate } from './event-days.ts';
import { scheduleRefreshFilter } from './live-schedule-refresh.ts';

const resource = (name: string) => ({ name }) as unknown as CachedResource<unknown, unknown>;

describe('the days the Events screen shows', () => {
  afterEach(showToday);

  it('asks for a week from today (each building’s own) or from the day moved to, cancelled events included', () => {
    expect(eventDaysRequest({ buildingId: 0 }, null)).toEqual({ days: 7, includeCancelled: true });
    expect(eventDaysRequest({ buildingId: 4 }, '2026-11-09')).toEqual({ date: '2026-11-09', days: 7, includeCancelled: true, buildingId: 4 });
    expect(datesFrom('2026-10-29', 4)).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
  });

  it('moves a week at a time and back to today (across a daylight-saving change)', () => {
    const today = '2026-10-29';
    moveDays(7, today);
    expect(eventsUi.firstDay).toBe('2026-11-05');
    moveDays(-7, today);
    expect(eventsUi.firstDay).toBeNull();
    moveDays(-7, today);
    expect(eventsUi.firstDay).toBe('2026-10-22');
    expect(shiftDate('2026-03-07', 1)).toBe('2026-03-08');
  });
});

describe('what a live event or roster change refreshes', () => {
  it('an event change: everything on screen of its buildings', () => {
    const which = scheduleRefreshFilter([{ kind: 'event', buildingIds: [3] }]);
    expect(which?.(resource('dashboard-calendar'), { date: '2026-11-01', buildingId: 3 })).toBe(true);
    expect(which?.(resource('analytics-schedule'), {})).toBe(true);
    expect(which?.(resource('dashboard-calendar'), { date: '2026-11-01', buildingId: 4 })).toBe(false);
  });

  it('a roster change: the days, the rosters it names, the calendar and the totals; not the analytics', () => {
    const which = scheduleRefreshFilter([{ kind: 'roster', buildingIds: [3], eventIds: [77] }]);
    expect(which?.(resource('event-roster'), { eventId: 77 })).toBe(true);
    expect(which?.(resource('event-roster'), { eventId: 78 })).toBe(false);
    expect(which?.(resource('events-today'), { days: 7, buildingId: 3 })).toBe(true);
    expect(which?.(resource('events-today'), { days: 7, buildingId: 5 })).toBe(false);
    expect(which?.(resource('dashboard-top-numbers'), {})).toBe(true);
    expect(which?.(resource('analytics-schedule'), { buildingId: 3 })).toBe(false);
    // Without event ids, any roster may have changed.
    expect(scheduleRefreshFilter([{ kind: 'roster', buildingIds: [3] }])?.(resource('event-roster'), { eventId: 78 })).toBe(true);
  });

  it('a check-in that carries its line (shown as heard): not its roster, but the rest; with one that does not, the roster too', () => {
    const line = { eventId: 77, userId: 5, checkedInAt: '2026-11-02T10:02:00.000Z', checkedInBy: 'Front Desk' };
    const carried = scheduleRefreshFilter([{ kind: 'roster', buildingIds: [3], eventIds: [77], checkIns: [line] }]);
    expect(carried?.(resource('event-roster'), { eventId: 77 })).toBe(false);
    expect(carried?.(resource('check-in-log'), { eventId: 77, userId: 5 })).toBe(true);
    expect(carried?.(resource('events-today'), { days: 7, buildingId: 3 })).toBe(true);
    expect(carried?.(resource('dashboard-top-numbers'), {})).toBe(true);
    const walkInToo = scheduleRefreshFilter([
      { kind: 'roster', buildingIds: [3], eventIds: [77], checkIns: [line] },
      { kind: 'roster', buildingIds: [3], eventIds: [77] },
    ]);
    expect(walkInToo?.(resource('event-roster'), { eventId: 77 })).toBe(true);
  });

  it('other changes: none of it', () => {
    expect(scheduleRefreshFilter([{ kind: 'task', buildingIds: [3] }])).toBeNull();
  });
});
