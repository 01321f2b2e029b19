// Events run from the portal, in real Chromium against the real server (one server and one
// browser for the file): a weekly class scheduled on one tablet shows on a second tablet's /events and
// calendar by the live-change stream; the desk fills it past capacity, cancels a going RSVP and the
// first waitlisted is promoted (and e-mailed); an RSVP made offline reaches the server once; the
// cancelled event e-mails its residents. axe on the screen and its dialogs; screenshots at both sizes.
import { addDays, format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { DASHBOARD_STRINGS } from '../../src/features/dashboard/dashboard-strings.ts';
import { EVENTS_STRINGS as S } from '../../src/features/events/events-strings.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, signIn, workerOption, type OpenedPage } from '../support/e2e-browser.ts';
import { expectToast } from '../support/e2e-account.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { readLatestMail } from '../support/e2e-mail.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { LIVE_CHANGE_WAIT_MS } from '../support/e2e-live.ts';

const CAPACITY = 2;

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

interface RosterAnswer {
  event: { id: number; going: number; waitlisted: number };
  rsvps: { userId: number; status: string; position: number | null }[];
}

const isEventStream = (url: string) => new URL(url).pathname === '/api/changes';

/** `worker: false`: no service worker, for a tablet that stays online and only watches the others' changes. */
async function openEvents(browser: Browser, serverUrl: string, options: { bypassCSP?: boolean; worker?: boolean } = {}): Promise<OpenedPage> {
  const worker = options.worker ?? true;
  const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: options.bypassCSP ?? false, ...workerOption(worker) });
  const page = await context.newPage();
  await signIn(page, serverUrl, DEMO_MANAGER.email, DEMO_MANAGER.password);
  if (worker) await waitForServiceWorkerControl(page);
  const streamOpen = page.waitForResponse((response) => isEventStream(response.url()) && response.status() === 200);
  await page.goto(`${serverUrl}/events`);
  await streamOpen;
  await page.locator('.events-days, .events-empty').first().waitFor();
  return { context, page };
}

const eventCard = (page: Page, name: string) => page.locator('.event-card').filter({ hasText: name });
const rosterSection = (page: Page, title: string) => page.locator(`.roster-section[aria-label="${title}"]`);

/**
 * The toasts of the actions before are left out of axe's look at a screen. Their close buttons are
 * 24 px targets and hidden behind the stack's front toast (src/styles/toasts.css), but while the
 * stack opens or closes under the pointer two of them can still overlap for a moment, which the
 * target-size rule then finds (about one run in two here): the toasts' matter, not this screen's.
 */
const TOASTS = ['.Toastify'];

/** `label`: what the button says before the tap (a place, or a place on the waitlist when full). */
async function giveAPlace(page: Page, resident: Resident, label: string = S.givePlace): Promise<void> {
  const search = page.getByLabel(S.findResident);
  await search.fill(resident.email);
  const button = page.getByRole('button', { name: `${label}: ${resident.firstName} ${resident.lastName}` });
  await button.click();
}

describe('events run from the portal', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let desk: OpenedPage;
  let second: OpenedPage;
  let buildingId: number;
  let residents: Resident[];
  let eventId: number;
  const name = `Desk yoga ${Date.now().toString(36)}`;
  // Tomorrow on the device: in the future in every building's zone, so RSVPs are taken.
  const firstDay = addDays(new Date(), 1);
  const date = format(firstDay, 'yyyy-MM-dd');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
    for (const building of buildings) {
      const page = await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: building.id, limit: 50 });
      const withMail = page.data.users.filter((user) => user.email);
      if (withMail.length >= 4) {
        buildingId = building.id;
        residents = withMail.slice(0, 4);
        break;
      }
    }
    expect(residents, 'a demo building with four residents').toHaveLength(4);
  });

  afterAll(async () => {
    await desk?.context.close();
    await second?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('a weekly class scheduled on one tablet shows on the other’s /events and calendar by the live stream', async () => {
    // The desk goes offline (here and for the queued RSVP) and keeps the worker; the second tablet only watches.
    [desk, second] = await Promise.all([openEvents(browser, server.url, { bypassCSP: true }), openEvents(browser, server.url, { worker: false })]);
    expect(await seriousViolations(desk.page), '/events').toEqual([]);
    // The second tablet's calendar, in a second tab (the tabs share one stream), on the class's month.
    const calendar = await second.context.newPage();
    await calendar.goto(`${server.url}/dashboard`);
    await calendar.locator('.dash-ec-entry').first().waitFor({ timeout: 20_000 });
    if (firstDay.getMonth() !== new Date().getMonth()) await calendar.getByRole('button', { name: DASHBOARD_STRINGS.nextMonth }).click();

    await desk.page.getByRole('link', { name: S.newEvent }).click();
    const dialog = desk.page.getByRole('dialog', { name: S.newEventTitle });
    await dialog.locator('form').waitFor();
    expect(await seriousViolations(desk.page, TOASTS), 'the New event dialog').toEqual([]);

    const building = dialog.getByLabel(S.building, { exact: true });
    if ((await building.count()) > 0) await building.selectOption(String(buildingId));
    await dialog.getByLabel(S.name, { exact: true }).fill(name);
    await dialog.getByLabel(S.eventType).selectOption('2');
    await dialog.getByLabel(S.date, { exact: true }).fill(date);
    await dialog.getByLabel(S.startTime).fill('10:00');
    await dialog.getByLabel(S.endTime).fill('09:00');
    await dialog.getByLabel(S.capacity).fill(String(CAPACITY));
    await dialog.getByLabel(S.repeatWeekly).check();
    await dialog.getByLabel(format(firstDay, 'EEE'), { exact: true }).check();
    await dialog.getByLabel(S.repeatEnds).selectOption('count');
    await dialog.getByLabel(S.count).fill('4');
    // An end before the start is said at its field, nothing sent.
    await dialog.getByRole('button', { name: S.create }).click();
    await dialog.getByText(S.endBeforeStart).waitFor();
    await dialog.getByLabel(S.endTime).fill('11:00');
    await viewportScreenshot(desk.page, 'events-new-dialog-768x1024');
    // Offline, nothing is sent: the dialog says the connection is needed (the form's own mistakes first).
    await desk.context.setOffline(true);
    await dialog.getByText(S.needsConnection).first().waitFor();
    await dialog.getByRole('button', { name: S.create }).click();
    await expectToast(desk.page, S.needsConnection);
    await desk.context.setOffline(false);
    // Back online, the dialog's line goes: only then does a tap on Create send (the page hears the
    // browser's online event a moment after the network is back; a tap before it is refused again).
    await dialog.locator('.event-dialog__offline').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: S.create }).click();
    await expectToast(desk.page, S.created(4));
    const createdAt = Date.now();

    await expect.poll(() => eventCard(second.page, name).count(), { timeout: LIVE_CHANGE_WAIT_MS, interval: 50 }).toBe(1);
    const day = calendar.locator(`.dash-ec-entry[data-date="${date}"]`);
    await expect
      .poll(() => day.evaluate((element, wanted) => (element.textContent ?? '').includes(wanted) || element.querySelector(`[title="${wanted}"]`) !== null, name).catch(() => false), {
        timeout: LIVE_CHANGE_WAIT_MS,
        interval: 50,
      })
      .toBe(true);
    console.log(`events: the second tablet showed the new class ${Date.now() - createdAt} ms after the answer`);
    await viewportScreenshot(second.page, 'events-list-768x1024');
    await calendar.close();
  });

  it('fills the class past capacity at the desk; a cancelled place goes to the first waitlisted, who is e-mailed', async () => {
    const { page } = desk;
    // The new class's roster opened when it was created (its first occurrence).
    await page.locator('.roster-head__name').filter({ hasText: name }).waitFor();
    eventId = Number(await page.evaluate(() => (globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }).sessionStorage.getItem('hom.events.selection')));
    const [first, secondResident, third] = residents as [Resident, Resident, Resident, Resident];
    await giveAPlace(page, first);
    await expectToast(page, S.rsvpGoing(`${first.firstName} ${first.lastName}`));
    await giveAPlace(page, secondResident);
    await expectToast(page, S.rsvpGoing(`${secondResident.firstName} ${secondResident.lastName}`));
    await giveAPlace(page, third, S.addToWaitlist(1));
    await expectToast(page, S.rsvpWaitlisted(`${third.firstName} ${third.lastName}`, 1));
    await expect.poll(() => rosterSection(page, S.waitlist).getByText(`${third.firstName} ${third.lastName}`).count()).toBe(1);
    await viewportScreenshot(page, 'events-roster-768x1024');
    expect(await seriousViolations(page, TOASTS), 'the roster').toEqual([]);
    // The other tablet's list follows the roster.
    await expect.poll(() => eventCard(second.page, name).first().innerText(), { timeout: LIVE_CHANGE_WAIT_MS }).toContain('1 waitlisted');

    const cancelledAt = new Date();
    await page.getByRole('button', { name: `${S.cancelRsvp}: ${first.firstName} ${first.lastName}` }).click();
    await expectToast(page, S.promoted(`${third.firstName} ${third.lastName}`));
    await expect.poll(() => rosterSection(page, S.going).getByText(`${third.firstName} ${third.lastName}`).count()).toBe(1);
    // E-mailed once the cancel can no longer be undone (UNDO_CANCEL_SECONDS, 20 s).
    const mail = await readLatestMail(server.mailDir, { to: third.email, sentAfter: cancelledAt, timeoutMs: 45_000 });
    expect(mail.text).toContain(name);
  });

  it('an RSVP made offline is pending on the roster and reaches the server once when back online', async () => {
    const { page, context } = desk;
    const fourth = residents[3] as Resident;
    // The search made online is the device's copy offline (the directory's cached page).
    await page.getByLabel(S.findResident).fill(fourth.email);
    const give = page.getByRole('button', { name: `${S.addToWaitlist(1)}: ${fourth.firstName} ${fourth.lastName}` });
    await give.waitFor();
    await context.setOffline(true);
    await give.click();
    await expectToast(page, S.rsvpQueued);
    await rosterSection(page, S.pendingSync).getByText(`${fourth.firstName} ${fourth.lastName}`).waitFor();
    await viewportScreenshot(page, 'events-roster-pending-768x1024');

    await context.setOffline(false);
    await expect.poll(() => rosterSection(page, S.pendingSync).count(), { timeout: 20_000 }).toBe(0);
    const roster = await api.post<RosterAnswer>('/building-manager/event-roster/', { eventId });
    expect(roster.data.rsvps.filter((rsvp) => rsvp.userId === fourth.id).map((rsvp) => rsvp.status)).toEqual(['waitlisted']);
  });

  it('cancelling the event e-mails the residents going or waiting; both sizes looked at', async () => {
    const { page } = desk;
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(page, 'events-roster-1024x768');
    await page.getByRole('link', { name: S.edit }).click();
    const edit = page.getByRole('dialog', { name: S.editEventTitle });
    await edit.locator('form').waitFor();
    expect(await seriousViolations(page, TOASTS), 'the Edit event dialog').toEqual([]);
    await viewportScreenshot(page, 'events-edit-dialog-1024x768');
    await edit.getByRole('button', { name: S.cancel, exact: true }).click();

    await page.getByRole('link', { name: S.cancelEvent }).click();
    const dialog = page.getByRole('dialog', { name: S.cancelEventTitle });
    await dialog.getByRole('button', { name: S.confirmCancel }).waitFor();
    expect(await seriousViolations(page, TOASTS), 'the Cancel event dialog').toEqual([]);
    const cancelledAt = new Date();
    await dialog.getByRole('button', { name: S.confirmCancel }).click();
    await expectToast(page, S.cancelledEvents(1, 3));
    for (const resident of residents.slice(1)) {
      const mail = await readLatestMail(server.mailDir, { to: resident.email, sentAfter: cancelledAt });
      expect(mail.text).toContain(name);
    }
    await page.locator('.roster-head .event-badge--cancelled').waitFor();
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
  });
});
