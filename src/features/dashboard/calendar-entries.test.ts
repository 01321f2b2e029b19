import { describe, expect, it } from 'vitest';
import { buildCellNodes, buildDayNodes, MAX_DAY_THUMBS } from './calendar-cell-content.ts';
import { buildCalendarDays, openTarget, type CalendarCellData, type CalendarDay } from './calendar-entries.ts';
import type { CalendarEntry, CalendarEvent } from '../../api/dashboard-api.ts';

function event(id: number, date: string, time: string, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id, name: `Event ${id}`, date, time, endTime: '23:00', rsvps: 12, image: null,
    isHoliday: false, buildingId: 1, buildingName: 'Harbor View', timeZone: 'America/New_York', ...extra,
  };
}

const ENTRIES: CalendarEntry[] = [
  event(3, '2026-11-05', '19:00', { image: 'https://img.example/3.jpg' }),
  event(1, '2026-11-05', '08:00'),
  event(2, '2026-11-05', '12:00', { image: 'https://img.example/2.jpg' }),
  event(9, '2026-11-02', '18:30', { name: 'Yoga flow', rsvps: 1 }),
  { id: 5, name: 'Thanksgiving', date: '2026-11-26', image: null, description: 'Office closed', isHoliday: true },
];

function cellText(cell: CalendarDay['block']): string[] {
  return cell === null ? [] : buildCellNodes(cell).map((node) => node.textContent ?? '');
}

function dayOf(days: Map<string, CalendarDay>, date: string): CalendarDay {
  const day = days.get(date);
  if (day === undefined) throw new Error(`no ${date}`);
  return day;
}

describe('buildCalendarDays', () => {
  const built = buildCalendarDays(ENTRIES);

  it('gives each day with events one block and each holiday day its holidays, in date order', () => {
    expect([...built.values()].map((day) => [day.date, day.block?.kind ?? null, day.holidays.map((h) => h.name)])).toEqual([
      ['2026-11-02', 'single', []],
      ['2026-11-05', 'group', []],
      ['2026-11-26', null, ['Thanksgiving']],
    ]);
  });

  it('shows a single event with name, time and RSVP count', () => {
    expect(cellText(dayOf(built, '2026-11-02').block)).toEqual(['Yoga flow', '6:30 PM', '1 RSVP']);
  });

  it("groups several events as '{n} Events' with one image per event in time order", () => {
    const cell = dayOf(built, '2026-11-05').block;
    expect(cell?.kind).toBe('group');
    if (cell?.kind !== 'group') return;
    expect(cell.count).toBe(3);
    expect(cell.thumbs.map((t) => t.eventId)).toEqual([1, 2, 3]);
    const [label, thumbs] = buildCellNodes(cell);
    expect(label?.textContent).toBe('3 Events');
    const images = [...((thumbs as HTMLElement).children)];
    expect(images).toHaveLength(3);
    expect((images[1] as HTMLElement | undefined)?.style.backgroundImage).toBe('url("https://img.example/2.jpg")');
  });

  it('keeps several holidays of one day in the order the server sent them, and the events of a holiday', () => {
    const days = buildCalendarDays([
      ...ENTRIES,
      { id: 6, name: 'Founders Day', date: '2026-11-26', image: null, description: '', isHoliday: true },
      event(11, '2026-11-26', '10:00'),
    ]);
    const day = dayOf(days, '2026-11-26');
    expect(day.holidays.map((h) => h.name)).toEqual(['Thanksgiving', 'Founders Day']);
    expect(cellText(day.block)).toEqual(['Event 11', '10:00 AM', '12 RSVPs']);
  });

  it('draws a day as its number, a shading button and the name per holiday, then its block as a button', () => {
    const opened: CalendarCellData[] = [];
    const days = buildCalendarDays([...ENTRIES, event(12, '2026-11-26', '09:00')]);
    const nodes = buildDayNodes('26', days.get('2026-11-26'), (cell) => opened.push(cell)) as HTMLElement[];
    expect(nodes.map((node) => [node.tagName, node.className])).toEqual([
      ['SPAN', 'dash-ec-day-number'],
      ['BUTTON', 'dash-ec-holiday'],
      ['SPAN', 'dash-ec-holiday-name'],
      ['BUTTON', 'dash-ec-entry'],
    ]);
    const [number, shading, name, block] = nodes;
    expect(number?.textContent).toBe('26');
    expect(shading?.getAttribute('aria-label')).toBe('Thanksgiving (Holiday)');
    expect(shading?.dataset.date).toBe('2026-11-26');
    expect(name?.textContent).toBe('Thanksgiving');
    expect(block?.dataset.date).toBe('2026-11-26');
    shading?.click();
    block?.click();
    expect(opened.map(openTarget)).toEqual([
      { kind: 'holiday', id: 5, date: '2026-11-26' },
      { kind: 'event', id: 12, date: '2026-11-26' },
    ]);
    expect(buildDayNodes('12', undefined, () => undefined)).toHaveLength(1);
  });

  it("opens the event, a multi-event day's first event, and the holiday", () => {
    const cells = [dayOf(built, '2026-11-02').block, dayOf(built, '2026-11-05').block, ...dayOf(built, '2026-11-26').holidays];
    expect(cells.map((cell) => cell && openTarget(cell))).toEqual([
      { kind: 'event', id: 9, date: '2026-11-02' },
      { kind: 'event', id: 1, date: '2026-11-05' },
      { kind: 'holiday', id: 5, date: '2026-11-26' },
    ]);
  });

  it(`shows at most ${MAX_DAY_THUMBS} thumbnails a day, the last place a '+N' chip, and keeps '{n} Events'`, () => {
    const busy = Array.from({ length: 80 }, (_, i) => event(100 + i, '2026-11-09', '09:00'));
    const cell = dayOf(buildCalendarDays(busy), '2026-11-09').block;
    if (cell === null) throw new Error('no block');
    const [label, thumbs] = buildCellNodes(cell) as HTMLElement[];
    expect(label?.textContent).toBe('80 Events');
    const items = [...(thumbs?.children ?? [])];
    expect(items).toHaveLength(MAX_DAY_THUMBS);
    expect(items.at(-1)?.textContent).toBe('+75');
    expect(items.at(-1)?.classList.contains('dash-ec-thumb--more')).toBe(true);
    // Exactly the cap: every event has its own picture, no chip.
    const six = dayOf(buildCalendarDays(busy.slice(0, MAX_DAY_THUMBS)), '2026-11-09').block;
    const sixThumbs = six && (buildCellNodes(six)[1] as HTMLElement);
    expect(sixThumbs?.querySelectorAll('.dash-ec-thumb--more')).toHaveLength(0);
    expect(sixThumbs?.children).toHaveLength(MAX_DAY_THUMBS);
  });

  it('keeps a month on one clock as it is: no zone after a time, a day in local time order', () => {
    const oneZone = buildCalendarDays([
      event(21, '2026-12-01', '09:00', { timeZone: 'America/Los_Angeles' }),
      event(22, '2026-12-02', '10:00', { timeZone: 'America/Los_Angeles' }),
      event(23, '2026-12-02', '08:00', { timeZone: 'America/Los_Angeles' }),
    ]);
    expect(cellText(dayOf(oneZone, '2026-12-01').block)).toEqual(['Event 21', '9:00 AM', '12 RSVPs']);
    const day = dayOf(oneZone, '2026-12-02').block;
    expect(day?.kind === 'group' && day.thumbs.map((thumb) => thumb.eventId)).toEqual([23, 22]);
  });

  it('names the zone after each time and orders a day by the real start where the month mixes zones', () => {
    const mixed = buildCalendarDays([
      event(31, '2026-12-01', '09:00', { timeZone: 'America/Los_Angeles' }),
      event(32, '2026-12-03', '08:00', { timeZone: 'America/New_York' }),
      // 10:00 in Los Angeles (18:00 UTC) starts after 11:00 in New York (16:00 UTC), though its clock reads earlier.
      event(33, '2026-12-04', '10:00', { timeZone: 'America/Los_Angeles' }),
      event(34, '2026-12-04', '11:00', { timeZone: 'America/New_York' }),
      // Summer time: the abbreviation is the one of the event's day.
      event(35, '2026-07-01', '09:00', { timeZone: 'America/Los_Angeles' }),
    ]);
    expect(cellText(dayOf(mixed, '2026-12-01').block)).toEqual(['Event 31', '9:00 AM PST', '12 RSVPs']);
    expect(cellText(dayOf(mixed, '2026-12-03').block)).toEqual(['Event 32', '8:00 AM EST', '12 RSVPs']);
    expect(cellText(dayOf(mixed, '2026-07-01').block)).toEqual(['Event 35', '9:00 AM PDT', '12 RSVPs']);
    const day = dayOf(mixed, '2026-12-04').block;
    expect(day?.kind === 'group' && day.thumbs.map((thumb) => thumb.eventId)).toEqual([34, 33]);
    expect(day && openTarget(day)).toEqual({ kind: 'event', id: 34, date: '2026-12-04' });
  });

  it('writes an event name as text, never as HTML', () => {
    const nodes = buildCellNodes({ kind: 'single', eventId: 1, date: '2026-11-01', name: '<img src=x onerror=alert(1)>', time: '09:00', zone: null, rsvps: 2 });
    expect((nodes[0] as HTMLElement).querySelector('img')).toBeNull();
    expect(nodes[0]?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
