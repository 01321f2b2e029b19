// A check-in made offline keeps the moment of its tap, in real Chromium against the real
// server, both ways of being offline: the browser offline (context.setOffline), and Wi-Fi up with the
// API unreachable (a proxy drops every /api request; navigator.onLine stays true). The tablet taps
// Check in while offline, the link comes back, and the resident's log says when it was tapped, on
// which tablet, and when it was sent; the server keeps the tap's time as the check-in's. The tablet's
// clock is set three minutes back before the tap (the time spent offline), so the two times differ
// without the test waiting for the minute to turn.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { DOOR_STRINGS as S } from '../../src/features/events/door-strings.ts';
import { DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, launchBrowser, signIn } from '../support/e2e-browser.ts';
import { API_TIMEOUT_MS, REPLAY_RETRY_MS } from '../../src/offline/shared/offline-constants.ts';
import { startChaosProxy, type ChaosProxy } from '../support/chaos-proxy.ts';
import { buildingTimeZone, createEventOpenForCheckIn } from '../support/e2e-door.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';
import { formatMomentClock as checkInTime } from '../../src/ui/date-time-format.ts';
import { STORAGE_KEYS } from '../../src/config/web-storage.ts';

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
}
interface LogLine {
  at: string;
  result: string;
  deviceName: string | null;
  tappedAt: string | null;
}

const fullName = (resident: Resident) => `${resident.firstName} ${resident.lastName}`;
/** The door's clock style, in the building's zone: the app's own formatter. */
const clockTime = (iso: string, timeZone: string) => checkInTime(iso, timeZone);
/** How long the tablet was offline, in its clock: the tap is this far before the send. */
const OFFLINE_FOR_MS = 3 * 60_000;
/**
 * A guard, not a measure: the replay's longest back-off wait (a replay that failed many times while
 * the API was unreachable waits up to that long before its next try, when no reconnect comes first)
 * and the client's timeout twice. How long it took is printed; quiet, it is a few seconds.
 */
const REPLAY_TIMEOUT_MS = REPLAY_RETRY_MS.max + 2 * API_TIMEOUT_MS;

describe('a check-in made offline keeps the time of its tap', () => {
  let server: TestServer;
  let proxy: ChaosProxy;
  let browser: Browser;
  let api: ApiClient;
  let eventId: number;
  let timeZone: string;
  let residents: Resident[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    proxy = await startChaosProxy({ target: server.url, seed: 46, rates: { dropRequest: 1, dropAnswer: 0, maxDelayMs: 0 } });
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number }[]>('/building-manager/buildings/', {})).data;
    const buildingId = buildings[0]!.id;
    timeZone = await buildingTimeZone(api, buildingId);
    const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId, limit: 100 })).data.users;
    residents = users.filter((user) => users.filter((other) => fullName(other) === fullName(user)).length === 1).slice(0, 2);
    expect(residents).toHaveLength(2);
    eventId = await createEventOpenForCheckIn(api, buildingId, `Door class ${Date.now().toString(36)}`, null);
    for (const resident of residents) expect((await api.post('/building-manager/rsvp/', { eventId, userId: resident.id })).status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await server?.stop();
  });

  async function openDoor(baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, baseUrl, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await waitForServiceWorkerControl(page);
    await page.goto(`${baseUrl}/events/door?event=${eventId}`);
    await page.locator('.door-lines').waitFor();
    return { context, page };
  }

  async function logOnServer(resident: Resident): Promise<LogLine[]> {
    return (await api.post<{ lines: LogLine[] }>('/building-manager/check-in-log/', { eventId, userId: resident.id })).data.lines;
  }

  /** Taps Check in while `goOffline` holds, with the tablet's clock OFFLINE_FOR_MS back; then `comeBack`. */
  async function tapOffline(page: Page, context: BrowserContext, resident: Resident, goOffline: () => Promise<void>, comeBack: () => Promise<void>) {
    await goOffline();
    const tappedAt = new Date(Date.now() - OFFLINE_FOR_MS);
    await context.clock.setFixedTime(tappedAt);
    await page.getByRole('button', { name: `${S.checkIn}: ${fullName(resident)}` }).click();
    await page.locator('.door-line').filter({ hasText: fullName(resident) }).getByText(S.pendingSync).waitFor();
    await comeBack();
    const comeBackAt = Date.now();
    try {
      await expect.poll(async () => (await logOnServer(resident)).length, { timeout: REPLAY_TIMEOUT_MS }).toBe(1);
      console.log(`door-tap-time: the check-in reached the server ${Date.now() - comeBackAt} ms after the API was back`);
    } catch (error) {
      // What the tablet sent and what became of it: a check-in that never arrives is otherwise silent.
      const line = await page.locator('.door-line').filter({ hasText: fullName(resident) }).innerText().catch(() => '(no line)');
      const sent = proxy.keyedEvents.map((event) => `${new Date(event.at).toISOString()} ${event.method} ${event.path} ${event.fate} ${String(event.status)}`);
      throw new Error(
        `${(error as Error).message}\nback at ${new Date(comeBackAt).toISOString()}; the line: ${JSON.stringify(line)}; ` +
          `the proxy: ${JSON.stringify(proxy.stats)}\nkeyed requests through it:\n${sent.join('\n')}`,
      );
    }
    return tappedAt;
  }

  async function expectLogSaysBoth(page: Page, resident: Resident, tappedAt: Date): Promise<void> {
    const [line] = await logOnServer(resident);
    const name = (await page.evaluate(`localStorage.getItem('${STORAGE_KEYS.deviceName.key}')`)) as string;
    expect(name).toMatch(/^Tablet [A-Z0-9]{2}$/);
    expect(line).toMatchObject({ result: 'checked-in', deviceName: name, tappedAt: tappedAt.toISOString() });
    // The server keeps the tap's time as the check-in's.
    const roster = (await api.post<{ rsvps: { userId: number; checkedInAt: string | null }[] }>('/building-manager/event-roster/', { eventId })).data;
    expect(roster.rsvps.find((rsvp) => rsvp.userId === resident.id)?.checkedInAt).toBe(tappedAt.toISOString());
    // The log on the tablet: "10:02 Checked in by … (Tablet K7, offline at 10:02, sent 10:05)".
    const sent = clockTime(line!.at, timeZone);
    const tapped = clockTime(tappedAt.toISOString(), timeZone);
    expect(sent).not.toBe(tapped);
    await page.getByRole('button', { name: `${S.log}: ${fullName(resident)}` }).click();
    const log = page.getByRole('region', { name: S.logOf(fullName(resident)) });
    await expect.poll(() => log.innerText()).toContain(`(${name}, ${S.logOffline(tapped, sent)})`);
    expect((await log.innerText()).startsWith(tapped)).toBe(true);
  }

  it('browser offline: the log says the tablet, when it was tapped and when it was sent', async () => {
    const { context, page } = await openDoor(server.url);
    const resident = residents[0] as Resident;
    const tappedAt = await tapOffline(page, context, resident, () => context.setOffline(true), () => context.setOffline(false));
    await expectLogSaysBoth(page, resident, tappedAt);
    await page.getByText(S.thisTablet((await page.evaluate(`localStorage.getItem('${STORAGE_KEYS.deviceName.key}')`)) as string)).waitFor();
    await viewportScreenshot(page, 'door-offline-log-768x1024');
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(page, 'door-offline-log-1024x768');
    await context.close();
  });

  it('API unreachable with navigator.onLine true: the same', async () => {
    const { context, page } = await openDoor(proxy.url);
    const resident = residents[1] as Resident;
    const tappedAt = await tapOffline(
      page,
      context,
      resident,
      async () => {
        proxy.setChaos(true);
        expect(await page.evaluate('navigator.onLine')).toBe(true);
      },
      async () => proxy.setChaos(false),
    );
    await expectLogSaysBoth(page, resident, tappedAt);
    await context.close();
  });
});
