import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEntry } from '../../api/dashboard-api.ts';
import { EventScheduleCalendar } from './event-schedule-calendar.tsx';
import { click, mount, type Mounted } from '../../testing/render-for-test.tsx';

let view: Mounted | undefined;
afterEach(() => view?.unmount());

/** A stand-in IntersectionObserver: the card is on screen at once unless a test keeps it off. */
let onScreen = true;
let reportSeen: () => void = () => undefined;
beforeEach(() => {
  onScreen = true;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe() {
        reportSeen = () => this.callback([{ isIntersecting: true }]);
        if (onScreen) reportSeen();
      }
      disconnect() {
        reportSeen = () => undefined;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const ENTRIES: CalendarEntry[] = [
  { id: 1, name: 'Spin', date: '2026-11-05', time: '08:00', endTime: '09:00', rsvps: 4, image: null, isHoliday: false, buildingId: 1, buildingName: 'A', timeZone: 'America/New_York' },
  { id: 2, name: 'Brunch', date: '2026-11-05', time: '11:00', endTime: '12:00', rsvps: 9, image: null, isHoliday: false, buildingId: 1, buildingName: 'A', timeZone: 'America/New_York' },
  { id: 3, name: 'Yoga', date: '2026-11-10', time: '18:00', endTime: '19:00', rsvps: 12, image: null, isHoliday: false, buildingId: 1, buildingName: 'A', timeZone: 'America/New_York' },
  { id: 8, name: 'Veterans Day', date: '2026-11-11', image: null, description: 'Observed', isHoliday: true },
];

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('EventScheduleCalendar', () => {
  it('builds the month only once its card comes on screen (below a phone\'s first screenful it waits)', async () => {
    onScreen = false;
    view = await mount(<EventScheduleCalendar month={new Date(2026, 10, 1)} entries={ENTRIES} onMonthChange={vi.fn()} onOpen={vi.fn()} />);
    await settle();
    expect(view.container.querySelector('.dash-schedule__month')?.textContent).toBe('November 2026');
    expect(view.container.querySelectorAll('.dash-ec-entry')).toHaveLength(0);
    await act(async () => reportSeen());
    await settle();
    expect(view.container.querySelectorAll('.dash-ec-entry')).toHaveLength(2);
  });

  it('renders the month, moves by month and opens events and holidays', async () => {
    const onOpen = vi.fn();
    const onMonthChange = vi.fn();
    view = await mount(
      <EventScheduleCalendar month={new Date(2026, 10, 1)} entries={ENTRIES} onMonthChange={onMonthChange} onOpen={onOpen} />,
    );
    await settle();
    const container = view.container;
    expect(container.querySelector('.dash-schedule__month')?.textContent).toBe('November 2026');
    const blocks = [...container.querySelectorAll('.dash-ec-entry')];
    expect(blocks.map((b) => b.textContent?.trim())).toEqual(['2 EventsSB', 'Yoga6:00 PM12 RSVPs']);

    await click(blocks[0] ?? null);
    expect(onOpen).toHaveBeenLastCalledWith({ kind: 'event', id: 1, date: '2026-11-05' });
    await click(blocks[1] ?? null);
    expect(onOpen).toHaveBeenLastCalledWith({ kind: 'event', id: 3, date: '2026-11-10' });

    // Each block is a native button inside its own day's cell (keyboard and screen reader for free).
    expect(blocks.map((b) => [b.tagName, b.closest('[role="cell"]')?.querySelector('time')?.getAttribute('datetime')])).toEqual([
      ['BUTTON', '2026-11-05'],
      ['BUTTON', '2026-11-10'],
    ]);

    // A day with only a holiday: its shading is a button that opens the holiday; its name is in the head.
    const holiday = container.querySelector<HTMLElement>('.dash-ec-holiday[data-date="2026-11-11"]');
    expect(holiday?.tagName).toBe('BUTTON');
    expect(holiday?.getAttribute('aria-label')).toBe('Veterans Day (Holiday)');
    await click(holiday);
    expect(onOpen).toHaveBeenLastCalledWith({ kind: 'holiday', id: 8, date: '2026-11-11' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    const head = container.querySelector('.ec-day time[datetime="2026-11-11"]');
    expect(head?.querySelector('.dash-ec-holiday-name')?.textContent).toBe('Veterans Day');

    await click(container.querySelector('[aria-label="Next month"]'));
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1));
  });

  it('always shows six weeks, from the week of the 1st, so the card keeps its height', async () => {
    const days = () => [...view!.container.querySelectorAll('[role="cell"] time')].map((time) => time.getAttribute('datetime'));
    // February 2026 starts on a Sunday and fills exactly four weeks.
    view = await mount(<EventScheduleCalendar month={new Date(2026, 1, 1)} entries={[]} onMonthChange={vi.fn()} onOpen={vi.fn()} />);
    await settle();
    expect(days()).toHaveLength(42);
    expect([days()[0], days()[41]]).toEqual(['2026-02-01', '2026-03-14']);
    expect(view.container.querySelectorAll('.ec-other-month')).toHaveLength(14);
    await view.rerender(<EventScheduleCalendar month={new Date(2026, 7, 1)} entries={[]} onMonthChange={vi.fn()} onOpen={vi.fn()} />);
    await settle();
    // August 2026 starts on a Saturday: six weeks of its own, from July 26.
    expect([days().length, days()[0], days()[41]]).toEqual([42, '2026-07-26', '2026-09-05']);
  });
});
