// Ready for offline before the link drops, in Chromium against the real server: after
// signing in and staying on /dashboard only, the sidebar says "Saved for offline use at …"; then,
// offline, screens never opened (/client-dashboard, /my-task, the Events screen with any building
// of its filter, the door) show the device's copy, and the sidebar and the door say plainly that
// the tablet is offline, from when the data is and what waits to be sent.
import { copyFile, mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { ANALYTICS_STRINGS } from '../../src/features/analytics/analytics-strings.ts';
import { EVENTS_STRINGS } from '../../src/features/events/events-strings.ts';
import { OFFLINE_NOT_CACHED_MESSAGE } from '../../src/offline/shared/offline-strings.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, openPage, screenshot, signIn } from '../support/e2e-browser.ts';
import { createEventOpenForCheckIn } from '../support/e2e-door.ts';
import { apiClient, waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

/** Kept for review beside test-results/ when SHOTS_DIR names a folder. */
async function shot(page: Page, name: string): Promise<void> {
  const path = await screenshot(page, name);
  if (process.env.SHOTS_DIR === undefined) return;
  await mkdir(process.env.SHOTS_DIR, { recursive: true });
  await copyFile(path, `${process.env.SHOTS_DIR}/${name}.png`);
}

async function bothSizes(page: Page, name: string): Promise<void> {
  for (const size of [TABLET_PORTRAIT_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(size);
    await shot(page, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
}

describe('offline warm-up', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let buildings: { id: number; name: string }[];
  let doorEventId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    buildings = (await api.post<{ id: number; name: string }[]>('/building-manager/buildings/', {})).data;
    // An event open for check-in, for the door.
    doorEventId = await createEventOpenForCheckIn(api, buildings[0]!.id, 'Warm-up door check', null);
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
      /^Saved for offline use at \S/,
    );
    await bothSizes(page, 'sidebar-saved-for-offline');
  });

  it('offline, screens never opened show the copy it took', async () => {
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/client-dashboard`);
      // Capture & growth, Ratings, User analysis, Retention, At-risk residents, Reminders and
      // no-shows, Schedule: each from the copy the warm-up took.
      await expect.poll(() => page.locator('.an-section').count(), { timeout: 15_000 }).toBe(7);
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

  it('offline, the Events screen shows the week of each building its filter offers, and says it is offline', async () => {
    expect(buildings.length).toBeGreaterThan(1);
    // The door's roster seen once online (which days the warm-up takes depends on the building's zone).
    await page.goto(`${server.url}/events/door?event=${doorEventId}`);
    await page.locator('.door-head').waitFor({ timeout: 15_000 });
    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/events`);
      const list = page.locator('.events-list');
      const shown = async () => {
        const text = await list.innerText();
        return text.includes(OFFLINE_NOT_CACHED_MESSAGE) ? 'not loaded before' : text.includes(EVENTS_STRINGS.loading) ? 'loading' : 'shown';
      };
      await expect.poll(shown, { timeout: 15_000 }).toBe('shown');
      for (const building of buildings) {
        await list.locator('select').selectOption(String(building.id));
        await expect.poll(shown, { timeout: 15_000 }).toBe('shown');
      }
      await expect.poll(() => page.getByTestId('ready-offline').getAttribute('aria-label')).toMatch(/^Offline — showing data from \S/);
      await bothSizes(page, 'events-offline-one-building');

      // The door, where the desk works from the screen: the whole sentence above the list.
      await page.goto(`${server.url}/events/door?event=${doorEventId}`);
      await expect.poll(() => page.getByTestId('offline-notice').innerText(), { timeout: 15_000 }).toMatch(/^Offline — showing data from \S/);
      await bothSizes(page, 'door-offline-notice');
    } finally {
      await context.setOffline(false);
    }
  });
});
