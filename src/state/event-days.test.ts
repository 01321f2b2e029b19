// The Events screen's days and the live changes that refresh it.
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveChange } from '../api/live-changes-api.ts';
import { scheduleResource } from './analytics.ts';
import { anyTagMatches } from './cache-tags.ts';
import type { CachedResource } from './cached-resource.ts';
import { checkInLogResource } from './check-in-log.ts';
import { calendarResource, topNumbersResource } from './dashboard.ts';
import { datesFrom, eventDaysRequest, eventDaysResource, eventsUi, moveDays, showToday, shiftDate } from './event-days.ts';
import { rosterResource } from './event-roster.ts';
import { tagsOfChanges } from './live-changes-refresh.ts';

/** Whether `changes` ask `resource`'s `body` again (what it provides against what they invalidate). */
function refreshes(changes: LiveChange[]) {
  const tags = tagsOfChanges(changes);
  return <B>(resource: CachedResource<unknown, B>, body: B) => tags === 'everything' || anyTagMatches(resource.provides(body), tags);
}
const any = <T>(resource: T) => resource as unknown as CachedResource<unknown, object>;

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

describe('what a live change of events or rosters refreshes', () => {
  it('an event change: everything on screen that shows events of its buildings', () => {
    const which = refreshes([{ kind: 'event', buildingIds: [3] }]);
    expect(which(any(calendarResource), { date: '2026-11-01', buildingId: 3 })).toBe(true);
    expect(which(any(scheduleResource), {})).toBe(true);
    expect(which(any(rosterResource), { eventId: 78 })).toBe(true);
    expect(which(any(calendarResource), { date: '2026-11-01', buildingId: 4 })).toBe(false);
  });

  it('a roster change: the days, the rosters it names, the calendar and the totals; not the analytics', () => {
    const which = refreshes([{ kind: 'roster', buildingIds: [3], eventIds: [77] }]);
    expect(which(any(rosterResource), { eventId: 77 })).toBe(true);
    expect(which(any(rosterResource), { eventId: 78 })).toBe(false);
    expect(which(any(eventDaysResource), { days: 7, buildingId: 3 })).toBe(true);
    expect(which(any(eventDaysResource), { days: 7, buildingId: 5 })).toBe(false);
    expect(which(any(topNumbersResource), {})).toBe(true);
    expect(which(any(scheduleResource), { buildingId: 3 })).toBe(false);
    // Without event ids, any roster may have changed.
    expect(refreshes([{ kind: 'roster', buildingIds: [3] }])(any(rosterResource), { eventId: 78 })).toBe(true);
  });

  it('a check-in that carries its line (shown as heard): not its roster, but the rest; with one that does not, the roster too', () => {
    const line = { eventId: 77, userId: 5, checkedInAt: '2026-11-02T10:02:00.000Z', checkedInBy: 'Front Desk' };
    const carried = refreshes([{ kind: 'roster', buildingIds: [3], eventIds: [77], checkIns: [line] }]);
    expect(carried(any(rosterResource), { eventId: 77 })).toBe(false);
    expect(carried(any(checkInLogResource), { eventId: 77, userId: 5 })).toBe(true);
    expect(carried(any(eventDaysResource), { days: 7, buildingId: 3 })).toBe(true);
    expect(carried(any(topNumbersResource), {})).toBe(true);
    const walkInToo = refreshes([
      { kind: 'roster', buildingIds: [3], eventIds: [77], checkIns: [line] },
      { kind: 'roster', buildingIds: [3], eventIds: [77] },
    ]);
    expect(walkInToo(any(rosterResource), { eventId: 77 })).toBe(true);
  });

  it('other changes: none of it', () => {
    expect(tagsOfChanges([{ kind: 'task', buildingIds: [3] }])).toEqual([{ type: 'tasks', buildingId: 3 }]);
    expect(refreshes([{ kind: 'task', buildingIds: [3] }])(any(eventDaysResource), { days: 7 })).toBe(false);
  });
});
