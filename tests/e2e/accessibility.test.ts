// axe-core (WCAG 2.0-2.2 A and AA rules) on every screen and dialog in Chromium against the real
// server on demo data: no serious or critical violation. The page's CSP forbids inline scripts, so
// the context bypasses CSP to inject axe (the app itself is unchanged).
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { PWA_STRINGS } from '../../src/pwa/pwa-strings.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { ACCOUNT_UI_STRINGS } from '../../src/features/account/account-strings.ts';
import { MONTHLY_REPORT_OPT_IN_LABEL } from '../../src/contract/monthly-report.ts';
import { MONTHLY_REPORT_STRINGS } from '../../src/features/account/monthly-report-strings.ts';
import { USERS_STRINGS } from '../../src/features/users/users-strings.ts';
import { CALENDAR_FEED_STRINGS } from '../../src/features/buildings/calendar-feed-strings.ts';
import { TABLET_PORTRAIT_VIEWPORT, WORKER_BLOCKED, launchBrowser, screenshot, signIn } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { apiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

describe('accessibility (axe-core, WCAG 2.2 AA rules)', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let firstBuildingId: number;
  let eventId: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    firstBuildingId = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data[0]!.id;
    const chart = await api.post<{ eventId: number }[]>('/building-manager/hero-chart/', { event: 10, year: new Date().getFullYear() });
    eventId = chart.data[0]!.eventId;
    // axe checks what is drawn online; the install offer is the page's own event, not the worker's.
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, bypassCSP: true, ...WORKER_BLOCKED });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const check = async (path: string, ready: (page: Page) => Promise<unknown>) => {
    await page.goto(`${server.url}${path}`);
    await ready(page);
    expect(await seriousViolations(page), path).toEqual([]);
  };

  it('the sign-in page and the forgot-password dialog', async () => {
    await check('/', (p) => p.getByRole('button', { name: 'Log in' }).waitFor());
    await check('/?forgot-password', (p) => p.getByRole('dialog').waitFor());
    // A used or made-up reset link: the page that offers a new one.
    await check('/resetPassword?email=nobody%40example.com&reset-token=made-up', (p) =>
      p.getByRole('button', { name: ACCOUNT_UI_STRINGS.sendNewResetLink }).waitFor(),
    );
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });

  it.each<[string, string | string[]]>([
    // The calendar, and the chart's events (buttons over an SVG drawing).
    ['/dashboard', ['.ec', '.dash-chart__point']],
    ['/client-dashboard', '.an-section'],
    ['/user-dashboard', 'input[type="search"], input'],
    ['/my-task', '[data-testid="task-row"]'],
    ['/profile', '.profile-email'],
    ['/building', '.building-card'],
  ])('%s', async (path, selectors) => {
    await check(path, async (p) => {
      for (const selector of [selectors].flat()) await p.locator(selector).first().waitFor();
    });
  });

  it('the sidebar with the install offer (Chromium offers it a moment after the page is drawn)', async () => {
    await check('/dashboard', async (p) => {
      await p.locator('.ec').first().waitFor();
      await p.evaluate(`window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }))`);
      await p.getByRole('navigation').getByRole('button', { name: PWA_STRINGS.install }).waitFor();
    });
  });

  it.each(['?contact', '?report', '?change-password', '?task_id=0'])('the dialog %s', async (query) => {
    await check(`/dashboard${query}`, (p) => p.getByRole('dialog').waitFor());
  });

  it('the event popup (?id=), whose Add to calendar downloads the event as an .ics file', async () => {
    await check(`/dashboard?id=${eventId}`, (p) => p.getByRole('dialog').waitFor());
    await screenshot(page, 'event-popup-add-to-calendar-768x1024');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // The carousel holds the day's other events too, off screen: the one shown is the one asked for.
      page.getByRole('dialog').locator('.swiper-slide-active').getByRole('button', { name: /^Add to calendar: / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:event-${eventId}@`);
  });

  it('the calendar feed on /building: published, its address copied and serving text/calendar; the report switch on /profile', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await check('/building', async (p) => {
      await p.locator('.calendar-feed summary').first().click();
      await p.getByRole('button', { name: CALENDAR_FEED_STRINGS.publish }).first().click();
      await p.getByRole('button', { name: CALENDAR_FEED_STRINGS.copy }).waitFor();
    });
    await page.getByRole('button', { name: CALENDAR_FEED_STRINGS.copy }).click();
    await page.getByText(CALENDAR_FEED_STRINGS.copied).waitFor();
    const url = await page.evaluate(() =>
      (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
    );
    expect(url).toBe(await page.getByLabel(CALENDAR_FEED_STRINGS.address).inputValue());
    for (const size of [TABLET_PORTRAIT_VIEWPORT, { width: 1024, height: 768 }]) {
      await page.setViewportSize(size);
      await screenshot(page, `building-calendar-feed-${size.width}x${size.height}`);
    }
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    await check('/profile', (p) => p.getByRole('checkbox', { name: MONTHLY_REPORT_OPT_IN_LABEL }).and(p.locator(':enabled')).waitFor());
    await page.getByRole('checkbox', { name: MONTHLY_REPORT_OPT_IN_LABEL }).check();
    await page.getByText(MONTHLY_REPORT_STRINGS.on).waitFor();
    expect(await seriousViolations(page), '/profile, opted in').toEqual([]);
    await screenshot(page, 'profile-monthly-report-768x1024');
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: MONTHLY_REPORT_OPT_IN_LABEL }).isChecked()).toBe(true);
  });

  it("a resident's Edit details form (/user-dashboard, Profile tab)", async () => {
    await check('/user-dashboard', (p) => p.locator('.users-list__item').first().waitFor());
    await page.locator('.users-list__item').first().click();
    await page.getByRole('tab', { name: USERS_STRINGS.profileTab }).click();
    await page.getByRole('button', { name: USERS_STRINGS.editDetails }).click();
    await page.locator('form.users-edit').waitFor();
    expect(await seriousViolations(page), 'Edit details').toEqual([]);
  });

  it('the front-desk dialog', async () => {
    await check(`/building?front-desk&buildingId=${firstBuildingId}`, (p) => p.getByRole('dialog').waitFor());
  });

  it.each(['building', 'venue', 'staff'])('the add dialog of /building: %s', async (kind) => {
    await check(`/building?create&kind=${kind}`, (p) => p.getByRole('dialog').locator('form').waitFor());
  });
});
