import { describe, expect, it } from 'vitest';
import { buildCellNodes, buildDayHeadNodes, MAX_DAY_THUMBS } from './calendar-cell-content.ts';
import { buildCalendarEntries, holidayNamesByDate, openTarget, type CalendarCellData } from './calendar-entries.ts';
import type { CalendarEntry, CalendarEvent } from '../../api/dashboard-api.ts';

function event(id: number, date: string, time: string, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id, name: `Event ${id}`, date, time, endTime: '23:00', rsvps: 12, image: null,
    isHoliday: false, buildingId: 1, buildingName: 'Harbor View', ...extra,
  };
}

const ENTRIES: CalendarEntry[] = [
  event(3, '2026-11-05', '19:00', { image: 'https://img.example/3.jpg' }),
  event(1, '2026-11-05', '08:00'),
  event(2, '2026-11-05', '12:00', { image: 'https://img.example/2.jpg' }),
  event(9, '2026-11-02', '18:30', { name: 'Yoga flow', rsvps: 1 }),
  { id: 5, name: 'Thanksgiving', date: '2026-11-26', image: null, description: 'Office closed', isHoliday: true },
];

function cellText(cell: CalendarCellData): string[] {
  return buildCellNodes(cell).map((node) => node.textContent ?? '');
}

describe('buildCalendarEntries', () => {
  const built = buildCalendarEntries(ENTRIES);

  it('makes one block per day, holidays first as shaded background days', () => {
    expect(built.map((e) => [e.id, e.start, e.display])).toEqual([
      ['holiday-5-2026-11-26', '2026-11-26', 'background'],
      ['event-9', '2026-11-02', 'auto'],
      ['day-2026-11-05', '2026-11-05', 'auto'],
    ]);
  });

  it('shows a single event with name, time and RSVP count', () => {
    const cell = built[1]?.extendedProps.cell;
    expect(cell && cellText(cell)).toEqual(['Yoga flow', '6:30 PM', '1 RSVP']);
  });

  it("groups several events as '{n} Events' with one image per event in time order", () => {
    const cell = built[2]?.extendedProps.cell;
    expect(cell?.kind).toBe('group');
    if (cell?.kind !== 'group') return;
    expect(cell.count).toBe(3);
    expect(cell.thumbs.map((t) => t.eventId)).toEqual([1, 2, 3]);
    const [label, thumbs] = buildCellNodes(cell);
    expect(label?.textContent).toBe('3 Events');
    const images = [...((thumbs as HTMLElement).children)];
    expect(images).toHaveLength(3);
    expect(images[1]?.getAttribute('src')).toBe('https://img.example/2.jpg');
  });

  it('carries no event content on a holiday: its name goes in the day head, above any event', () => {
    const cell = built[0]?.extendedProps.cell;
    expect(cell && cellText(cell)).toEqual([]);
    expect(holidayNamesByDate([...ENTRIES, { id: 6, name: 'Founders Day', date: '2026-11-26', image: null, description: '', isHoliday: true }]))
      .toEqual(new Map([['2026-11-26', ['Thanksgiving', 'Founders Day']]]));
  });

  it('writes a day head as its number and its holidays', () => {
    const [number, label] = buildDayHeadNodes('11', ['Veterans Day']) as HTMLElement[];
    expect(number?.textContent).toBe('11');
    expect(label?.className).toBe('dash-ec-holiday-name');
    expect(label?.textContent).toBe('Veterans Day');
    expect(buildDayHeadNodes('12', [])).toHaveLength(1);
  });

  it("opens the event, a multi-event day's first event, and the holiday", () => {
    const cells = built.map((e) => e.extendedProps.cell);
    expect(cells.map(openTarget)).toEqual([
      { kind: 'holiday', id: 5, date: '2026-11-26' },
      { kind: 'event', id: 9, date: '2026-11-02' },
      { kind: 'event', id: 1, date: '2026-11-05' },
    ]);
  });

  it(`shows at most ${MAX_DAY_THUMBS} thumbnails a day, the last place a '+N' chip, and keeps '{n} Events'`, () => {
    const busy = Array.from({ length: 80 }, (_, i) => event(100 + i, '2026-11-09', '09:00'));
    const [day] = buildCalendarEntries(busy);
    const cell = day?.extendedProps.cell;
    if (cell === undefined) throw new Error('no block');
    const [label, thumbs] = buildCellNodes(cell) as HTMLElement[];
    expect(label?.textContent).toBe('80 Events');
    const items = [...(thumbs?.children ?? [])];
    expect(items).toHaveLength(MAX_DAY_THUMBS);
    expect(items.at(-1)?.textContent).toBe('+75');
    expect(items.at(-1)?.classList.contains('dash-ec-thumb--more')).toBe(true);
    // Exactly the cap: every event has its own picture, no chip.
    const [six] = buildCalendarEntries(busy.slice(0, MAX_DAY_THUMBS));
    const sixThumbs = six && (buildCellNodes(six.extendedProps.cell)[1] as HTMLElement);
    expect(sixThumbs?.querySelectorAll('.dash-ec-thumb--more')).toHaveLength(0);
    expect(sixThumbs?.children).toHaveLength(MAX_DAY_THUMBS);
  });

  it('writes an event name as text, never as HTML', () => {
    const nodes = buildCellNodes({ kind: 'single', eventId: 1, date: '2026-11-01', name: '<img src=x onerror=alert(1)>', time: '09:00', rsvps: 2 });
    expect((nodes[0] as HTMLElement).querySelector('img')).toBeNull();
    expect(nodes[0]?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
