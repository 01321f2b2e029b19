// One seeded torture run: N tablets (Chromium contexts: separate profiles in one browser), each
// through its own proxy (to cut the API while navigator.onLine stays true) to HAProxy in front of
// two server processes on one PostgreSQL, doing random user actions under random faults; then, all
// tablets online and quiet for 3 s, the invariants are checked by reading the database and every
// tablet's screen. A violation names the seed and the action log that led to it.
//
// The parts: tablet.ts opens a tablet, tablet-actions.ts (with accept-update.ts) is one random
// step, server-faults.ts kills processes and deploys a new version, server-checks.ts and
// screen-convergence.ts read the invariants, torture-report.ts prints the outcome.
import pg from 'pg';
import { seededRandom } from '../support/chaos-proxy.ts';
import { createDoorEvent } from './door-ui.ts';
import { newCounts, type RunContext } from './run-context.ts';
import { checkScreens } from './screen-convergence.ts';
import { checkServer, drainAndQuiet, outboxesLeft } from './server-checks.ts';
import { startServerFaults } from './server-faults.ts';
import { act } from './tablet-actions.ts';
import { LOCKS_NOW, openTablet, openTasks, SCREEN_NOW, setTabletOffline, type Tablet } from './tablet.ts';
import { contactBuildings, outboxOf, shownTaskIds } from './tablet-ui.ts';
import { TORTURE, type TortureOptions, type TortureReport } from './torture-config.ts';

export async function runTorture(options: TortureOptions): Promise<TortureReport> {
  const { seed, cluster, browser } = options;
  // No DevTools network inspection of the tablets' service workers (Playwright enables it on every
  // worker it attaches to), closer to a browser nobody debugs. With it, when Chromium held an
  // accepted update back (the old worker not idle: its 5-minute "lame duck" limit), the reload after
  // Reload hung with it (stalls of seeds 5004, 6202, 6209, 6224, 6306; update-stall-probe.ts: 5 in
  // about 270 updates with it, 0 in 199 without). Without it the page reloads on the old version and
  // the run counts "not updated": the hold itself is not explained. It is read when Playwright
  // attaches to a worker, so it is set before any tablet opens, and put back after the run: the next
  // e2e file in this worker's process drives workers that other tests take offline through it.
  const inspection = process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK;
  process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK = '1';
  const random = seededRandom(seed);
  const startedAt = Date.now();
  const at = () => `${((Date.now() - startedAt) / 1000).toFixed(2)} s`;
  const actionLog: string[] = [];
  const log = (line: string) => actionLog.push(`${at()} ${line}`);
  const tablets: Tablet[] = [];
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    // Setup on a healthy network: each tablet signed in, its worker in control, its tasks shown.
    for (let index = 0; index < options.tablets; index++) tablets.push(await openTablet(options, index, log));
    const event = await createDoorEvent(cluster.url, `[torture ${seed}] door`, TORTURE.doorResidents, options.tablets);
    const buildings = await contactBuildings(tablets[0]!.page, tablets[0]!.proxy.url);
    for (const tablet of tablets) await openTasks(tablet.page, tablet.proxy.url);
    const allShown = await shownTaskIds(tablets[0]!.page);
    if (allShown.length < options.tablets * TORTURE.tasksPerTablet) throw new Error(`only ${allShown.length} tasks shown`);
    // Each tablet toggles its own tasks: its writes' order decides their end state alone.
    for (const tablet of tablets) tablet.ownTasks = allShown.slice(tablet.index * TORTURE.tasksPerTablet, (tablet.index + 1) * TORTURE.tasksPerTablet);

    const run: RunContext = {
      seed,
      browser,
      random,
      between: (range) => range.min + random() * (range.max - range.min),
      pick: (items) => items[Math.floor(random() * items.length)]!,
      log,
      event,
      pressed: new Map(event.residents.map((id) => [id, { 'check-in': 0, undo: 0 }])),
      buildings,
      counts: newCounts(options.tablets),
      update: { deployed: null, notUpdated: [], takeoverMs: [] },
    };
    const deadline = Date.now() + options.seconds * 1000;
    const hardDeadline = Date.now() + Math.max(options.seconds, options.maxSeconds ?? 0) * 1000;
    const goOn = (): boolean =>
      Date.now() < deadline || (options.until !== undefined && !options.until(run.counts) && Date.now() < hardDeadline);
    const faults = startServerFaults(run, cluster, options.seconds, deadline);
    // A step the app did not finish in time (a popup never showing the toggle made) is a violation
    // too; that tablet stops acting and the run goes on to the checks.
    const stalled: string[] = [];
    try {
      await Promise.all(
        tablets.map(async (tablet) => {
          for (let first = true; goOn(); first = false) {
            try {
              await act(run, tablet, first);
            } catch (error) {
              const lines = (error instanceof Error ? error.message : String(error)).split('\n');
              stalled.push(`tablet ${tablet.index}: a step did not finish: ${lines[0]}`);
              await logStall(run, tablet, lines);
              return;
            }
          }
        }),
      );
    } finally {
      await faults.stop();
      for (let index = 0; index < cluster.processes; index++) await cluster.restart(index);
      for (const tablet of tablets) {
        await setTabletOffline(tablet, false);
      }
    }
    log('all online; waiting for the outboxes to drain');

    await drainAndQuiet(tablets);
    const outboxLeft = await outboxesLeft(tablets);
    const found = await checkServer(run, db, tablets, options.smtp);
    const { lost, duplicated, reordered } = found;
    const { convergenceMs, unconverged } = await checkScreens(run, tablets, found);
    const { notUpdated, takeoverMs: updateTakeoverMs } = run.update;
    const violations = [...lost, ...duplicated, ...reordered, ...unconverged, ...outboxLeft, ...stalled, ...notUpdated];
    log(`checked: ${violations.length} violations`);
    const { actions, writes, checkIns, undos, rsvps, cancels, doorPresses, faults: faultCounts } = run.counts;
    return {
      seed,
      tablets: options.tablets,
      actions,
      writes,
      checkIns,
      undos,
      rsvps,
      cancels,
      doorPresses,
      faults: faultCounts,
      lost,
      duplicated,
      reordered,
      unconverged,
      outboxLeft,
      stalled,
      notUpdated,
      updateTakeoverMs,
      convergenceMs,
      violations,
      actionLog,
    };
  } finally {
    await db.end();
    for (const tablet of tablets) {
      await tablet.context.close().catch(() => undefined);
      await tablet.proxy.close().catch(() => undefined);
    }
    if (inspection === undefined) delete process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK;
    else process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK = inspection;
  }
}

/**
 * A tablet's step that did not finish (its error's lines), in the action log: why, what it waited
 * for, the page's Web Locks and outbox then (enough to tell a stuck replay from a slow screen) and
 * its screen.
 */
async function logStall(run: RunContext, tablet: Tablet, lines: readonly string[]): Promise<void> {
  const { log } = run;
  log(`tablet ${tablet.index} stalled: ${lines[0]}`);
  const waitedFor = lines.find((line) => line.includes('waiting for'))?.trim();
  if (waitedFor) log(`tablet ${tablet.index}   ${waitedFor}`);
  const state = await (tablet.page.evaluate(LOCKS_NOW) as Promise<string>).catch(
    (problem: unknown) => `page state unreadable: ${String(problem).split('\n')[0]}`,
  );
  log(`tablet ${tablet.index}   ${state}; outbox ${JSON.stringify(await outboxOf(tablet.page).catch(() => null))}`);
  // And what its screen said (an open popup's text, else the page's heading and address).
  const screen = await (tablet.page.evaluate(SCREEN_NOW) as Promise<string>).catch((problem: unknown) => `unreadable: ${String(problem).split('\n')[0]}`);
  log(`tablet ${tablet.index}   screen: ${screen}`);
  // Its popup may still be open: closed, so the checks read the list.
  await tablet.page.keyboard.press('Escape').catch(() => undefined);
}
