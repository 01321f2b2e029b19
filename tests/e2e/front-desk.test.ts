// Front-desk mode in real Chromium against the real server on demo data: a manager
// turns the tablet into one building's front desk from /building; the restricted entries look
// disabled, the Pending Tasks tile does nothing, only that building's data reaches the device; leaving
// takes the password (a wrong one is refused) and wipes the desk's data before the manager is back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { CREATE_FORM_STRINGS as CREATE } from '../../src/features/buildings/create-strings.ts';
import { FRONT_DESK_STRINGS as F } from '../../src/ui/front-desk-strings.ts';
import { OFFLINE_DB_NAME, RESPONSES_STORE } from '../../src/offline/shared/offline-constants.ts';
import { expectToast } from '../support/e2e-account.ts';
import {
  DESKTOP_VIEWPORT,
  expectFitsViewportWidth,
  launchBrowser,
  openPage,
  screenshot,
  openSignedIn,
  signIn,
  TABLET_PORTRAIT_VIEWPORT,
  trackNetworkQuiet,
  WORKER_BLOCKED,
} from '../support/e2e-browser.ts';
import { apiClient, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const DIALOG = '[role="dialog"]';
const RESTRICTED = ['My Tasks', 'My Profile', 'My Buildings', 'Sign out'] as const;

/** The bodies of every API answer the device keeps (the service worker's copies). */
async function cachedBodies(page: Page): Promise<string[]> {
  const script = `new Promise((resolve, reject) => {
    const open = indexedDB.open(${JSON.stringify(OFFLINE_DB_NAME)});
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(${JSON.stringify(RESPONSES_STORE)})) { db.close(); resolve([]); return; }
      const request = db.transaction(${JSON.stringify(RESPONSES_STORE)}, 'readonly').objectStore(${JSON.stringify(RESPONSES_STORE)}).getAll();
      request.onsuccess = () => { db.close(); resolve(request.result.map((row) => row.path + ' ' + row.body)); };
      request.onerror = () => reject(request.error);
    };
  })`;
  return (await page.evaluate(script)) as string[];
}

describe('front-desk mode', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let buildings: { id: number; name: string }[];
  let api: ApiClient;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    buildings = (await api.post<{ id: number; name: string }[]>('/building-manager/buildings/', {})).data;
    ({ context, page } = await openPage(browser, { tablet: true }));
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openMenu = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
    return page.getByRole('menu');
  };

  it('/building shows every building of the manager as a card with its facts', async () => {
    expect(buildings.length).toBeGreaterThan(1);
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/building`);
    await expect.poll(() => page.locator('.building-card').count()).toBe(buildings.length);
    for (const building of buildings) {
      const details = await api.post<{ timeZone: string; liason: { firstName: string } | null }>('/building-manager/building-details/', {
        id: building.id,
      });
      const card = page.locator('.building-card').filter({ has: page.getByRole('heading', { name: building.name }) });
      await expect.poll(() => card.innerText()).toContain(details.data.timeZone);
    }
    // The buildings first: adding is a row of actions above them, and no form is open.
    const actions = page.getByRole('group', { name: CREATE.title });
    expect(await actions.getByRole('link').allInnerTexts()).toEqual(Object.values(CREATE.actions));
    expect(await page.locator('main form').count()).toBe(0);
    await expectFitsViewportWidth(page);
    await screenshot(page, 'buildings-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expectFitsViewportWidth(page);
    await screenshot(page, 'buildings-1024x768');
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
  });

  it("'Add a building' opens its form in a dialog starting from the device's time zone, also one Intl's list leaves out (UTC)", async () => {
    // A device set to UTC (a context of its own): Chromium's list of zones has no "UTC", and the form
    // showed Africa/Abidjan. Only the form is looked at here: no service worker.
    const utc = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, timezoneId: 'UTC', ...WORKER_BLOCKED });
    try {
      const utcPage = await utc.newPage();
      await openSignedIn(utcPage, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/building');
      await utcPage.getByRole('group', { name: CREATE.title }).getByRole('link', { name: CREATE.actions.building }).click();
      const dialog = utcPage.getByRole('dialog', { name: CREATE.actions.building });
      const zone = dialog.getByLabel(CREATE.timeZone);
      await expect.poll(() => zone.inputValue()).toBe('UTC');
      expect(await zone.locator('option:checked').innerText()).toBe('UTC');
      await expectFitsViewportWidth(utcPage);
      await screenshot(utcPage, 'buildings-add-building-768x1024');
      await dialog.getByRole('button', { name: CREATE.cancel }).click();
      await expect.poll(() => utcPage.getByRole('dialog').count()).toBe(0);
      expect(new URL(utcPage.url()).search).toBe('');
    } finally {
      await utc.close();
    }
  });

  it('/profile shows the account and when the session ends', async () => {
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.locator('.profile-email').innerText()).toBe(DEMO_MANAGER.email);
    expect(await page.getByText('Signed in until').count()).toBe(1);
    // The account's own picture: upload a small PNG, then it shows (served from /api/images/…).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('.profile-picture input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.locator('.profile-picture__image').getAttribute('src'), { timeout: 10_000 }).toMatch(/^\/api\/images\/\w+$/);
    await screenshot(page, 'profile-768x1024');
  });

  it("starts for one building: that building only, restricted entries disabled, the tile inert, no other building's data on the device", async () => {
    const desk = buildings[0]!;
    const others = buildings.slice(1).map((building) => building.name);
    const network = trackNetworkQuiet(page);
    await page.goto(`${server.url}/building`);
    await page.getByRole('link', { name: `Start front-desk mode for ${desk.name}` }).click();
    await page.locator(DIALOG).getByRole('button', { name: F.start }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The mode and its building are named on the page, so nobody at the desk wonders which it is.
    await expect.poll(() => page.getByTestId('front-desk-banner').innerText()).toMatch(new RegExp(`^${F.modeName}\\s+${desk.name}$`));
    const menu = await openMenu();
    for (const label of RESTRICTED) {
      expect(await menu.getByRole('menuitem', { name: label }).getAttribute('aria-disabled'), label).toBe('true');
    }
    expect(await menu.getByRole('menuitem', { name: F.leave }).getAttribute('aria-disabled')).toBeNull();
    await page.keyboard.press('Escape');
    // The Pending Tasks tile goes nowhere in this mode.
    const tile = page.getByRole('button', { name: /Pending Tasks/ });
    if ((await tile.count()) > 0) expect(await tile.isDisabled()).toBe(true);
    await network.wait();
    // Only the desk's building has reached the device since the switch (the manager's copies were wiped).
    await expect.poll(async () => (await cachedBodies(page)).some((body) => body.includes('/calendar-events/'))).toBe(true);
    const leaked = (await cachedBodies(page)).filter((body) => others.some((name) => body.includes(name)));
    expect(leaked).toEqual([]);
    await screenshot(page, 'front-desk-dashboard-768x1024');
  });

  it('what the mode turns off is not reachable by address either: it says so and shows /dashboard', async () => {
    for (const [path, name] of [['/my-task', 'My Tasks'], ['/profile', 'My Profile'], ['/building', 'My Buildings']] as const) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await expectToast(page, F.pageOff(name));
    }
    // No task list to mark complete, and no building forms.
    expect(await page.getByRole('checkbox', { name: /complete/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Start front-desk mode/ }).count()).toBe(0);
  });

  it('leaving needs the password: a wrong one is refused and the mode stays; the right one wipes the desk and brings the manager back', async () => {
    const menu = await openMenu();
    await menu.getByRole('menuitem', { name: F.leave }).click();
    const dialog = page.locator(DIALOG);
    await dialog.getByLabel(F.password).fill('not-the-password');
    await dialog.getByRole('button', { name: F.leave }).click();
    // The refusal comes after a deliberately slow password check: on a loaded machine (measured here
    // 0.3-2 s) more than expect.poll's default second.
    await expect.poll(() => dialog.getByText('Wrong password.').count(), { timeout: 20_000 }).toBe(1);
    await expectFitsViewportWidth(page);
    await dialog.getByLabel(F.password).fill(DEMO_MANAGER.password);
    await dialog.getByRole('button', { name: F.leave }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
    const back = await openMenu();
    await expect.poll(() => back.getByRole('menuitem', { name: 'My Tasks' }).getAttribute('aria-disabled')).toBeNull();
    expect(await back.getByRole('menuitem', { name: F.leave }).count()).toBe(0);
    await page.keyboard.press('Escape');
    void context;
  });

  it('a building added on /building appears in the /dashboard building selector; a duplicate name is refused on its field', async () => {
    const name = `Lakeside ${Date.now() % 100000}`;
    await page.goto(`${server.url}/building`);
    const addAction = (label: string) => page.getByRole('group', { name: CREATE.title }).getByRole('link', { name: label }).click();
    await addAction(CREATE.actions.building);
    const form = page.getByRole('dialog').locator('.create-form');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Time zone').selectOption('America/Chicago');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.locator('.building-card').filter({ has: page.getByRole('heading', { name }) }).count(), { timeout: 10_000 }).toBe(1);
    // Added: the dialog closed. The same name again is refused on its field.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await addAction(CREATE.actions.building);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form.locator('.field-error').first().innerText()).toMatch(/already have a building with this name/);
    await page.keyboard.press('Escape');
    // A venue for it, through the Venue form: it shows on the new building's card.
    await addAction(CREATE.actions.venue);
    const venueForm = page.getByRole('dialog').locator('.create-form');
    await venueForm.getByLabel('Building').selectOption({ label: name });
    await venueForm.getByLabel('Name', { exact: true }).fill('Lake Room');
    await venueForm.getByLabel('Capacity (places)').fill('-3');
    await venueForm.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => venueForm.locator('.field-error').count()).toBeGreaterThan(0);
    await venueForm.getByLabel('Capacity (places)').fill('20');
    await venueForm.getByRole('button', { name: 'Add' }).click();
    const card = page.locator('.building-card').filter({ has: page.getByRole('heading', { name }) });
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toContain('Lake Room');
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.locator('.dash-page__building select option').allInnerTexts(), { timeout: 10_000 }).toContain(name);
  });
});
