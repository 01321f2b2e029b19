// The user directory offline: on the front-desk tablet, the user list and a user's calendar and profile seen
// once come back from the device's copy after an offline reload, with their age; amenity save,
// picture upload and creating a user need the connection and say so (nothing is queued or sent).
// The top bar at 768 wide on every page, online and offline, fits and names its icons.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { TASK_STRINGS } from '../../src/features/tasks/tasks-strings.ts';
import { USERS_STRINGS as S } from '../../src/features/users/users-strings.ts';
import { expectToast } from '../support/e2e-account.ts';
import { launchBrowser, openPage, signIn, trackNetworkQuiet } from '../support/e2e-browser.ts';
import { expectToastsTidy } from '../support/e2e-toasts.ts';
import { expectTopBarFits } from '../support/e2e-top-bar.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface ListedUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  joiningDate: string;
  associatedBuilding: { amenityMembership: boolean; amenityMember: boolean };
}

const STALE = /^Offline — data from \d{1,2}:\d\d [AP]M$/;

describe('user directory offline', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ApiClient;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    ({ context, page } = await openPage(browser, { tablet: true }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('reloads a seen list, calendar and profile offline; the writes say they need the connection', async () => {
    const users = (await api.post<{ count: number; users: ListedUser[] }>('/building-manager/users/', {})).data;
    const user = users.users.find((each) => each.associatedBuilding.amenityMembership)!;
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);

    // Online: the list, then the user's calendar and profile (768 wide: list, then the user).
    await page.goto(`${server.url}/user-dashboard`);
    await expect.poll(() => page.getByTestId('users-count').innerText(), { timeout: 20_000 }).toBe(S.totalCount(users.count));
    await page.locator('.users-list__item').filter({ hasText: user.email }).first().click();
    await page.locator('.dash-schedule').waitFor();
    await expect.poll(() => page.locator('.dash-schedule').getAttribute('aria-busy')).toBe('false');
    await page.getByRole('tab', { name: S.profileTab }).click();
    await page.getByRole('button', { name: S.save }).waitFor();

    await context.setOffline(true);
    await page.reload();
    // The chosen user and tab survive the reload; the profile comes from the device with its age.
    await expect.poll(() => page.getByRole('banner').locator('h1').innerText(), { timeout: 20_000 }).toBe(user.firstName);
    const [year, month, day] = user.joiningDate.split('-');
    await expect.poll(() => page.locator('.users-profile').innerText()).toContain(`${month}-${day}-${year}`);
    await expect.poll(() => page.getByTestId('stale-notice').first().innerText()).toMatch(STALE);
    await viewportScreenshot(page, 'users-offline-profile-768x1024');

    await page.getByRole('button', { name: S.save }).click();
    await expectToast(page, S.amenityOffline);

    await page.getByRole('tab', { name: S.calendarTab }).click();
    await expect.poll(() => page.locator('.dash-ec-entry, .dash-ec-holiday').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: S.backToList }).click();
    await expect.poll(() => page.getByTestId('users-count').innerText()).toBe(S.totalCount(users.count));
    await expect.poll(() => page.getByTestId('stale-notice').first().innerText()).toMatch(STALE);

    await page.getByRole('button', { name: S.addUser }).click();
    const form = page.locator('form.users-form');
    await form.getByLabel(S.firstName).fill('Offline');
    await form.getByLabel(S.lastName).fill('Person');
    await form.getByLabel(S.email).fill(`offline.${Date.now()}@example.com`);
    await form.locator('input[name="userBuildings"]').first().check();
    const create = form.getByRole('button', { name: S.createUser });
    await create.click();
    await expectToast(page, S.createOffline);
    // Tapped again and again: the same sentence once (no pile of copies), readable, clear of the button.
    for (let tap = 0; tap < 3; tap++) await create.click();
    await page.waitForTimeout(500);
    expect(await page.locator('.Toastify__toast').filter({ hasText: S.createOffline }).count()).toBe(1);
    await expectToastsTidy(page, create);

    await context.setOffline(false);
    const after = await api.post<ListedUser>('/building-manager/user-details/', { userId: user.id });
    expect(after.data.associatedBuilding.amenityMember).toBe(user.associatedBuilding.amenityMember);
    const created = await api.post<{ count: number }>('/building-manager/users/', { search: 'offline.' });
    expect(created.data.count).toBe(0);
  });

  it('fits the top bar at 768 wide on every page, online and offline with a copy from another day', async () => {
    const paths = ['/my-task', '/dashboard', '/client-dashboard', '/user-dashboard', '/building', '/profile'] as const;
    const quiet = trackNetworkQuiet(page);
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      await quiet.wait();
      await expectTopBarFits(page, `${path} online`);
    }
    // A day later, offline: the pill names the copy's day too ("Offline — data from Nov 23, 2:05 PM").
    await page.clock.setFixedTime(Date.now() + 26 * 3_600_000);
    await context.setOffline(true);
    try {
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await quiet.wait();
        if (path === '/my-task') {
          await expect.poll(() => page.getByTestId('stale-notice').first().innerText()).toMatch(/^Offline — data from \w{3} \d\d, \d{1,2}:\d\d [AP]M$/);
          // A change waiting to be sent puts its button in the top bar on every page after this one.
          await page.getByTestId('task-row').filter({ hasText: TASK_STRINGS.pending }).first().getByRole('link').click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('button', { name: TASK_STRINGS.markComplete }).tap();
          await dialog.getByRole('button', { name: TASK_STRINGS.close, exact: true }).click();
          await dialog.waitFor({ state: 'detached' });
          await page.getByTestId('unsent-count').waitFor();
        }
        await expectTopBarFits(page, `${path} offline`);
      }
    } finally {
      await context.setOffline(false);
    }
  });
});
