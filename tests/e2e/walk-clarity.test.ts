// What a new user tripped over on a day's walk, in Chromium against the real server on the demo
// data: a message to one user names its recipient; the front desk's own account finds the way out
// and Change password in the profile menu; the event form offers pictures by the event that shows
// them and says at once, offline, that scheduling needs the connection. Each screen at both tablet
// sizes (test-results/, and SHOTS_DIR when set), and axe on what changed.
import { copyFile, mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUILDING_ADMIN, DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { ACCOUNT_UI_STRINGS } from '../../src/features/account/account-strings.ts';
import { EVENTS_STRINGS } from '../../src/features/events/events-strings.ts';
import { recipientLine } from '../../src/features/messages/messages-strings.ts';
import { FRONT_DESK_STRINGS } from '../../src/ui/front-desk-strings.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, screenshot, signIn, workerOption } from '../support/e2e-browser.ts';
import { apiClient, waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

async function bothSizes(page: Page, name: string): Promise<void> {
  for (const size of [TABLET_PORTRAIT_VIEWPORT, DESKTOP_VIEWPORT]) {
    await page.setViewportSize(size);
    const path = await screenshot(page, `${name}-${size.width}x${size.height}`);
    if (process.env.SHOTS_DIR === undefined) continue;
    await mkdir(process.env.SHOTS_DIR, { recursive: true });
    await copyFile(path, `${process.env.SHOTS_DIR}/${name}-${size.width}x${size.height}.png`);
  }
  await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
}

describe('a day at the desk, said plainly', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** `worker: false`: no service worker, for a test that stays online. */
  async function signedIn(email: string, password: string, options: { worker?: boolean } = {}): Promise<Page> {
    // axe is an injected script: the context bypasses CSP (the app itself is unchanged).
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, bypassCSP: true, ...workerOption(options.worker) });
    const page = await context.newPage();
    await signIn(page, server.url, email, password);
    return page;
  }

  it('"Message a user" names who will receive it', async () => {
    const api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const user = (await api.post<{ users: { id: number; firstName: string; lastName: string; email: string }[] }>('/building-manager/users/', { limit: 1 })).data
      .users[0]!;
    const page = await signedIn(DEMO_MANAGER.email, DEMO_MANAGER.password, { worker: false });
    // The at-risk list's link, as it writes it (the overlay query string of docs/product-spec.md, Overlay dialogs).
    await page.goto(`${server.url}/client-dashboard?broadcast-msg?userId=${user.id}`);
    const recipient = page.getByRole('dialog').getByTestId('message-recipient');
    await expect
      .poll(() => recipient.innerText(), { timeout: 15_000 })
      .toBe(recipientLine(user.id, { name: `${user.firstName} ${user.lastName}`, email: user.email }));
    expect(await seriousViolations(page)).toEqual([]);
    await bothSizes(page, 'message-a-user-recipient');
    await page.context().close();
  });

  it("the front desk's own account: the profile menu says how to leave and offers Change password", async () => {
    const page = await signedIn(DEMO_BUILDING_ADMIN.email, DEMO_BUILDING_ADMIN.password, { worker: false });
    await page.getByRole('banner').getByRole('button', { name: /Profile menu/ }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: FRONT_DESK_STRINGS.leave }).waitFor();
    const signOut = menu.getByRole('menuitem', { name: 'Sign out' });
    expect(await signOut.getAttribute('aria-disabled')).toBe('true');
    const noteId = await signOut.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${noteId}"]`).innerText()).toBe(FRONT_DESK_STRINGS.signOutHintOwnAccount);
    expect(await seriousViolations(page)).toEqual([]);
    await bothSizes(page, 'front-desk-profile-menu');
    await menu.getByRole('menuitem', { name: FRONT_DESK_STRINGS.changePassword }).click();
    await page.getByRole('dialog', { name: ACCOUNT_UI_STRINGS.changePasswordTitle }).waitFor();
    expect(new URL(page.url()).search).toBe('?change-password');
    await page.context().close();
  });

  it('the event form offers pictures by their event, and offline says at once that it needs the connection', async () => {
    const page = await signedIn(DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/events`);
    await page.locator('.event-card').first().waitFor({ timeout: 20_000 });
    // One building's events, so the form has that building's pictures.
    const buildingId = await page.locator('.events-list select option').nth(1).getAttribute('value');
    await page.locator('.events-list select').selectOption(buildingId!);
    await page.locator('.event-card').first().waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: EVENTS_STRINGS.newEvent }).click();
    const dialog = page.getByRole('dialog', { name: EVENTS_STRINGS.newEventTitle });
    const image = dialog.getByLabel(EVENTS_STRINGS.image, { exact: true });
    await image.waitFor();
    const offered = (await image.locator('option').allInnerTexts()).slice(1);
    expect(offered.length).toBeGreaterThan(0);
    for (const label of offered) expect(label).toMatch(/^Picture of /);
    await image.selectOption({ index: 1 });
    await dialog.getByRole('img', { name: EVENTS_STRINGS.chosenPicture }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await bothSizes(page, 'new-event-picture-by-event');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.context().setOffline(true);
    try {
      await page.getByRole('link', { name: EVENTS_STRINGS.newEvent }).click();
      await expect.poll(() => dialog.getByRole('alert').innerText(), { timeout: 15_000 }).toBe(EVENTS_STRINGS.needsConnection);
      expect(await seriousViolations(page)).toEqual([]);
      await bothSizes(page, 'new-event-offline-at-once');
    } finally {
      await page.context().setOffline(false);
    }
    await page.context().close();
  });
});
