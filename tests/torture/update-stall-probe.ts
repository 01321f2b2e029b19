// Probe (not part of the suite): the torture run's app update (a new version deployed, the prompt's
// Reload pressed with the API cut), many times over on 4 tablets at once, printing how long each
// page took to reload and, for one that did not within 20 s, what Chromium says of the workers
// (CDP: targets, versions' running and activation states) and the requests still open; then how
// long it took at all. `node --import tsx tests/torture/update-stall-probe.ts [rounds]` after a
// build; HOW=offline|online for the other two ways; PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK=1 to
// run without Playwright's network inspection of workers, as the torture run does.
import type { Browser, Page } from 'playwright-core';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { PWA_STRINGS } from '../../src/pwa/pwa-strings.ts';
import { startChaosProxy } from '../support/chaos-proxy.ts';
import { launchBrowser, signIn } from '../support/e2e-browser.ts';
import { builtDistDir, makeAppVersion } from '../support/next-app-version.ts';
import { startServerCluster } from '../support/server-cluster.ts';
import { toggleTaskWithoutWaiting, waitForWorker, shownTaskIds } from './tablet-ui.ts';

const ROUNDS = Number(process.argv[2] ?? 20);
const TABLETS = 4;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

const inFlight = new Map<Page, Map<object, string>>();

async function diagnose(browser: Browser, page: Page, who: string): Promise<void> {
  console.log(`${who} now ${new Date().toISOString().slice(11, 23)} in flight: ${JSON.stringify([...(inFlight.get(page)?.values() ?? [])])}`);
  const pageState = await Promise.race([page.evaluate('document.readyState + " " + location.href + " " + String(navigator.serviceWorker.controller?.state)'), sleep(3000).then(() => 'PAGE NO ANSWER')]);
  console.log(`${who} page: ${String(pageState)}`);
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string; url: string; attached: boolean; browserContextId?: string }> };
  const workers = targetInfos.filter((t) => t.type === 'service_worker');
  console.log(`${who} sw targets: ${JSON.stringify(workers)}`);
  const pageCdp = await page.context().newCDPSession(page);
  const versions: unknown[] = [];
  pageCdp.on('ServiceWorker.workerVersionUpdated', (event) => versions.push(event));
  await pageCdp.send('ServiceWorker.enable');
  await sleep(500);
  console.log(`${who} versions: ${JSON.stringify(versions)}`);
  // Does letting a paused worker run free it?
  for (const worker of workers) {
    const { sessionId } = (await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false })) as { sessionId: string };
    await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: 1, method: 'Runtime.runIfWaitingForDebugger' }) });
  }
  await sleep(3000);
  const after: unknown[] = [];
  pageCdp.on('ServiceWorker.workerVersionUpdated', (event) => after.push(event));
  await pageCdp.send('ServiceWorker.disable');
  await pageCdp.send('ServiceWorker.enable');
  await sleep(500);
  console.log(`${who} after runIfWaitingForDebugger: ${JSON.stringify(after)}`);
}

const cluster = await startServerCluster({ processes: 2 });
const browser = await launchBrowser();
let stalls = 0;
let notTaken = 0;
let updates = 0;
try {
  const tablets: Array<{ page: Page; url: string; setChaos: (on: boolean) => void; task: number }> = [];
  for (let index = 0; index < TABLETS; index++) {
    const proxy = await startChaosProxy({ target: cluster.url, seed: index, rates: { dropRequest: 1, dropAnswer: 0, maxDelayMs: 0 } });
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const open = new Map<object, string>();
    context.on('request', (request) => open.set(request, `${request.serviceWorker() ? 'sw' : 'page'} ${request.method()} ${new URL(request.url()).pathname} @${new Date().toISOString().slice(11, 23)}`));
    context.on('requestfinished', (request) => open.delete(request));
    context.on('requestfailed', (request) => open.delete(request));
    inFlight.set(page, open);
    await signIn(page, proxy.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForWorker(page);
    await page.goto(`${proxy.url}/my-task`);
    await page.getByTestId('task-row').first().waitFor();
    const ids = await shownTaskIds(page);
    tablets.push({ page, url: proxy.url, setChaos: (on) => proxy.setChaos(on), task: ids[index]! });
  }
  for (let round = 0; round < ROUNDS; round++) {
    const version = makeAppVersion(builtDistDir(), `probe-${round}`);
    cluster.deploy(version.dir);
    await Promise.all(
      tablets.map(async (tablet, index) => {
        const who = `round ${round} tablet ${index}`;
        const { page } = tablet;
        await sleep(Math.random() * 2000);
        await page.goto(`${tablet.url}/my-task`);
        await page.getByTestId('task-row').first().waitFor();
        const reload = page.locator('.update-prompt button', { hasText: PWA_STRINGS.reload });
        try {
          await reload.waitFor({ timeout: 30_000 });
        } catch {
          const states = await page.evaluate(`navigator.serviceWorker.getRegistration().then((r) => ({ active: r?.active?.state, waiting: r?.waiting?.state, installing: r?.installing?.state, controlled: navigator.serviceWorker.controller !== null }))`);
          console.log(`${who} NO OFFER: ${JSON.stringify(states)}`);
          return;
        }
        const how = (process.env.HOW ?? 'cut') as 'offline' | 'cut' | 'online';
        if (how === 'offline') await page.context().setOffline(true);
        if (how === 'cut') tablet.setChaos(true);
        await toggleTaskWithoutWaiting(page, tablet.task);
        const pressedAt = Date.now();
        updates++;
        try {
          await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), reload.press('Enter')]);
          await page.getByTestId('task-row').first().waitFor();
          const waiting = (await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r?.waiting != null)')) === true;
          if (waiting) notTaken++;
          console.log(`${who} (${how}) reloaded in ${Date.now() - pressedAt} ms${waiting ? ', the new worker STILL WAITING' : ''}`);
        } catch {
          stalls++;
          console.log(`${who} (${how}) STALLED`);
          await diagnose(browser, page, who).catch((error: unknown) => console.log(`${who} diagnose failed: ${String(error)}`));
          const stalledAt = Date.now();
          await page.waitForEvent('load', { timeout: 400_000 }).then(
            () => console.log(`${who} loaded ${Date.now() - stalledAt} ms after the diagnosis`),
            () => console.log(`${who} still not loaded`),
          );
        }
        await page.context().setOffline(false);
        tablet.setChaos(false);
        await page.getByTestId('task-row').first().waitFor({ timeout: 60_000 }).catch(() => console.log(`${who} no task rows`));
      }),
    );
  }
} finally {
  console.log(`updates ${updates}, stalls ${stalls}, reloaded with the new worker still waiting ${notTaken}`);
  await browser.close();
  await cluster.stop();
}
process.exit(0);
