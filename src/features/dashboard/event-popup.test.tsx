import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import type { CalendarEvent, DayEntry, DayEvent } from '../../api/dashboard-api.ts';
import { eventDetailRows } from './event-detail-view.tsx';
import { eventTimeText } from './format-event.ts';
import { buildCalendarDays } from './calendar-entries.ts';
import { EventPopup, eventPopupTitle, initialSlideIndex, orderDayEntries, slideLabels } from './event-popup.tsx';
import { click, mount, type Mounted } from '../../testing/render-for-test.tsx';

let view: Mounted | undefined;
afterEach(() => view?.unmount());

function dayEvent(id: number, hour: string, extra: Partial<DayEvent> = {}): DayEvent {
  return {
    id, name: `Event ${id}`, image: null, teacher: { firstName: 'Ada', lastName: 'Lovelace' },
    buildingName: 'Harbor View', venue: { name: 'Studio A' }, time: `${hour}:00`, endTime: `${hour}:45`,
    capacityPercentage: 66.666, rsvpdAndAttended: 75, injuriesReported: 0, userRatings: 3.8,
    countOfRatings: 5, teacherComment: 'Great energy', isHoliday: false,
    start: `2026-11-05T${hour}:00:00.000Z`, date: '2026-11-05', timeZone: 'UTC', ...extra,
  };
}

const DAY: DayEntry[] = [dayEvent(30, '19'), dayEvent(10, '08'), dayEvent(20, '12')];

/** Lets the popup finish drawing: it draws a day of several entries in three tasks. */
async function settle(): Promise<void> {
  for (let step = 0; step < 3; step += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

function text(selector: string): string | null | undefined {
  return view?.container.querySelector(selector)?.textContent;
}

describe('EventPopup', () => {
  it("shows the date and 'Event 2 of 3' when opened on the day's second event", async () => {
    view = await mount(<EventPopup date="2026-11-05" entries={DAY} initialTarget={{ kind: 'event', id: 20 }} showDate />);
    await settle();
    expect(text('.dash-popup__title')).toBe('Nov 05, 2026');
    expect(text('.dash-popup__position')).toBe('Event 2 of 3');
    expect(view.container.querySelectorAll('.dash-popup-event__name').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the opened event and its position at once, before the carousel and the other events are drawn', async () => {
    // The later stages wait for timers: held here, so a slow machine cannot run them before the
    // first look (React's own work in the test runs on setImmediate, which stays real).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      view = await mount(<EventPopup date="2026-11-05" entries={DAY} initialTarget={{ kind: 'event', id: 20 }} />);
      expect(text('.dash-popup__position')).toBe('Event 2 of 3');
      const names = () => [...(view?.container.querySelectorAll('.dash-popup-event__name') ?? [])].map((node) => node.textContent);
      expect(names()).toEqual([DAY[2]?.name]);
      for (let stage = 0; stage < 2; stage += 1) {
        await act(async () => {
          vi.runOnlyPendingTimers();
        });
      }
      expect(names()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  // Looping past the last slide needs real layout; the browser check covers it.
  it('moves to the next event with the arrow', async () => {
    view = await mount(<EventPopup date="2026-11-05" entries={DAY} initialTarget={{ kind: 'event', id: 10 }} />);
    await settle();
    expect(text('.dash-popup__position')).toBe('Event 1 of 3');
    await click(view.container.querySelector(`[aria-label="${S.nextEvent}"]`));
    await settle();
    expect(text('.dash-popup__position')).toBe('Event 2 of 3');
  });

  it('shows a single event directly with the Event detail tab and no pager', async () => {
    view = await mount(<EventPopup date="2026-11-05" entries={[dayEvent(10, '18')]} initialTarget={{ kind: 'event', id: 10 }} />);
    expect(view.container.querySelector('.swiper')).toBeNull();
    expect(view.container.querySelector('.dash-popup__position')).toBeNull();
    expect(text('[role=tab]')).toBe(S.eventDetail);
    const rows = [...view.container.querySelectorAll('.dash-detail-list__row')].map((row) => row.textContent);
    expect(rows).toEqual([
      'TeacherAda Lovelace',
      'BuildingHarbor View',
      'VenueStudio A',
      'Time6:00 PM – 6:45 PM',
      'Capacity%66.67%',
      'Attended who RSVPed75.00%',
      'Injuries reportedNo injuries',
      'User ratings★★★☆☆ (5 ratings)',
      'Teacher commentsGreat energy',
    ]);
  });

  it('shows a holiday read-only with its label, description and image', async () => {
    const holiday: DayEntry = {
      isHoliday: true, id: 4, name: 'Thanksgiving', description: 'Office closed', image: 'https://img.example/t.jpg', date: '2026-11-26',
    };
    view = await mount(<EventPopup date="2026-11-26" entries={[holiday]} initialTarget={null} />);
    expect(text('.dash-popup-holiday__label')).toBe(S.holiday);
    expect(text('.dash-popup-holiday')).toContain('Thanksgiving');
    expect(text('.dash-popup-holiday__description')).toBe('Office closed');
    expect(view.container.querySelector('.dash-popup-holiday img')?.getAttribute('src')).toBe('https://img.example/t.jpg');
    expect(view.container.querySelector('[role=tab]')).toBeNull();
  });

  it("counts only events in 'Event N of M'; a holiday's slide reads 'Holiday'", async () => {
    const holiday: DayEntry = { isHoliday: true, id: 4, name: 'Thanksgiving', description: '', image: null, date: '2026-11-05' };
    view = await mount(<EventPopup date="2026-11-05" entries={[dayEvent(10, '08'), holiday, dayEvent(20, '12')]} initialTarget={{ kind: 'holiday', id: 4 }} />);
    await settle();
    expect(text('.dash-popup__position')).toBe(S.holiday);
    await click(view.container.querySelector(`[aria-label="${S.nextEvent}"]`));
    await settle();
    expect(text('.dash-popup__position')).toBe('Event 1 of 2');
    await click(view.container.querySelector(`[aria-label="${S.nextEvent}"]`));
    await settle();
    expect(text('.dash-popup__position')).toBe('Event 2 of 2');
  });

  it('opens on the holiday a ?id=holiday-N link names, even when an event shares its id', async () => {
    const holiday: DayEntry = { isHoliday: true, id: 20, name: 'Veterans Day', description: 'Observed', image: null, date: '2026-11-05' };
    const entries = [dayEvent(20, '08'), holiday];
    view = await mount(<EventPopup date="2026-11-05" entries={entries} initialTarget={{ kind: 'holiday', id: 20 }} />);
    await settle();
    expect(text('.dash-popup__position')).toBe(S.holiday);
    expect(slideLabels(orderDayEntries(entries))).toEqual([S.holiday, 'Event 1 of 1']);
    expect(initialSlideIndex(orderDayEntries(entries), { kind: 'event', id: 20 })).toBe(1);
  });

  it('titles the dialog with the date as MMM DD, YYYY and draws no second date inside it', async () => {
    expect(eventPopupTitle('2026-11-05')).toBe('Nov 05, 2026');
    view = await mount(<EventPopup date="2026-11-05" entries={[dayEvent(10, '18')]} initialTarget={{ kind: 'event', id: 10 }} />);
    expect(view.container.textContent).not.toContain('Nov 05, 2026');
  });

  it("shows 'Loading....' until the day's details arrive", async () => {
    view = await mount(<EventPopup date="2026-11-05" entries={null} initialTarget={{ kind: 'event', id: 10 }} />);
    expect(text('[role=status]')).toBe(S.loading);
  });
});

describe('eventDetailRows fallbacks', () => {
  it('says what is missing', async () => {
    const rows = Object.fromEntries(
      eventDetailRows(
        dayEvent(1, '09', {
          teacher: null, venue: null, capacityPercentage: null, rsvpdAndAttended: null,
          injuriesReported: 2, userRatings: null, countOfRatings: 0, teacherComment: '  ',
        }),
        Date.parse('2026-11-06T00:00:00Z'),
      ),
    );
    expect(rows).toMatchObject({
      [S.teacher]: '—',
      [S.venue]: '—',
      [S.capacityPercent]: '—',
      [S.attendedWhoRsvped]: '—',
      [S.injuriesReported]: '2',
      [S.userRatings]: S.noRatings,
      [S.teacherComments]: S.noComments,
    });
  });
});

describe('Attended who RSVPed, before, during and after the event', () => {
  // 09:00-09:45 UTC on Nov 5: settled once it ended more than 2 h ago, after 11:45.
  const event = dayEvent(1, '09', { rsvpdAndAttended: 40 });
  const attendedAt = (iso: string, shown = event) => Object.fromEntries(eventDetailRows(shown, Date.parse(iso)))[S.attendedWhoRsvped];

  it('shows no figure before the event begins, whatever the answer holds', () => {
    expect(attendedAt('2026-11-05T08:59:00Z')).toBe(S.notAvailable);
    expect(attendedAt('2026-11-04T12:00:00Z', { ...event, rsvpdAndAttended: 0 })).toBe(S.notAvailable);
  });

  it('shows the figure "so far" from the start until 2 h after the end, then the figure alone', () => {
    expect(attendedAt('2026-11-05T09:00:00Z')).toBe('40.00% so far');
    expect(attendedAt('2026-11-05T11:45:00Z')).toBe('40.00% so far');
    expect(attendedAt('2026-11-05T11:46:00Z')).toBe('40.00%');
    expect(attendedAt('2026-11-05T11:00:00Z', { ...event, rsvpdAndAttended: null })).toBe(S.notAvailable);
  });

  it('takes an end at or before the start as the next day', () => {
    const late = dayEvent(2, '23', { time: '23:00', endTime: '01:00', rsvpdAndAttended: 50 });
    expect(attendedAt('2026-11-06T02:59:00Z', late)).toBe('50.00% so far');
    expect(attendedAt('2026-11-06T03:01:00Z', late)).toBe('50.00%');
  });
});

/** The month calendar's row of a day's event (what /calendar-events/ sends of it). */
function calendarRowOf(event: DayEvent): CalendarEvent {
  return {
    id: event.id, name: event.name, date: event.date, time: event.time, endTime: event.endTime, rsvps: 1, image: null,
    isHoliday: false, buildingId: 1, buildingName: event.buildingName, timeZone: event.timeZone,
  };
}

describe('a day of buildings in several zones', () => {
  // 08:00 in Los Angeles (16:00 UTC) starts after 09:00 in New York (14:00 UTC): the calendar lists
  // New York first when the month mixes zones, so does the popup.
  const la = dayEvent(7, '16', { time: '08:00', endTime: '09:00', timeZone: 'America/Los_Angeles', buildingName: 'Pacific Commons' });
  const ny = dayEvent(3, '14', { time: '09:00', endTime: '10:00', timeZone: 'America/New_York', buildingName: 'Harbor Lofts' });

  it('orders events by when they really start, as the calendar does', () => {
    expect(orderDayEntries([la, ny]).map((entry) => entry.id)).toEqual([3, 7]);
    expect(buildCalendarDays([la, ny].map(calendarRowOf)).get('2026-11-05')?.block).toMatchObject({ kind: 'group', firstEventId: 3 });
  });

  it('on one clock, by local time then id', () => {
    const early = dayEvent(9, '07', { time: '07:00', timeZone: 'America/New_York', start: '2026-11-05T12:00:00.000Z' });
    expect(orderDayEntries([ny, early]).map((entry) => entry.id)).toEqual([9, 3]);
  });

  it("names the building's zone where it differs from the device's", () => {
    expect(eventTimeText(ny, 'UTC')).toBe('9:00 AM – 10:00 AM (Eastern Standard Time)');
    expect(eventTimeText(ny, 'America/Detroit')).toBe('9:00 AM – 10:00 AM');
    expect(eventTimeText(la, 'America/Los_Angeles')).toBe('8:00 AM – 9:00 AM');
  });
});

describe('the popup and the Events screen', () => {
  it('links each event to its roster on the Events screen', async () => {
    view = await mount(<EventPopup date="2026-11-05" entries={DAY} initialTarget={{ kind: 'event', id: 20 }} showDate />);
    await settle();
    const links = [...view.container.querySelectorAll<HTMLAnchorElement>('a.dash-popup-event__roster')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toContainEqual([S.openRoster, '/events?event=20']);
  });
});
