import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_STRINGS as S } from './dashboard-strings.ts';
import { click, mount, type Mounted } from '../../testing/render-for-test.tsx';
import { TopNumberTiles } from './top-number-tiles.tsx';

const NUMBERS = { totalEvents: 1204, totalRsvps: 15320, totalUsers: 87, pendingTasks: 3 };
let view: Mounted | undefined;
afterEach(() => view?.unmount());

describe('TopNumberTiles', () => {
  it('shows the four spec labels with grouped numbers', async () => {
    view = await mount(<TopNumberTiles numbers={NUMBERS} />);
    const text = view.container.textContent ?? '';
    expect(text).toContain(`1,204${S.totalEvents}`);
    expect(text).toContain(`15,320${S.totalRsvps}`);
    expect(text).toContain(`87${S.totalUsers}`);
    expect(text).toContain(`3${S.pendingTasks}`);
  });

  it('says what Total Events and Total RSVPs count', async () => {
    view = await mount(<TopNumberTiles numbers={NUMBERS} />);
    const tiles = [...view.container.querySelectorAll('.dash-tile')].map((tile) => tile.textContent ?? '');
    expect(tiles[0]).toContain(S.totalEventsHelp);
    expect(tiles[1]).toContain(S.totalRsvpsHelp);
  });

  it('goes to the tasks when Pending Tasks is pressed', async () => {
    const onPending = vi.fn();
    view = await mount(<TopNumberTiles numbers={NUMBERS} onPendingTasksClick={onPending} />);
    const button = view.container.querySelector('button');
    expect(button?.textContent).toContain(S.pendingTasks);
    await click(button);
    expect(onPending).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed in building-admin mode', async () => {
    const onPending = vi.fn();
    view = await mount(<TopNumberTiles numbers={NUMBERS} onPendingTasksClick={onPending} pendingDisabled />);
    const button = view.container.querySelector('button');
    expect(button?.disabled).toBe(true);
    await click(button);
    expect(onPending).not.toHaveBeenCalled();
  });

  it('shows dashes, not zeros, before the numbers arrive', async () => {
    view = await mount(<TopNumberTiles numbers={null} />);
    expect(view.container.querySelectorAll('.dash-tile__figure')[0]?.textContent).toBe(S.notAvailable);
  });
});
