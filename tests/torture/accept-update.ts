// A tablet offered the new app version accepts it, with a write queued or in flight: the new worker
// takes over, the page reloads, and the write is to be sent exactly once after it.
import type { Locator, Page } from 'playwright-core';
import { PWA_STRINGS } from '../../src/pwa/pwa-strings.ts';
import { PRECACHED_INDEX_REVISIONS } from '../support/next-app-version.ts';
import type { AppVersionDeployed, RunContext } from './run-context.ts';
import { NOTHING_WAITING, openTasks, setTabletOffline, sleep, WORKER_STATES, type Tablet } from './tablet.ts';
import { toggleTaskWithoutWaiting } from './tablet-ui.ts';
import { TORTURE } from './torture-config.ts';
import { workerSnapshot } from './worker-snapshot.ts';

/**
 * Waits for the app to offer the new version (its Reload shown), or for the page to be on it already:
 * nothing waiting and the precache holding the new revision. Stalls (throws) after updateOfferedMs.
 */
async function updateOfferedOrTaken(page: Page, reload: Locator, version: { indexRevision: string }): Promise<'offered' | 'taken'> {
  const deadline = Date.now() + TORTURE.updateOfferedMs;
  while (Date.now() < deadline) {
    if (await reload.isVisible()) return 'offered';
    if ((await page.evaluate(NOTHING_WAITING)) === true && ((await page.evaluate(PRECACHED_INDEX_REVISIONS)) as string[]).includes(version.indexRevision)) return 'taken';
    await sleep(250);
  }
  await reload.waitFor({ timeout: 1 });
  return 'offered';
}

const WORKER_WAITING = 'navigator.serviceWorker.getRegistration().then((r) => r?.waiting != null)';

/**
 * The new version's update offered and accepted: a navigation (the browser looks for a new
 * worker), the app's prompt waited for, a task toggled with the network gone, the API cut or
 * neither (the write queued or in flight), then the prompt's Reload pressed: the new worker takes
 * over and the page reloads, the write to be sent exactly once after it.
 */
export async function acceptUpdate(run: RunContext, tablet: Tablet, version: AppVersionDeployed): Promise<void> {
  const { log, pick } = run;
  const who = `tablet ${tablet.index}`;
  tablet.updated = true;
  await openTasks(tablet.page, tablet.proxy.url);
  tablet.onDoor = false;
  tablet.onRoster = false;
  const { page } = tablet;
  const reload = page.locator('.update-prompt button', { hasText: PWA_STRINGS.reload });
  if ((await updateOfferedOrTaken(page, reload, version)) === 'taken') {
    // A tab reopened once the old worker had no page left: the browser activated the new one at
    // once (nothing waits, so nothing is offered). Seed 4002 stalled waiting for a prompt.
    log(`${who} opened on app version ${version.name} (no page held the old one: nothing to offer)`);
    return;
  }
  run.counts.faults['app-update']++;
  const how = pick(['offline', 'API cut', 'online'] as const);
  log(`${who} offered the new version; ${how}`);
  if (how === 'offline') await setTabletOffline(tablet, true);
  if (how === 'API cut') tablet.proxy.setChaos(true);
  const id = pick(tablet.ownTasks);
  tablet.intents.set(id, await toggleTaskWithoutWaiting(page, id));
  run.counts.writes++;
  log(`${who} toggle task ${id} (${how}) → ${String(tablet.intents.get(id))}; update accepted (Reload)`);
  const pressedAt = Date.now();
  try {
    await Promise.all([page.waitForEvent('load', { timeout: TORTURE.updateTakesOverMs }), reload.press('Enter')]);
    run.update.takeoverMs.push(Date.now() - pressedAt);
  } catch (error) {
    // What the workers were doing when the page did not reload (for the action log): first from
    // Chromium (the page's scripts may be held by its navigation until the worker is active).
    log(`${who} no reload after Reload: Chromium says ${JSON.stringify(await workerSnapshot(run.browser, page))}`);
    const workers = await page.evaluate(WORKER_STATES).catch((why: unknown) => String(why));
    log(`${who} no reload after Reload: workers ${JSON.stringify(workers)}`);
    throw error;
  }
  await page.getByTestId('task-row').first().waitFor();
  // The new worker controls the page (none waits any more) and its precache is the new version's.
  // A page back with the new worker still waiting takes it once more without asking
  // (src/pwa/update-accepted.ts; seed 7335): that second reload is waited for.
  let waiting = (await page.evaluate(WORKER_WAITING).catch(() => true)) === true;
  if (waiting) {
    log(`${who} reloaded after ${Date.now() - pressedAt} ms with the new worker still waiting; the app takes it again`);
    const retryUntil = Date.now() + TORTURE.updateRetriedMs;
    while (waiting && Date.now() < retryUntil) {
      await sleep(250);
      waiting = (await page.evaluate(WORKER_WAITING).catch(() => true)) === true;
    }
    await page.getByTestId('task-row').first().waitFor();
  }
  // The retry's reload may land just now: read again on the page it brings.
  const revisions = (await page.evaluate(PRECACHED_INDEX_REVISIONS).catch(async () => {
    await page.getByTestId('task-row').first().waitFor();
    return page.evaluate(PRECACHED_INDEX_REVISIONS);
  })) as string[];
  const updated = !waiting && revisions.includes(version.indexRevision);
  if (!updated) run.update.notUpdated.push(`${who}: after accepting app version ${version.name} ${waiting ? 'a worker still waits' : 'the precache is not its'} (index.html revisions ${revisions.join(', ')})`);
  log(`${who} reloaded after ${Date.now() - pressedAt} ms ${updated ? `on app version ${version.name}` : 'NOT on the new app version'}`);
  await sleep(run.between({ min: 200, max: 2_000 }));
  await setTabletOffline(tablet, false);
  log(`${who} online`);
}
