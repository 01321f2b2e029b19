import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import { EventPerformanceChart, type EventPerformanceChartProps } from './event-performance-chart.tsx';
import { click, renderForTest, type Rendered } from '../../testing/render-dashboard-for-test.tsx';

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function props(overrides: Partial<EventPerformanceChartProps>): EventPerformanceChartProps {
  return { points: null, loading: false, onPointClick: vi.fn(), eventCount: 10, onEventCountChange: vi.fn(), ...overrides };
}

describe('EventPerformanceChart', () => {
  it("shows 'Loading....' while the first answer is pending", () => {
    view = renderForTest(<EventPerformanceChart {...props({ loading: true })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.loading);
  });

  it("shows 'No stats to display!' for no events and for events without capacity", () => {
    view = renderForTest(<EventPerformanceChart {...props({ points: [] })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.noStats);
    const unknown = [{ xAxis: '2026-11-05', time: '18:00', yAxis: null, eventId: 1, rsvps: 3, attendees: 1 }];
    view.rerender(<EventPerformanceChart {...props({ points: unknown })} />);
    expect(view.container.querySelector('[role=status]')?.textContent).toBe(S.noStats);
  });

  it('switches between the last 10 and the last 20 events', () => {
    const onEventCountChange = vi.fn();
    view = renderForTest(<EventPerformanceChart {...props({ onEventCountChange })} />);
    const buttons = [...view.container.querySelectorAll('[aria-pressed]')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      [S.last10Events, 'true'],
      [S.last20Events, 'false'],
    ]);
    click(buttons[1] ?? null);
    expect(onEventCountChange).toHaveBeenCalledWith(20);
  });

  it('hides the selector when the page says so and offers the building filter when given', () => {
    const onChange = vi.fn();
    const buildings = [{ id: 4, name: 'Harbor View', dashboardAccess: true, buildingType: 'RESIDENTIAL' as const, amenityMembership: false, blocks: [], companies: [] }];
    view = renderForTest(
      <EventPerformanceChart {...props({ eventCountHidden: true, buildingFilter: { buildings, value: 0, onChange } })} />,
    );
    expect(view.container.querySelector('[aria-pressed]')).toBeNull();
    const options = [...view.container.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([S.allBuildings, 'Harbor View']);
  });
});
