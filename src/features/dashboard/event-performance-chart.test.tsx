import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeroChartPoint } from '../../api/dashboard-api.ts';
import { DASHBOARD_STRINGS as S, notDrawnNote } from './dashboard-strings.ts';
import { BUILDING_SELECT_STRINGS } from '../../ui/building-select.tsx';
import { CHART_DATA_ACTIONS_PX } from '../../ui/chart-data-view.tsx';
import { CHART_NOTE_PX, EventPerformanceChart, type EventPerformanceChartProps } from './event-performance-chart.tsx';
import { CHART_HEIGHT_PX } from './performance-chart-geometry.ts';
import { byRole, click, mount, pressKey, type Mounted } from '../../testing/render-for-test.tsx';

let view: Mounted | undefined;
afterEach(() => view?.unmount());

function props(overrides: Partial<EventPerformanceChartProps>): EventPerformanceChartProps {
  return { points: null, loading: false, onPointClick: vi.fn(), eventCount: 10, onEventCountChange: vi.fn(), ...overrides };
}

const POINTS: HeroChartPoint[] = [
  { name: 'Yoga', timeZone: 'America/New_York', xAxis: '2026-11-05', time: '18:00', yAxis: 66.67, eventId: 7, rsvps: 20, attendees: 15 },
  { name: 'Open House', timeZone: 'America/New_York', xAxis: '2026-11-06', time: '09:30', yAxis: null, eventId: 8, rsvps: 3, attendees: 1 },
  { name: 'Trivia', timeZone: 'America/New_York', xAxis: '2026-11-07', time: '12:00', yAxis: 40, eventId: 9, rsvps: 10, attendees: 4 },
  { name: 'Pilates', timeZone: 'America/New_York', xAxis: '2026-11-08', time: '07:30', yAxis: 80, eventId: 10, rsvps: 8, attendees: 8 },
];
const CAPACITY = S.chartCapacity;
const NAMES = [
  `Event: Yoga, Date: Nov 05, 2026, Time: 6:00 PM, RSVPs: 20, Attended: 15, ${CAPACITY}: 66.67%`,
  `Event: Trivia, Date: Nov 07, 2026, Time: 12:00 PM, RSVPs: 10, Attended: 4, ${CAPACITY}: 40.00%`,
  `Event: Pilates, Date: Nov 08, 2026, Time: 7:30 AM, RSVPs: 8, Attended: 8, ${CAPACITY}: 80.00%`,
];

function pointButtons(): HTMLButtonElement[] {
  return [...(view?.container.querySelectorAll<HTMLButtonElement>('button.dash-chart__point') ?? [])];
}

async function focus(element: HTMLElement | undefined): Promise<void> {
  await act(async () => element?.focus());
}

describe('EventPerformanceChart', () => {
  it("shows 'Loading....' while the first answer is pending", async () => {
    view = await mount(<EventPerformanceChart {...props({ loading: true })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.loading);
  });

  it("shows 'No stats to display!' for no events and for events without capacity", async () => {
    view = await mount(<EventPerformanceChart {...props({ points: [] })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.noStats);
    const unknown = [{ name: 'Open House', timeZone: 'America/New_York', xAxis: '2026-11-05', time: '18:00', yAxis: null, eventId: 1, rsvps: 3, attendees: 1 }];
    await view.rerender(<EventPerformanceChart {...props({ points: unknown })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.noStats);
  });

  it('draws the events of known capacity at once, each a button named by its event and figures, in a chart named Event Performance', async () => {
    view = await mount(<EventPerformanceChart {...props({ points: POINTS })} />);
    const chart = byRole(view.container, 'group', S.eventPerformance);
    expect(chart?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(chart?.style.height).toBe('280px');
    expect(pointButtons().map((button) => button.getAttribute('aria-label'))).toEqual(NAMES);
    // The unknown capacity has no point, so no date on the axis either; a note says where it is.
    expect(view.container.querySelectorAll('circle.dash-chart__dot')).toHaveLength(3);
    const labels = [...view.container.querySelectorAll('text.dash-chart__axis-label')].map((text) => text.textContent);
    expect(labels).toEqual(['0%', '25%', '50%', '75%', '100%', 'Nov 05', 'Nov 07', 'Nov 08']);
    expect(view.container.querySelector('.dash-chart__note')?.textContent).toBe(notDrawnNote(1));
    expect(view.container.querySelector('[role=status]')).toBeNull();
  });

  it("keeps the note's line whether or not a note comes with the data, so the card is as tall loading as drawn", async () => {
    view = await mount(<EventPerformanceChart {...props({ loading: true })} />);
    const placeholder = view.container.querySelector<HTMLElement>('[role=status]');
    expect(placeholder?.style.height).toBe(`${CHART_HEIGHT_PX + CHART_NOTE_PX + CHART_DATA_ACTIONS_PX}px`);
    const allDrawn = POINTS.filter((point) => point.yAxis !== null);
    await view.rerender(<EventPerformanceChart {...props({ points: allDrawn })} />);
    const line = view.container.querySelector<HTMLElement>('.dash-chart__note');
    expect(line?.textContent).toBe('');
    expect(line?.getAttribute('aria-hidden')).toBe('true');
    expect(line?.style.minHeight).toBe(`${CHART_NOTE_PX}px`);
    await view.rerender(<EventPerformanceChart {...props({ points: POINTS })} />);
    const note = view.container.querySelector<HTMLElement>('.dash-chart__note');
    expect(note?.textContent).toBe(notDrawnNote(1));
    expect(note?.hasAttribute('aria-hidden')).toBe(false);
    expect(note?.style.minHeight).toBe(`${CHART_NOTE_PX}px`);
  });

  it('a click anywhere in a column opens its event', async () => {
    const onPointClick = vi.fn();
    view = await mount(<EventPerformanceChart {...props({ points: POINTS, onPointClick })} />);
    await click(pointButtons()[1]);
    expect(onPointClick).toHaveBeenCalledWith(9, '2026-11-07');
    await click(pointButtons()[2]);
    expect(onPointClick).toHaveBeenLastCalledWith(10, '2026-11-08');
    expect(onPointClick).toHaveBeenCalledTimes(2);
  });

  it('is one Tab stop; arrows, Home and End move between events; Enter and Space open the focused one', async () => {
    const onPointClick = vi.fn();
    view = await mount(<EventPerformanceChart {...props({ points: POINTS, onPointClick })} />);
    expect(pointButtons().map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    await focus(pointButtons()[0]);
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(pointButtons()[1]);
    expect(pointButtons().map((button) => button.tabIndex)).toEqual([-1, 0, -1]);
    await pressKey('Enter');
    expect(onPointClick).toHaveBeenLastCalledWith(9, '2026-11-07');
    await pressKey('End');
    expect(document.activeElement).toBe(pointButtons()[2]);
    await pressKey(' ');
    expect(onPointClick).toHaveBeenLastCalledWith(10, '2026-11-08');
    await pressKey('ArrowRight');
    expect(document.activeElement).toBe(pointButtons()[2]);
    await pressKey('Home');
    await pressKey('ArrowLeft');
    expect(document.activeElement).toBe(pointButtons()[0]);
    expect(onPointClick).toHaveBeenCalledTimes(2);
  });

  it('shows the tooltip of the focused or hovered event, and hides it when focus leaves', async () => {
    view = await mount(<EventPerformanceChart {...props({ points: POINTS })} />);
    const tooltip = () => view?.container.querySelector('.dash-chart__tooltip') ?? null;
    expect(tooltip()).toBeNull();
    await focus(pointButtons()[1]);
    expect([...(tooltip()?.children ?? [])].map((line) => line.textContent)).toEqual([
      'Event: Trivia',
      'Date: Nov 07, 2026',
      'Time: 12:00 PM',
      'RSVPs: 10',
      'Attended: 4',
      `${CAPACITY}: 40.00%`,
    ]);
    expect(tooltip()?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => pointButtons()[1]?.blur());
    expect(tooltip()).toBeNull();
    await act(async () => {
      pointButtons()[2]?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(tooltip()?.textContent).toContain(`${CAPACITY}: 80.00%`);
    // In the right half: the tooltip sits left of the point, inside the box.
    expect((tooltip() as HTMLElement | null)?.style.right).not.toBe('');
  });

  it('switches between the last 10 and the last 20 events', async () => {
    const onEventCountChange = vi.fn();
    view = await mount(<EventPerformanceChart {...props({ onEventCountChange })} />);
    const buttons = [...view.container.querySelectorAll('[aria-pressed]')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      [S.last10Events, 'true'],
      [S.last20Events, 'false'],
    ]);
    await click(buttons[1] ?? null);
    expect(onEventCountChange).toHaveBeenCalledWith(20);
  });

  it('hides the selector when the page says so and offers the building filter when given', async () => {
    const onChange = vi.fn();
    const buildings = [{ id: 4, name: 'Harbor View', dashboardAccess: true, buildingType: 'RESIDENTIAL' as const, amenityMembership: false, blocks: [], companies: [] }];
    view = await mount(
      <EventPerformanceChart {...props({ eventCountHidden: true, buildingFilter: { buildings, value: 0, onChange } })} />,
    );
    expect(view.container.querySelector('[aria-pressed]')).toBeNull();
    const options = [...view.container.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([BUILDING_SELECT_STRINGS.allBuildings, 'Harbor View']);
  });
});
