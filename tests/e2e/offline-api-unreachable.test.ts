// "Offline" means the API cannot be reached, not only navigator.onLine. The tablet stays
// on Wi-Fi while the building's uplink is down: the browser says online, every /api request dies
// (a proxy in front of the real server drops them; the app's files still load). A reload of /my-task
// then shows the saved list marked "Offline — data from …", and once the API answers again the app
// notices by itself (no reload, no browser online event) and refreshes the list.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { OFFLINE_SYNC_STRINGS } from '../../src/ui/offline-sync-strings.ts';
import { RECONNECT } from '../../src/offline/shared/offline-constants.ts';
import { expectToast } from '../support/e2e-account.ts';
import { launchBrowser, openPage, signIn } from '../support/e2e-browser.ts';
import { startChaosProxy, type ChaosProxy } from '../support/chaos-proxy.ts';
import { waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

/** Probes back off 1, 2, 4, 8 s; the list comes back well within this. */
const RECOVERY_TIMEOUT_MS = 30_000;

describe('offline with Wi-Fi up and the API unreachable', () => {
  let server: TestServer;
  let proxy: ChaosProxy;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // With chaos on, every /api request is dropped before the server; everything else passes.
    proxy = await startChaosProxy({ target: server.url, seed: 9, rates: { dropRequest: 1, dropAnswer: 0, maxDelayMs: 0 } });
    ({ page } = await openPage(browser));
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.stop();
  });

  it('shows the saved task list as offline data, then refreshes it by itself when the API answers again', async () => {
    await signIn(page, proxy.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    await page.goto(`${proxy.url}/my-task`);
    await page.getByTestId('task-row').first().waitFor();
    const shown = await page.getByTestId('task-row').count();

    proxy.setChaos(true);
    await page.reload();
    expect(await page.evaluate('navigator.onLine')).toBe(true);
    await expect.poll(() => page.getByTestId('task-row').count()).toBe(shown);
    await expect.poll(() => page.getByTestId('stale-notice').innerText()).toMatch(/^Offline — data from \d{1,2}:\d\d [AP]M$/);
    // The sidebar's foot says so too, though the browser says online.
    await expect.poll(() => page.getByTestId('ready-offline').getAttribute('aria-label')).toMatch(/^Offline — showing data from \S/);

    // An outage long enough to be worth a word when it ends (RECONNECT.noticeAfterMs).
    await new Promise((resolve) => setTimeout(resolve, RECONNECT.noticeAfterMs + 500));
    proxy.setChaos(false);
    await expectToast(page, OFFLINE_SYNC_STRINGS.backOnline);
    await expect.poll(() => page.getByTestId('stale-notice').count(), { timeout: RECOVERY_TIMEOUT_MS }).toBe(0);
    expect(await page.getByTestId('task-row').count()).toBe(shown);
  });
});
