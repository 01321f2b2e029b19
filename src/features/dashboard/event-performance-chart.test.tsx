import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import { EventPerformanceChart, type EventPerformanceChartProps } from './event-performance-chart.tsx';
import { click, mount, type Mounted } from '../../testing/render-for-test.tsx';

let view: Mounted | undefined;
afterEach(() => view?.unmount());

function props(overrides: Partial<EventPerformanceChartProps>): EventPerformanceChartProps {
  return { points: null, loading: false, onPointClick: vi.fn(), eventCount: 10, onEventCountChange: vi.fn(), ...overrides };
}

describe('EventPerformanceChart', () => {
  it("shows 'Loading....' while the first answer is pending", async () => {
    view = await mount(<EventPerformanceChart {...props({ loading: true })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.loading);
  });

  it("shows 'No stats to display!' for no events and for events without capacity", async () => {
    view = await mount(<EventPerformanceChart {...props({ points: [] })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.noStats);
    const unknown = [{ xAxis: '2026-11-05', time: '18:00', yAxis: null, eventId: 1, rsvps: 3, attendees: 1 }];
    await view.rerender(<EventPerformanceChart {...props({ points: unknown })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.noStats);
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
    expect(options).toEqual([S.allBuildings, 'Harbor View']);
  });
});
