// The self check-in kiosk in real Chromium against the real server (one server, one
// browser): a front-desk tablet turned kiosk checks a resident in by first name and unit and a staff
// tablet's roster shows it live; already in is said kindly; the wake lock is asked for on start
// and after the page is hidden and shown; a reload stays in the kiosk; an idle resident is warned with
// a countdown (the test's clock, not a real minute) and then nothing of them is left on the page; a
// check-in made offline reaches the server once; the device keeps only what the kiosk shows, and
// holds a kiosk's session, never the front desk's token (not in its storage, its outbox or any
// request it sends); leaving needs the staff password, and wrong ones neither lock the staff out nor
// block the account's sign-in, and the right one gives the desk's session back. axe on each screen;
// screenshots at both sizes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { OFFLINE_DB_NAME, RESPONSES_STORE, SERVER_PROBE } from '../../src/offline/shared/offline-constants.ts';
import { readTokenClaims } from '../../src/contract/token-claims.ts';
import { EVENTS_STRINGS as E } from '../../src/features/events/events-strings.ts';
import { KIOSK_STRINGS as S } from '../../src/features/kiosk/kiosk-strings.ts';
import { WAKE_LOCK_REQUESTS_ATTRIBUTE } from '../../src/features/kiosk/kiosk-hooks.ts';
import { FRONT_DESK_STRINGS as F } from '../../src/ui/front-desk-strings.ts';
import { DESKTOP_VIEWPORT, launchBrowser, openPage, openSignedIn, signIn, TABLET_PORTRAIT_VIEWPORT, type OpenedPage } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { placesHolding, readDeviceStorage } from '../support/e2e-device-storage.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { LIVE_CHANGE_WAIT_MS } from '../support/e2e-live.ts';
import { STORAGE_KEYS } from '../../src/config/web-storage.ts';

/** Failed sign-ins an address may make for one e-mail here (kiosk exits do not count). */
const LOGIN_MAX_PER_EMAIL = 3;

/** The path and body of every API answer the device keeps (the service worker's copies). */
async function cachedAnswers(page: Page): Promise<{ path: string; body: string }[]> {
  const script = `new Promise((resolve, reject) => {
    const open = indexedDB.open(${JSON.stringify(OFFLINE_DB_NAME)});
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(${JSON.stringify(RESPONSES_STORE)})) { db.close(); resolve([]); return; }
      const request = db.transaction(${JSON.stringify(RESPONSES_STORE)}, 'readonly').objectStore(${JSON.stringify(RESPONSES_STORE)}).getAll();
      request.onsuccess = () => { db.close(); resolve(request.result.map((row) => ({ path: row.path, body: String(row.body) }))); };
      request.onerror = () => reject(request.error);
    };
  })`;
  return (await page.evaluate(script)) as { path: string; body: string }[];
}

interface Resident {
  userId: number;
  firstName: string;
  lastName: string;
  unit: string | null;
  apartment: string | null;
}

/** What the kiosk calls a resident: "Alex R., unit 4B". */
const kioskName = (resident: Resident) => S.residentChoice(`${resident.firstName} ${resident.lastName.charAt(0).toUpperCase()}.`, resident.apartment ?? resident.unit);
const home = (resident: Resident) => resident.apartment ?? resident.unit ?? '';

/** 'YYYY-MM-DD' and 'HH:mm' of `at` in `timeZone`. */
function localParts(at: Date, timeZone: string): { date: string; time: string } {
  const text = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const [date = '', time = ''] = text.split(', ');
  return { date, time };
}

/** Where the app keeps its session. */
const SESSION_STORAGE_KEY = STORAGE_KEYS.session.key;

/** The session token the page holds in localStorage, or null. */
async function storedToken(page: Page): Promise<string | null> {
  const raw = await page.evaluate((key) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw === null ? null : ((JSON.parse(raw) as { token?: string }).token ?? null);
}

interface SentCall {
  path: string;
  token: string | null;
  status: number | null;
}

const wakeLockRequests = async (page: Page) => Number((await page.locator('html').getAttribute(WAKE_LOCK_REQUESTS_ATTRIBUTE)) ?? '0');

async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((value) => {
    const doc = (globalThis as unknown as { document: { dispatchEvent(event: unknown): void } }).document;
    Object.defineProperty(doc, 'visibilityState', { value, configurable: true });
    Object.defineProperty(doc, 'hidden', { value: value === 'hidden', configurable: true });
    doc.dispatchEvent(new (globalThis as unknown as { Event: new (name: string) => unknown }).Event('visibilitychange'));
  }, state);
}

describe('the self check-in kiosk', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let kiosk: OpenedPage;
  let staff: OpenedPage;
  let building: { id: number; name: string };
  let residents: Resident[];
  /** The front desk's token, read before the kiosk started. */
  let deskToken = '';
  /** Every API call the kiosk's browser sent once the kiosk showed (the page's and its worker's). */
  const sentByKiosk: SentCall[] = [];
  let recording = false;
  const eventName = `Kiosk stretch ${Date.now().toString(36)}`;

  const heading = () => kiosk.page.locator('.kiosk-heading');
  /** The profile menu of front-desk mode (its entries differ from a manager's). */
  const openProfileMenu = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: /Profile menu/ }).click();
    return page.getByRole('menu');
  };
  const pickEvent = () => kiosk.page.getByRole('button', { name: new RegExp(eventName) }).click();
  async function findAndChoose(resident: Resident): Promise<void> {
    const { page } = kiosk;
    await pickEvent();
    await page.getByLabel(S.firstName).fill(resident.firstName);
    await page.getByLabel(S.unit).fill(home(resident));
    await page.getByRole('button', { name: kioskName(resident) }).click();
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { LOGIN_MAX_PER_EMAIL: String(LOGIN_MAX_PER_EMAIL) } }), launchBrowser()]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number; name: string }[]>('/building-manager/buildings/', {})).data;
    building = buildings[0]!;
    const { timeZone } = (await api.post<{ timeZone: string }>('/building-manager/building-details/', { id: building.id })).data;
    // An event open for check-in now: from half an hour ago (or midnight) for three hours (or to 23:59).
    const now = Date.now();
    const start = localParts(new Date(now - 30 * 60_000), timeZone);
    const today = localParts(new Date(now), timeZone);
    const end = localParts(new Date(now + 150 * 60_000), timeZone);
    const created = await api.post<{ ids: number[] }>('/building-manager/create-event/', {
      buildingId: building.id,
      name: eventName,
      eventType: 2,
      date: today.date,
      startTime: start.date === today.date ? start.time : '00:00',
      endTime: end.date === today.date ? end.time : '23:59',
    });
    expect(created.status).toBe(200);
    const eventId = created.data.ids[0]!;
    // Three residents with first names of their own in the building, going.
    const users = (await api.post<{ users: { id: number; firstName: string }[] }>('/building-manager/users/', { buildingId: building.id, limit: 50 })).data.users;
    const chosen = users.filter((user, index) => users.findIndex((other) => other.firstName === user.firstName) === index).slice(0, 3);
    for (const user of chosen) expect((await api.post('/building-manager/rsvp/', { eventId, userId: user.id })).status).toBe(200);
    const roster = (await api.post<{ rsvps: Resident[] }>('/building-manager/event-roster/', { eventId })).data.rsvps;
    residents = chosen.map((user) => roster.find((rsvp) => rsvp.userId === user.id)!);
    expect(residents).toHaveLength(3);
  });

  afterAll(async () => {
    await kiosk?.context.close();
    await staff?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('starts from front-desk mode as a full-screen view of its own; the wake lock is asked for', async () => {
    // CSP bypassed so axe can be added to the page.
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true });
    kiosk = { context, page: await context.newPage() };
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!recording || !pathname.startsWith('/api/')) return;
      const call: SentCall = { path: `${request.method()} ${pathname}`, token: request.headers()['authorization']?.replace(/^JWT /, '') ?? null, status: null };
      sentByKiosk.push(call);
      void request.response().then((response) => (call.status = response?.status() ?? null), () => undefined);
    });
    const { page } = kiosk;
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/building`);
    await page.getByRole('link', { name: `Start front-desk mode for ${building.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: F.start }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    deskToken = (await storedToken(page)) ?? '';
    expect(readTokenClaims(deskToken)).toMatchObject({ role: 'building_admin', kiosk: null });
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: S.start }).click();
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await page.getByRole('button', { name: new RegExp(eventName) }).waitFor();
    recording = true;
    // The device's session is now the kiosk's, for the desk's building.
    expect(readTokenClaims(await storedToken(page))).toMatchObject({ role: 'building_admin', kiosk: building.id });
    // No sidebar, no top bar, no link to the portal.
    expect(await page.locator('.app-frame, nav, a[href]').count()).toBe(0);
    expect(await wakeLockRequests(page)).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page), 'the start screen').toEqual([]);
    await viewportScreenshot(page, 'kiosk-start-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(page, 'kiosk-start-1024x768');
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
  });

  it('checks a resident in by first name and unit; a staff tablet’s roster shows it live; then the start screen', async () => {
    // The staff tablet only watches its roster, online: no service worker (the kiosk keeps its own).
    staff = await openPage(browser, { tablet: true, worker: false });
    await openSignedIn(staff.page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/events');
    await staff.page.locator('.event-card').filter({ hasText: eventName }).click();
    const [alex] = residents as [Resident];
    const row = staff.page.locator('.roster-row').filter({ hasText: `${alex.firstName} ${alex.lastName}` });
    await row.waitFor();
    expect(await row.innerText()).not.toContain(E.checkedIn);

    const { page } = kiosk;
    await pickEvent();
    await page.getByLabel(S.firstName).fill(alex.firstName);
    await page.getByLabel(S.unit).fill(home(alex));
    const choice = page.getByRole('button', { name: kioskName(alex) });
    await choice.waitFor();
    // Names as "Alex R." and the unit only.
    expect(await page.locator('.kiosk-matches').innerText()).not.toContain(alex.lastName);
    expect(await seriousViolations(page), 'finding oneself').toEqual([]);
    await viewportScreenshot(page, 'kiosk-find-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(page, 'kiosk-find-1024x768');
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
    await choice.click();
    await heading().filter({ hasText: S.confirmTitle }).waitFor();
    expect(await seriousViolations(page), 'the confirmation').toEqual([]);
    await page.getByRole('button', { name: S.confirm }).click();
    await heading().filter({ hasText: S.checkedIn }).waitFor();
    const checkedInAt = Date.now();
    await expect.poll(() => row.innerText(), { timeout: LIVE_CHANGE_WAIT_MS, interval: 50 }).toContain(E.checkedIn);
    console.log(`kiosk: the staff tablet showed the check-in ${Date.now() - checkedInAt} ms after the kiosk said so`);
    await viewportScreenshot(page, 'kiosk-checked-in-768x1024');
    // Back to the start on its own, a few seconds later.
    await heading().filter({ hasText: S.chooseEvent }).waitFor({ timeout: 8_000 });
  });

  it('while the kiosk runs the device holds no front-desk token: not in localStorage, sessionStorage, IndexedDB or Cache Storage', async () => {
    const storage = await readDeviceStorage(kiosk.page);
    expect(Object.keys(storage.places).length).toBeGreaterThan(0);
    expect(placesHolding(storage, deskToken)).toEqual([]);
    // Nor its signature (the part a copy would need), anywhere.
    expect(placesHolding(storage, deskToken.split('.')[2]!)).toEqual([]);
  });

  it("the device keeps only what the kiosk shows: no resident index, roster, directory or figures from the desk's time", async () => {
    const answers = await cachedAnswers(kiosk.page);
    // The kiosk's own reads are kept (its events and the roster it just searched)…
    expect(answers.some((answer) => answer.path.includes('/kiosk-roster'))).toBe(true);
    // …and nothing else (the session, the building it names in its bar, its events, its rosters): the
    // front desk's warm-up had taken much more before the kiosk started.
    for (const { path, body } of answers) {
      expect(path).toMatch(/\/api\/(users\/user-info|building-manager\/(buildings|events-today|kiosk-roster))\/?$/);
      for (const field of ['"lastName"', '"email"', '"cellPhone"', '"apartment"']) {
        if (!path.includes('user-info')) expect(body, path).not.toContain(field);
      }
    }
  });

  it('already checked in: said kindly, nothing changes; not on the list: ask the front desk', async () => {
    const { page } = kiosk;
    const [alex] = residents as [Resident];
    const before = (await api.post<{ rsvps: { userId: number; checkedInAt: string | null }[] }>('/building-manager/event-roster/', { eventId: await eventIdOf() })).data;
    await findAndChoose(alex);
    await heading().filter({ hasText: S.alreadyCheckedIn }).waitFor();
    const after = (await api.post<typeof before>('/building-manager/event-roster/', { eventId: await eventIdOf() })).data;
    expect(after).toEqual(before);
    await page.getByRole('button', { name: S.done }).click();
    await pickEvent();
    await page.getByRole('button', { name: S.notOnList }).click();
    await heading().filter({ hasText: S.askFrontDesk }).waitFor();
    expect(await seriousViolations(page), 'ask the front desk').toEqual([]);
    await page.getByRole('button', { name: S.done }).click();
  });

  it('the wake lock is asked for again after the page is hidden and shown', async () => {
    const { page } = kiosk;
    const before = await wakeLockRequests(page);
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    await expect.poll(() => wakeLockRequests(page)).toBe(before + 1);
  });

  it('a reload (or another address) stays in the kiosk', async () => {
    const { page, context } = kiosk;
    // The test's clock from here on (the idle warning's minute).
    await context.clock.install();
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await page.reload();
    await page.getByRole('button', { name: new RegExp(eventName) }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/kiosk');
    expect(await wakeLockRequests(page)).toBeGreaterThanOrEqual(1);
  });

  it('idle 60 s: a warning counts down; "I’m still here" keeps the flow; at zero, nothing of the resident is left', async () => {
    const { page } = kiosk;
    const bea = residents[1]!;
    await pickEvent();
    await page.getByLabel(S.firstName).fill(bea.firstName);
    await page.getByLabel(S.unit).fill(home(bea));
    await page.getByRole('button', { name: kioskName(bea) }).waitFor();
    // The page's clock moves as the test moves it and also with real time (paused, Playwright's own
    // waits for a stable element would stop too): the countdown is read against the real time spent,
    // which on a loaded machine was 12 s between the warning and the reading.
    const typedAt = Date.now();
    await page.getByLabel(S.unit).fill(home(bea));
    await page.clock.runFor(55_000);
    expect(await page.getByRole('dialog', { name: S.idleTitle }).count()).toBe(0);
    await page.clock.runFor(6_000);
    const warning = page.getByRole('dialog', { name: S.idleTitle });
    await warning.waitFor();
    // 61 s of the test's time since the typing: the 30 s began 1 s ago, and real time added its own.
    const countdownSays = async (from: number) => {
      const text = await page.getByTestId('kiosk-countdown').innerText();
      const shown = Number(/^Starting over in (\d+) seconds?\.$/.exec(text)?.[1] ?? NaN);
      const realSeconds = Math.ceil((Date.now() - typedAt) / 1_000);
      return shown <= from && shown >= from - 1 - realSeconds - 2 ? 'as expected' : text;
    };
    await expect.poll(() => countdownSays(30)).toBe('as expected');
    await page.clock.runFor(10_000);
    await expect.poll(() => countdownSays(20)).toBe('as expected');
    expect(await seriousViolations(page), 'the idle warning').toEqual([]);
    await viewportScreenshot(page, 'kiosk-idle-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(page, 'kiosk-idle-1024x768');
    await page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
    await warning.getByRole('button', { name: S.stillHere, exact: true }).last().click();
    await expect.poll(() => warning.count()).toBe(0);
    expect(await page.getByLabel(S.firstName).inputValue()).toBe(bea.firstName);

    await page.clock.runFor(61_000);
    await warning.waitFor();
    await page.clock.runFor(31_000);
    await heading().filter({ hasText: S.chooseEvent }).waitFor();
    const text = await page.locator('body').innerText();
    for (const trace of [bea.firstName, kioskName(bea)]) expect(text).not.toContain(trace);
    expect(await page.locator('input').count()).toBe(0);
  });

  it('a check-in made offline says so to nobody, and reaches the server once when back online', async () => {
    const { page, context } = kiosk;
    const cleo = residents[2]!;
    // Every try of Cleo's check-in (the worker's and the page's) carries one Idempotency-Key: the server keeps one.
    const keys = new Set<string>();
    context.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/building-manager/check-in/') return;
      if ((request.postDataJSON() as { userId?: number }).userId === cleo.userId) keys.add(request.headers()['idempotency-key'] ?? 'none');
    });
    await context.setOffline(true);
    await findAndChoose(cleo);
    await page.getByRole('button', { name: S.confirm }).click();
    await heading().filter({ hasText: S.checkedIn }).waitFor();
    expect((await page.locator('body').innerText()).toLowerCase()).not.toContain('offline');
    await page.getByRole('button', { name: S.staffLabel }).click();
    await expect.poll(() => page.getByTestId('kiosk-pending').innerText()).toBe(S.pending(1));
    // The queued check-in is stored without any token (its account only): replayed, it goes with
    // the session of the moment, the kiosk's.
    expect(placesHolding(await readDeviceStorage(page), deskToken)).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('kiosk-pending').innerText(), { timeout: 20_000 }).toBe(S.pending(0));
    await page.keyboard.press('Escape');
    const roster = (await api.post<{ rsvps: { userId: number; checkedInAt: string | null }[] }>('/building-manager/event-roster/', { eventId: await eventIdOf() })).data;
    expect(roster.rsvps.find((rsvp) => rsvp.userId === cleo.userId)?.checkedInAt).not.toBeNull();
    expect([...keys]).toHaveLength(1);
    expect([...keys][0]).not.toBe('none');
  });

  it('leaving needs the staff password: wrong ones are refused but lock nobody out, the right one goes back to the desk', async () => {
    const { page } = kiosk;
    // Every call the kiosk sent since it showed (rosters, check-ins, a reload, an offline replay): the
    // kiosk's own, with the kiosk's token, none of them refused.
    expect(sentByKiosk.length).toBeGreaterThan(0);
    // The connectivity probe (sent once a call went unanswered: on a busy machine, around the offline
    // replay) carries no token at all: nothing of anyone's session goes with it.
    const probe = `GET /api${SERVER_PROBE.path}`;
    for (const call of sentByKiosk.filter((sent) => sent.path === probe)) expect(call.token, probe).toBeNull();
    for (const call of sentByKiosk.filter((sent) => sent.path !== probe)) {
      expect(call.token, call.path).not.toBe(deskToken);
      expect(readTokenClaims(call.token).kiosk, call.path).toBe(building.id);
      expect(call.status, call.path).not.toBe(403);
      expect(call.path).toMatch(/^POST \/api\/(users\/user-info|building-manager\/(buildings|events-today|kiosk-roster|check-in))\/$/);
    }
    await page.getByRole('button', { name: S.staffLabel }).click();
    const dialog = page.getByRole('dialog', { name: S.exitTitle });
    expect(await seriousViolations(page), 'the exit dialog').toEqual([]);
    await viewportScreenshot(page, 'kiosk-exit-768x1024');
    // More wrong exits than sign-in allows failures from one address: each is only refused.
    for (let attempt = 0; attempt <= LOGIN_MAX_PER_EMAIL; attempt += 1) {
      await dialog.getByLabel(S.password).fill(`not-the-password-${attempt}`);
      await dialog.getByRole('button', { name: S.leave }).click();
      await expect.poll(() => dialog.getByText('Wrong password.').count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => dialog.getByRole('button', { name: S.leave }).isEnabled(), { timeout: 20_000 }).toBe(true);
    }
    expect(new URL(page.url()).pathname).toBe('/kiosk');
    // The account still signs in from the same address (this machine's, like the tablet's).
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_MANAGER.email, password: DEMO_MANAGER.password }),
    });
    expect(login.status).toBe(200);
    // The right one leaves (after its turn); the kiosk starts again from the menu.
    await dialog.getByLabel(S.password).fill(DEMO_MANAGER.password);
    await dialog.getByRole('button', { name: S.leave }).click();
    await page.waitForURL((url) => url.pathname === '/events', { timeout: 20_000 });
    // The front desk's session again (a fresh one), and the desk's screens read with it.
    const back = await storedToken(page);
    expect(readTokenClaims(back)).toMatchObject({ role: 'building_admin', kiosk: null });
    expect(back).not.toBe(deskToken);
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/events');
    await page.locator('.event-card').filter({ hasText: eventName }).click();
    await page.locator('.roster-row').filter({ hasText: `${residents[0]!.firstName} ${residents[0]!.lastName}` }).waitFor();
    await (await openProfileMenu(page)).getByRole('menuitem', { name: S.start }).click();
    await page.waitForURL((url) => url.pathname === '/kiosk');
  });

  let knownEventId: number | undefined;
  async function eventIdOf(): Promise<number> {
    if (knownEventId !== undefined) return knownEventId;
    const days = (await api.post<{ events: { id: number; name: string }[] }>('/building-manager/events-today/', { buildingId: building.id, days: 2 })).data;
    knownEventId = days.events.find((event) => event.name === eventName)!.id;
    return knownEventId;
  }
});
