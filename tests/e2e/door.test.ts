// Check-in at the door in real Chromium against the real server: two tablets
// (two browser contexts, separate storage) on one event. One, offline, checks in 5 residents; the
// other, online, checks in 3 of the same and 2 others. Back online the server has 7 attendances,
// each tablet shows 7 within 2 s and the overlaps show the first check-in's time; an undo on one
// shows on the other; a walk-in over capacity warns and counts; Capture % on /client-dashboard
// moves. axe on the door view; screenshots at 768x1024 and 1024x768. After an event (the tablet's
// clock set past its end): a late check-in and an Undo while the window is open; once it closed,
// "Check-in closed at …" and each resident listed once, checked in or no-show.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { ANALYTICS_STRINGS } from '../../src/features/analytics/analytics-strings.ts';
import { DOOR_STRINGS as S } from '../../src/features/events/door-strings.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, WORKER_BLOCKED, expectFitsViewportWidth, launchBrowser, openSignedIn, signIn, workerOption, type OpenedPage } from '../support/e2e-browser.ts';
import { expectToast } from '../support/e2e-account.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { buildingTimeZone, createEventOpenForCheckIn, localParts } from '../support/e2e-door.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { formatMomentClock as checkInTime } from '../../src/ui/date-time-format.ts';

/** Back online, each tablet shows the server's count within this. */
const SYNC_BUDGET_MS = 2_000;
/** Going residents (all RSVPed); a ninth is the walk-in. */
const GOING = 7;

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
}

const fullName = (resident: Resident) => `${resident.firstName} ${resident.lastName}`;
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`);
const TOASTS = ['.Toastify'];
const isEventStream = (url: string) => new URL(url).pathname === '/api/changes';

/**
 * A tablet on the event's door view; `bypassCSP` lets axe's script in. `worker: false`: no service
 * worker, for a tablet that stays online.
 */
async function openDoor(browser: Browser, serverUrl: string, eventId: number, options: { bypassCSP?: boolean; worker?: boolean } = {}): Promise<OpenedPage> {
  const worker = options.worker ?? true;
  const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: options.bypassCSP ?? false, ...workerOption(worker) });
  const page = await context.newPage();
  await signIn(page, serverUrl, DEMO_MANAGER.email, DEMO_MANAGER.password);
  if (worker) await waitForServiceWorkerControl(page);
  const streamOpen = page.waitForResponse((response) => isEventStream(response.url()) && response.status() === 200);
  await page.goto(`${serverUrl}/events/door?event=${eventId}`);
  await streamOpen;
  await page.locator('.door-lines').waitFor();
  return { context, page };
}

const count = (page: Page, label: string) => page.locator('.door-count').filter({ hasText: label }).locator('.door-count__figure').innerText();
const line = (page: Page, resident: Resident) => page.locator('.door-line').filter({ hasText: fullName(resident) });
const checkInButton = (page: Page, resident: Resident) => page.getByRole('button', { name: `${S.checkIn}: ${fullName(resident)}` });

describe('check-in at the door on two tablets', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let first: OpenedPage;
  let second: OpenedPage;
  let eventId: number;
  let residents: Resident[];
  let walkIn: Resident;
  let captureBefore: number | null;
  let buildingId: number;
  let timeZone: string;
  const now = new Date();
  const period = { year: now.getFullYear(), month: now.getMonth() + 1 };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    // A building whose figures the dashboard shows (Capture % of All buildings counts it).
    const buildings = (await api.post<{ id: number; dashboardAccess: boolean }[]>('/building-manager/buildings/', {})).data;
    const building = buildings.find((candidate) => candidate.dashboardAccess);
    if (!building) throw new Error('no demo building with dashboard access');
    buildingId = building.id;
    timeZone = await buildingTimeZone(api, building.id);
    // Residents with no event this month (so none has attended one: Capture % must move), names unique.
    const month = localParts(now, timeZone).date.slice(0, 7);
    const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: building.id, limit: 200 })).data.users;
    const chosen: Resident[] = [];
    const names = new Set<string>();
    for (const user of users) {
      if (chosen.length > GOING || names.has(fullName(user)) || users.filter((other) => fullName(other) === fullName(user)).length > 1) continue;
      const events = (await api.post<{ date: string; isHoliday: boolean }[]>('/building-manager/user-events/', { userId: user.id })).data;
      if (events.some((event) => !event.isHoliday && event.date.startsWith(month))) continue;
      chosen.push(user);
      names.add(fullName(user));
    }
    expect(chosen, 'demo residents without an event this month').toHaveLength(GOING + 1);
    residents = chosen.slice(0, GOING);
    walkIn = chosen[GOING] as Resident;

    // An event starting in 10 minutes (its check-in window is open), full with the seven going.
    eventId = await createEventOpenForCheckIn(api, building.id, `Door class ${Date.now().toString(36)}`, GOING);
    for (const resident of residents) {
      expect((await api.post('/building-manager/rsvp/', { eventId, userId: resident.id })).status).toBe(200);
    }
    captureBefore = (await api.post<{ capture: number | null }>('/building-manager/capture-percentage/', period)).data.capture;
  });

  afterAll(async () => {
    await first?.context.close();
    await second?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('one tablet offline, the other online, the same residents: 7 attendances, the overlaps said', async () => {
    // The first tablet goes offline and keeps the worker; the second stays online.
    [first, second] = await Promise.all([openDoor(browser, server.url, eventId, { bypassCSP: true }), openDoor(browser, server.url, eventId, { worker: false })]);
    expect(await seriousViolations(first.page, TOASTS), 'the door view').toEqual([]);
    expect(await count(first.page, S.goingCount)).toBe(`${GOING} / ${GOING}`);

    const [r1, r2, r3, r4, r5, r6, r7] = residents as [Resident, Resident, Resident, Resident, Resident, Resident, Resident];
    await first.context.setOffline(true);
    for (const resident of [r1, r2, r3, r4, r5]) {
      await checkInButton(first.page, resident).click();
      await line(first.page, resident).getByText(S.pendingSync).waitFor();
    }
    // The tapped row shows its write at once; the counts take it in on the next render (door-view.tsx).
    await expect.poll(() => count(first.page, S.checkedInCount)).toBe('5');
    await viewportScreenshot(first.page, 'door-offline-pending-768x1024');

    for (const resident of [r3, r4, r5, r6, r7]) {
      await checkInButton(second.page, resident).click();
      await line(second.page, resident).getByRole('button', { name: `${S.undo}: ${fullName(resident)}` }).waitFor();
    }
    // The second tablet's check-ins are on the server before the first comes back: its are the first.
    await expect.poll(() => second.page.locator('.door-line .event-badge--pending').count(), { timeout: 20_000 }).toBe(0);

    const backOnline = Date.now();
    await first.context.setOffline(false);
    const checkedInOnServer = async () =>
      (await api.post<{ rsvps: { checkedInAt: string | null }[] }>('/building-manager/event-roster/', { eventId })).data.rsvps.filter((rsvp) => rsvp.checkedInAt !== null).length;
    // The first tablet's replay reaches the server (five check-ins one after the other; PGlite on a shared machine).
    await expect.poll(checkedInOnServer, { timeout: 20_000, interval: 50 }).toBe(GOING);
    const onServer = Date.now();
    const shownAfter = await Promise.all(
      [first, second].map(async (tablet) => {
        await expect.poll(() => count(tablet.page, S.checkedInCount), { timeout: SYNC_BUDGET_MS, interval: 50 }).toBe(String(GOING));
        return Date.now() - onServer;
      }),
    );
    console.log(`door: the server had ${GOING} ${onServer - backOnline} ms after the first tablet came back online; the tablets showed them ${shownAfter.join(' and ')} ms later`);
    await expect.poll(() => first.page.locator('.door-line .event-badge--pending').count(), { timeout: 10_000 }).toBe(0);
    // The first tablet's check-ins of r3-r5 came second: it says who came first, and when.
    for (const resident of [r3, r4, r5]) {
      await expect.poll(() => line(first.page, resident).locator('.door-line__note').innerText(), { timeout: 5_000 }).toMatch(/^Already checked in at \d{1,2}:\d\d [AP]M by /);
    }
    expect(await first.page.locator('.door-line__note').count()).toBe(3);
    await viewportScreenshot(first.page, 'door-synced-768x1024');
  });

  it('an undo on one tablet shows on the other; a walk-in over capacity warns and counts', async () => {
    const r6 = residents[5] as Resident;
    await second.page.getByRole('button', { name: `${S.undo}: ${fullName(r6)}` }).click();
    // The later sightings (this undo, the check-in after it) get 8 s: on a loaded CI machine they
    // twice took over 2 s (cause not found: see the session note); each prints how long it took.
    const undoneAt = Date.now();
    await expect.poll(() => checkInButton(first.page, r6).count(), { timeout: 4 * SYNC_BUDGET_MS, interval: 50 }).toBe(1);
    console.log(`door: the other tablet showed the undo ${Date.now() - undoneAt} ms after the tap`);
    expect(await count(first.page, S.checkedInCount)).toBe(String(GOING - 1));
    // The resident's log: the check-in and its undo.
    await line(first.page, r6).getByRole('button', { name: `${S.log}: ${fullName(r6)}` }).click();
    const log = first.page.getByRole('region', { name: S.logOf(fullName(r6)) });
    await expect.poll(() => log.locator('li').count()).toBe(2);
    expect(await log.innerText()).toContain(S.logLine.undone);
    await checkInButton(first.page, r6).click();
    // A check-in again after the undo, shown on the other tablet by the live stream.
    const againAt = Date.now();
    await expect.poll(() => count(second.page, S.checkedInCount), { timeout: 4 * SYNC_BUDGET_MS, interval: 50 }).toBe(String(GOING));
    console.log(`door: the other tablet showed the check-in after the undo ${Date.now() - againAt} ms after the tap`);

    // The walk-in did not RSVP: the search finds them, full, with the warning.
    await first.page.getByLabel(S.findResident).fill(fullName(walkIn));
    const found = line(first.page, walkIn);
    await found.getByText(S.overCapacity).waitFor();
    expect(await seriousViolations(first.page, TOASTS), 'the door view searching').toEqual([]);
    await viewportScreenshot(first.page, 'door-walk-in-768x1024');
    await checkInButton(first.page, walkIn).click();
    await expectToast(first.page, S.overCapacityToast(fullName(walkIn)));
    for (const tablet of [first, second]) {
      await expect.poll(() => count(tablet.page, S.walkInsCount), { timeout: SYNC_BUDGET_MS }).toBe('1');
      await expect.poll(() => count(tablet.page, S.checkedInCount)).toBe(String(GOING + 1));
      expect(await count(tablet.page, S.goingCount)).toBe(`${GOING + 1} / ${GOING}`);
    }
  });

  it('fits both tablet sizes; Capture % on /client-dashboard moves', async () => {
    const { page } = second;
    await expectFitsViewportWidth(page);
    await viewportScreenshot(page, 'door-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await expectFitsViewportWidth(page);
    await viewportScreenshot(page, 'door-1024x768');

    const after = (await api.post<{ capture: number | null }>('/building-manager/capture-percentage/', period)).data.capture;
    expect(after).not.toBe(captureBefore);
    await page.goto(`${server.url}/client-dashboard`);
    await expect
      .poll(() => page.locator('.an-gauge [role="img"]').first().getAttribute('aria-label'), { timeout: 10_000 })
      .toBe(`${ANALYTICS_STRINGS.capture}: ${percent(after)}`);
  });
  it('after the event: late check-in and Undo within the window; once it closed, each resident once', async () => {
    const taken = new Set([...residents, walkIn].map((resident) => resident.id));
    const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId, limit: 200 })).data.users;
    const unique = users.filter((user) => !taken.has(user.id) && users.filter((other) => fullName(other) === fullName(user)).length === 1);
    const [came, late, missed] = unique as [Resident, Resident, Resident];
    expect(missed, 'three more demo residents').toBeDefined();
    const endedId = await createEventOpenForCheckIn(api, buildingId, `Ended class ${Date.now().toString(36)}`, null);
    for (const resident of [came, late, missed]) expect((await api.post('/building-manager/rsvp/', { eventId: endedId, userId: resident.id })).status).toBe(200);
    expect((await api.post('/building-manager/check-in/', { eventId: endedId, userId: came.id })).status).toBe(200);
    type Roster = { checkInClosesAt: string; noShowsFrom: string; rsvps: { userId: number; checkedInAt: string | null }[] };
    const roster = async () => (await api.post<Roster>('/building-manager/event-roster/', { eventId: endedId })).data;
    const times = await roster();
    const endedAt = Date.parse(times.noShowsFrom) - 2 * 3_600_000;
    const closes = checkInTime(times.checkInClosesAt, timeZone);

    // The tablet's clock half an hour after the end: the server's own clock is before the start,
    // inside the window too, so what the desk does here the server takes. Online throughout: no worker.
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, ...WORKER_BLOCKED });
    await context.clock.setFixedTime(new Date(endedAt + 30 * 60_000));
    const page = await context.newPage();
    try {
      await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, `/events/door?event=${endedId}`);
      await page.getByText(S.lateCheckIn(closes)).waitFor();
      await checkInButton(page, late).click();
      await line(page, late).getByRole('button', { name: `${S.undo}: ${fullName(late)}` }).waitFor();
      await page.getByRole('button', { name: `${S.undo}: ${fullName(came)}` }).click();
      await checkInButton(page, came).waitFor();
      await expect.poll(async () => (await roster()).rsvps.filter((rsvp) => rsvp.checkedInAt !== null).map((rsvp) => rsvp.userId)).toEqual([late.id]);

      // An hour after the window closed.
      await context.clock.setFixedTime(new Date(Date.parse(times.checkInClosesAt) + 60 * 60_000));
      await page.reload();
      await page.getByText(S.checkInClosed(closes)).waitFor();
      const listed = (title: string) =>
        page.getByRole('region', { name: title }).locator('.door-line').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-user-id'))).sort());
      expect(await listed(S.checkedIn)).toEqual([late.id]);
      expect(await listed(S.noShows)).toEqual([came.id, missed.id].sort());
      expect(await page.locator('.door-line').count()).toBe(3);
      expect(await page.getByRole('region', { name: S.going }).count()).toBe(0);
      expect(await page.getByText(S.windowClosed).count()).toBe(0);
      expect(await page.getByRole('button', { name: new RegExp(`^(${S.checkIn}|${S.undo}): `) }).count()).toBe(0);
      await expectFitsViewportWidth(page);
      await viewportScreenshot(page, 'door-ended-768x1024');
      await page.setViewportSize(DESKTOP_VIEWPORT);
      await expectFitsViewportWidth(page);
      await viewportScreenshot(page, 'door-ended-1024x768');
    } finally {
      await context.close();
    }
  });
});
