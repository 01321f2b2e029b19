// The residents' app (/r/) in real Chromium against the real server on demo data: a resident asks
// for a code, reads it from the mailbox folder, signs in on a phone (360x740), RSVPs, and a staff
// tablet (768x1024) has it on the roster, live; the resident cancels (the dialog first), joins a
// full event's waitlist and is moved up, live, when a place frees. The manager's preview opens in a
// new tab with no token in its address. Offline, /r/me shows the RSVPs as last loaded. axe on the
// three screens; screenshots at 360x740, 768x1024 and 1024x768 in /tmp/resident-shots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, format } from 'date-fns';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { EVENTS_STRINGS } from '../../src/features/events/events-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { RESIDENT_STRINGS as S } from '../../src/residents/resident-strings.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, openSignedIn, signIn, WORKER_BLOCKED } from '../support/e2e-browser.ts';
import { readStoredSession } from '../support/e2e-account.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { readLatestMail } from '../support/e2e-mail.ts';
import { apiClient, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { LIVE_CHANGE_WAIT_MS } from '../support/e2e-live.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
const SHOTS_DIR = '/tmp/resident-shots';

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

const card = (page: Page, name: string) => page.locator('li.r-event').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe("the residents' app", () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let buildingId: number;
  let resident: Resident;
  let other: Resident;
  let openName: string;
  let fullName: string;
  let openId: number;
  let fullId: number;
  let phone: { context: BrowserContext; page: Page };
  let tablet: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
    for (const building of buildings) {
      const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: building.id, limit: 50 })).data.users;
      const withMail = users.filter((user) => user.email);
      if (withMail.length >= 2) {
        buildingId = building.id;
        [resident, other] = withMail as [Resident, Resident];
        break;
      }
    }
    expect(resident, 'a demo building with two residents who have an e-mail').toBeDefined();
    const stamp = Date.now().toString(36);
    const date = format(addDays(new Date(), 3), 'yyyy-MM-dd');
    openName = `Open yoga ${stamp}`;
    fullName = `Full spin ${stamp}`;
    const create = async (name: string, capacity: number, startTime: string) =>
      (await api.post<{ ids: number[] }>('/building-manager/create-event/', { buildingId, name, eventType: 2, date, startTime, endTime: `${startTime.slice(0, 2)}:50`, capacity })).data.ids[0]!;
    openId = await create(openName, 5, '09:00');
    fullId = await create(fullName, 1, '10:00');
    // The full event's one place is taken by another resident, at the desk.
    expect((await api.post('/building-manager/rsvp/', { eventId: fullId, userId: other.id })).status).toBe(200);
  });

  afterAll(async () => {
    await phone?.context.close();
    await tablet?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it("previews a building's residents' page from the staff top bar, in a new tab with no token in the address", async () => {
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, bypassCSP: true, ...WORKER_BLOCKED });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const link = page.locator(`a[aria-label="${SHELL_STRINGS.browseAndRsvp}"]`);
    await expect.poll(() => link.getAttribute('href')).toMatch(/^\/r\/events\?preview=[1-9]\d*$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [preview] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await preview.waitForLoadState();
    const url = new URL(preview.url());
    expect(url.pathname).toBe('/r/events');
    expect(url.search).toMatch(/^\?preview=\d+$/);
    const staffToken = (await readStoredSession(page))?.token;
    expect(staffToken).toBeTruthy();
    expect(preview.url()).not.toContain(staffToken!);
    await preview.getByText(/^Preview: this is what residents of .+ see\. Buttons are disabled\.$/).waitFor();
    const buttons = preview.locator('li.r-event button');
    await expect.poll(() => buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
    await preview.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
    await shot(preview, 'preview-768x1024');
    await context.close();
  });

  it("is installable on its own: its manifest, scope /r/, and its own icons", async () => {
    const page = await (await fetch(`${server.url}/r/events`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('<link rel="manifest" href="/r/manifest.webmanifest">');
    expect(page).not.toContain('href="/manifest.webmanifest"');
    const manifest = (await (await fetch(`${server.url}/r/manifest.webmanifest`)).json()) as {
      name: string; short_name: string; start_url: string; scope: string; icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: 'hOM Residents', short_name: 'Residents', start_url: '/r/events', scope: '/r/' });
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/^\/icons\/residents\//);
      expect((await fetch(`${server.url}${icon.src}`)).status, icon.src).toBe(200);
    }
  });

  it("opens offline with its own page: the one service worker answers /r/ navigations with the residents' HTML", async () => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/r`);
      await page.getByLabel(S.emailLabel).waitFor();
      await waitForServiceWorkerControl(page);
      expect(await page.evaluate('navigator.serviceWorker.controller.scriptURL')).toBe(`${server.url}/sw.js`);
      await context.setOffline(true);
      await page.goto(`${server.url}/r/me`);
      // No session on this device: /r/me sends to the residents' sign-in, not the portal's.
      await page.getByRole('heading', { name: S.signInHeading }).waitFor();
      expect(await page.title()).toBe(S.appName);
    } finally {
      await context.close();
    }
  });

  it('signs in with the e-mailed code on a phone, and the sign-in page is accessible', async () => {
    phone = { context: await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, bypassCSP: true }), page: undefined as unknown as Page };
    phone.page = await phone.context.newPage();
    const { page } = phone;
    await page.goto(`${server.url}/r`);
    await page.getByLabel(S.emailLabel).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in-360x740');
    const asked = new Date();
    await page.getByLabel(S.emailLabel).fill(resident.email);
    await page.getByRole('button', { name: S.sendCode }).click();
    const code = page.getByLabel(S.codeLabel);
    await code.waitFor();
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    const mail = await readLatestMail(server.mailDir, { to: resident.email, sentAfter: asked });
    const sixDigits = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(sixDigits, mail.text).toBeDefined();
    await code.fill(sixDigits!);
    await page.getByRole('button', { name: S.signIn }).click();
    await page.waitForURL((url) => url.pathname === '/r/events');
    await card(page, openName).waitFor();
  });

  it("RSVPs, and a staff tablet's roster has it, live; then cancels after the dialog", async () => {
    const { page } = phone;
    tablet = { context: await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, ...WORKER_BLOCKED }), page: undefined as unknown as Page };
    tablet.page = await tablet.context.newPage();
    await openSignedIn(tablet.page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, `/events?event=${openId}`);
    await tablet.page.locator('.roster-head__name').waitFor();
    const going = tablet.page.locator(`.roster-section[aria-label="${EVENTS_STRINGS.going}"] .roster-row[data-user-id="${resident.id}"]`);
    expect(await going.count()).toBe(0);

    const open = card(page, openName);
    expect(await open.textContent()).toContain(S.placesLeft(5));
    const clicked = Date.now();
    await open.getByRole('button', { name: S.join }).click();
    // Carried by the live-change stream (no reload); how soon is bench:live's to measure.
    await going.waitFor({ timeout: LIVE_CHANGE_WAIT_MS });
    console.log(`residents: the staff tablet's roster showed the RSVP ${Date.now() - clicked} ms after the tap`);
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(S.joined(openName));
    await expect.poll(() => open.textContent()).toContain(S.youreGoing);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'events-360x740');

    await open.getByRole('button', { name: S.cancelPlace }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(S.cancelTitle(openName));
    await shot(page, 'cancel-dialog-360x740');
    await dialog.getByRole('button', { name: S.cancelPlace }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe(S.cancelled(openName));
    await expect.poll(() => going.count(), { timeout: LIVE_CHANGE_WAIT_MS }).toBe(0);
  });

  it('joins a full event’s waitlist and is moved up, live, when a place frees', async () => {
    const { page } = phone;
    const full = card(page, fullName);
    expect(await full.textContent()).toContain(S.full);
    await full.getByRole('button', { name: S.joinWaitlist }).click();
    await expect.poll(() => full.textContent()).toContain(S.onWaitlist(1));
    // The desk gives the other resident's place back: the waitlist's first moves up.
    expect((await api.post('/building-manager/cancel-rsvp/', { eventId: fullId, userId: other.id })).status).toBe(200);
    await expect.poll(() => full.textContent(), { timeout: 10_000 }).toContain(S.youreGoing);
    for (const viewport of [TABLET_PORTRAIT_VIEWPORT, DESKTOP_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await shot(page, `events-${viewport.width}x${viewport.height}`);
    }
    await page.setViewportSize(PHONE_VIEWPORT);
  });

  it('shows my RSVPs on /r/me, and offline as last loaded, saying so', async () => {
    const { page, context } = phone;
    await page.goto(`${server.url}/r/me`);
    const mine = page.locator('li.r-event').filter({ hasText: fullName });
    await mine.waitFor();
    expect(await mine.textContent()).toContain(S.youreGoing);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'me-360x740');
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/r/me`);
    await mine.waitFor();

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(/^You're offline: showing your events as last loaded /).waitFor({ timeout: 15_000 });
      expect(await mine.textContent()).toContain(S.youreGoing);
      await shot(page, 'me-offline-360x740');
    } finally {
      await context.setOffline(false);
    }
  });
});
