// A front desk's Create user waits for a manager (its answer must not tell a free e-mail from another
// building's resident), in real Chromium against the real server: the desk adds a free e-mail and
// another building's resident and is told the same for both; the manager confirms one and declines
// the other on /user-dashboard; the confirmed one is then in the desk's directory. Screenshots at
// both sizes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { USERS_STRINGS as SERVER_USERS_STRINGS } from '../../server/users/users-strings.ts';
import { USERS_STRINGS as S } from '../../src/features/users/users-strings.ts';
import { expectToast } from '../support/e2e-account.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, openSignedIn, signIn, TABLET_PORTRAIT_VIEWPORT, WORKER_BLOCKED, type OpenedPage } from '../support/e2e-browser.ts';
import { apiClient, viewportScreenshot, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface Listed {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

describe("a front desk's new residents, confirmed by a manager", () => {
  let server: TestServer;
  let browser: Browser;
  let desk: ApiClient;
  let manager: ApiClient;
  const opened: OpenedPage[] = [];
  let elsewhere: Listed;
  const fresh = `fresh.${Date.now().toString(36)}@example.com`;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    desk = await apiClient(server.url, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
    manager = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const deskBuilding = (await desk.post<{ buildingIdAdmin: number }>('/users/user-info/', {})).data.buildingIdAdmin;
    const buildings = (await manager.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
    const other = buildings.find((building) => building.id !== deskBuilding)!;
    const theirs = (await manager.post<{ users: Listed[] }>('/building-manager/users/', { buildingId: other.id, limit: 200 })).data.users;
    const ours = new Set((await manager.post<{ users: Listed[] }>('/building-manager/users/', { buildingId: deskBuilding, limit: 5000 })).data.users.map((user) => user.id));
    elsewhere = theirs.find((user) => !ours.has(user.id))!;
    expect(elsewhere).toBeDefined();
  });

  afterAll(async () => {
    for (const each of opened) await each.context.close();
    await browser?.close();
    await server?.stop();
  });

  async function createAsDesk(page: OpenedPage['page'], firstName: string, email: string): Promise<string> {
    await page.goto(`${server.url}/user-dashboard`);
    await page.getByRole('button', { name: S.addUser }).click();
    const form = page.locator('form.users-form');
    await form.getByLabel(S.firstName).fill(firstName);
    await form.getByLabel(S.lastName).fill('Newcomer');
    await form.getByLabel(S.email).fill(email);
    await form.getByRole('button', { name: S.createUser }).click();
    return expectToast(page, SERVER_USERS_STRINGS.managerWillConfirm);
  }

  it('tells the desk the same for a free e-mail and for another building’s resident, and shows neither yet', async () => {
    const tablet = await openPage(browser, { tablet: true, worker: false });
    opened.push(tablet);
    await signIn(tablet.page, server.url, DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password);
    const first = await createAsDesk(tablet.page, 'Freya', fresh);
    await viewportScreenshot(tablet.page, 'resident-request-sent-768x1024');
    const second = await createAsDesk(tablet.page, 'Olga', elsewhere.email);
    expect(second).toBe(first);
    // The form starts again; nothing reloads.
    expect(await tablet.page.locator('form.users-form').getByLabel(S.firstName).inputValue()).toBe('');
    for (const search of [fresh, elsewhere.email]) {
      expect((await desk.post<{ count: number }>('/building-manager/users/', { search })).data.count, search).toBe(0);
    }
  });

  it('lists both to the manager, who confirms the free one and declines the other', async () => {
    // axe is injected as a script: the page's own CSP would refuse it.
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, bypassCSP: true, ...WORKER_BLOCKED });
    const laptop = { context, page: await context.newPage() };
    opened.push(laptop);
    const { page } = laptop;
    await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/user-dashboard');
    const panel = page.getByRole('region', { name: S.requestsTitle });
    await panel.waitFor();
    const freya = panel.getByRole('listitem').filter({ hasText: fresh });
    const olga = panel.getByRole('listitem').filter({ hasText: elsewhere.email });
    await freya.waitFor();
    expect(await olga.innerText()).toContain(S.alreadyRegistered);
    expect(await seriousViolations(page, ['.Toastify']), 'the residents waiting for confirmation').toEqual([]);
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(page, 'resident-requests-1024x768');
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
    await viewportScreenshot(page, 'resident-requests-768x1024');
    await freya.getByRole('button', { name: S.confirmRequest }).click();
    await expectToast(page, S.requestConfirmed);
    await olga.getByRole('button', { name: S.declineRequest }).click();
    await expectToast(page, S.requestDeclined);
    await expect.poll(() => panel.count()).toBe(0);
    // Freya is now the desk's resident; the other building's resident is not.
    expect((await desk.post<{ count: number }>('/building-manager/users/', { search: fresh })).data.count).toBe(1);
    expect((await desk.post<{ count: number }>('/building-manager/users/', { search: elsewhere.email })).data.count).toBe(0);
  });
});
