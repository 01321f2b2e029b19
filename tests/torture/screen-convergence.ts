// Every tablet's screen equals the server's within 5 s of the quiet: the page it was left on first
// (from the quiet: live updates), then the other (from its opening).
import { openDoor, shownDoorCounts } from './door-ui.ts';
import type { RunContext } from './run-context.ts';
import type { ServerFindings } from './server-checks.ts';
import { toTasks } from './tablet-actions.ts';
import { openTasks, sleep, type Tablet } from './tablet.ts';
import { shownTaskStates } from './tablet-ui.ts';
import { TORTURE } from './torture-config.ts';

export interface Convergence {
  /** Per tablet and page, how long its screen took to equal the server's (ms). */
  convergenceMs: number[];
  unconverged: string[];
}

export async function checkScreens(
  run: RunContext,
  tablets: readonly Tablet[],
  { taskIds, serverTasks, serverCounts }: Pick<ServerFindings, 'taskIds' | 'serverTasks' | 'serverCounts'>,
): Promise<Convergence> {
  const convergenceMs: number[] = [];
  const unconverged: string[] = [];
  const converge = async (tablet: Tablet, since: number): Promise<void> => {
    let differing = '';
    while (Date.now() - since <= TORTURE.convergeMs) {
      if (tablet.onDoor) {
        const shown = await shownDoorCounts(tablet.page).catch(() => null);
        differing = JSON.stringify(shown) === JSON.stringify(serverCounts) ? '' : `door counts ${JSON.stringify(shown)} (the server: ${JSON.stringify(serverCounts)})`;
      } else {
        const shown = await shownTaskStates(tablet.page);
        const tasks = taskIds.filter((id) => shown.has(id) && shown.get(id) !== serverTasks.get(id));
        differing = tasks.length === 0 ? '' : `tasks ${tasks.join(', ')}`;
      }
      if (differing === '') {
        convergenceMs.push(Date.now() - since);
        return;
      }
      await sleep(100);
    }
    unconverged.push(`tablet ${tablet.index}: ${differing} differ from the server after ${TORTURE.convergeMs / 1000} s`);
  };
  const quietAt = Date.now();
  await Promise.all(
    tablets.map(async (tablet) => {
      try {
        if (tablet.onRoster) await toTasks(tablet);
        await converge(tablet, quietAt);
        if (tablet.onDoor) {
          await openTasks(tablet.page, tablet.proxy.url);
          tablet.onDoor = false;
        } else {
          await openDoor(tablet.page, tablet.proxy.url, run.event.id);
          tablet.onDoor = true;
        }
        await converge(tablet, Date.now());
      } catch (error) {
        // A page that would not open: the tablet's screen cannot be compared (the log shows why).
        const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        unconverged.push(`tablet ${tablet.index}: a page did not open for the checks: ${why}`);
        run.log(`tablet ${tablet.index} checks: ${why}`);
      }
    }),
  );
  return { convergenceMs, unconverged };
}
