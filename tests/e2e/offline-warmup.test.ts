// Ready for offline before the link drops (issue 9 §3), in Chromium against the real server: after
// signing in and staying on /dashboard only, the device shows "Ready offline · hh:mm"; then, offline,
// screens never opened (/client-dashboard, /my-task) show the device's copy.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { ANALYTICS_STRINGS } from '../../src/features/analytics/analytics-strings.ts';
import { launchBrowser, openPage, screenshot, signIn } from '../support/e2e-browser.ts';
import { waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

describe('offline warm-up', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ({ context, page } = await openPage(browser, { tablet: true }));
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says when the device was made ready, without the user opening the other screens', async () => {
    await waitForServiceWorkerControl(page);
    await expect.poll(() => page.getByTestId('ready-offline').getAttribute('aria-label'), { timeout: 30_000 }).toMatch(
      /^Ready offline · \d{1,2}:\d\d [AP]M$/,
    );
  });

  it('offline, screens never opened show the copy it took', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/client-dashboard`);
      // Capture & growth, User analysis, Retention, At-risk residents, Schedule (issue 29 added the two between).
      await expect.poll(() => page.locator('.an-section').count(), { timeout: 15_000 }).toBe(5);
      const figure = (label: string) => page.locator('.an-numbers__item').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
      for (const label of [ANALYTICS_STRINGS.uniqueUsers, ANALYTICS_STRINGS.retained]) {
        await expect.poll(() => figure(label).innerText(), { timeout: 15_000 }).toMatch(/^[\d,]+$/);
      }
      // The at-risk list is the warmed copy (its residents, or none at risk), not 'No stats to display!'.
      const atRisk = page.locator('.an-section[aria-labelledby="an-at-risk-title"]');
      const notShown: string[] = [ANALYTICS_STRINGS.noStats, ANALYTICS_STRINGS.loading];
      await expect
        .poll(async () => !notShown.includes(await atRisk.locator('.an-at-risk, .an-chart__message').first().innerText()), { timeout: 15_000 })
        .toBe(true);
      await expect.poll(() => page.getByTestId('stale-notice').innerText()).toMatch(/^Offline — data from/);
      await screenshot(page, 'offline-warmup-analytics-768x1024');
      await page.goto(`${server.url}/my-task`);
      await expect.poll(() => page.getByTestId('task-row').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
