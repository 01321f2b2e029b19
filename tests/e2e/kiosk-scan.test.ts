// Scan at the self check-in kiosk in real Chromium against the real server (docs/design/residents.md,
// "Check-in by pass"): Scan opens the camera (Chromium's fake camera) into the find step's scan view;
// a wedge scanner types passes into the first-name field: a going resident's is green "Checked in ·
// Ava J." and reaches the server once, again after 2 s amber "Already checked in", a resident not
// going red "Not on this event's list" with "Ask the front desk" (no walk-in at the kiosk), a text
// that is no pass red "Unknown pass". axe on the scan view and each state; screenshots at 768x1024
// and 1024x768 (test-results/kiosk-scan-*.png).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { KIOSK_STRINGS as S } from '../../src/features/kiosk/kiosk-strings.ts';
import { FRONT_DESK_STRINGS as F } from '../../src/ui/front-desk-strings.ts';
import { SCAN_STRINGS } from '../../src/ui/scan/scan-strings.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, WORKER_BLOCKED, openSignedIn } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { createEventOpenForCheckIn } from '../support/e2e-door.ts';
import { apiClient, viewportScreenshot, type ApiClient } from '../support/e2e-offline.ts';
import { residentPass, residentToken } from '../support/e2e-pass.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

const CAMERA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const short = (resident: Resident) => `${resident.firstName} ${resident.lastName.charAt(0).toUpperCase()}.`;

describe('scan at the kiosk', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let building: { id: number; name: string };
  let eventId: number;
  let eventName: string;
  let going: Resident;
  let goingPass: string;
  let otherPass: string;
  let kiosk: { context: BrowserContext; page: Page };

  const status = () => kiosk.page.getByRole('status', { name: SCAN_STRINGS.result });
  const nameField = () => kiosk.page.getByLabel(S.firstName);
  async function wedge(text: string): Promise<void> {
    await nameField().fill(text);
    await nameField().press('Enter');
  }
  async function bothSizes(name: string): Promise<void> {
    await viewportScreenshot(kiosk.page, `kiosk-scan-${name}-768x1024`);
    await kiosk.page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(kiosk.page, `kiosk-scan-${name}-1024x768`);
    await kiosk.page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, ...CAMERA_ARGS] })]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const buildings = (await api.post<{ id: number; name: string }[]>('/building-manager/buildings/', {})).data;
    let other: Resident | undefined;
    for (const candidate of buildings) {
      const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: candidate.id, limit: 50 })).data.users;
      const withMail = users.filter((user) => user.email);
      if (withMail.length >= 2) {
        building = candidate;
        [going, other] = withMail as [Resident, Resident];
        break;
      }
    }
    expect(other, 'a demo building with two residents who have an e-mail').toBeDefined();
    eventName = `Kiosk scan ${Date.now().toString(36)}`;
    eventId = await createEventOpenForCheckIn(api, building.id, eventName, null);
    expect((await api.post('/building-manager/rsvp/', { eventId, userId: going.id })).status).toBe(200);
    goingPass = await residentPass(server, await residentToken(server, going.email!));
    otherPass = await residentPass(server, await residentToken(server, other!.email!));
  });

  afterAll(async () => {
    await kiosk?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('opens the scan view on the find step; axe finds nothing serious', async () => {
    // Every scan here is online and nothing the device keeps is read: no service worker.
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true, permissions: ['camera'], ...WORKER_BLOCKED });
    kiosk = { context, page: await context.newPage() };
    const { page } = kiosk;
    await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, '/building');
    await page.getByRole('link', { name: `Start front-desk mode for ${building.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: F.start }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('banner').getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: S.start }).click();
    await page.waitForURL((url) => url.pathname === '/kiosk');
    await page.getByRole('button', { name: new RegExp(eventName) }).click();
    await page.getByRole('button', { name: S.scan, exact: true }).click();
    const panel = page.getByRole('region', { name: SCAN_STRINGS.scanner });
    await expect.poll(() => panel.getAttribute('data-camera')).toBe('scanning');
    expect(await seriousViolations(page), 'the kiosk’s scan view').toEqual([]);
    await bothSizes('open');
  });

  it('a going resident’s pass: green, checked in on the server', async () => {
    await wedge(goingPass);
    await expect.poll(() => status().innerText()).toContain(S.scanCheckedIn(short(going)));
    expect(await status().getAttribute('data-tone')).toBe('ok');
    expect(await nameField().inputValue()).toBe('');
    const roster = async () => (await api.post<{ rsvps: { userId: number; checkedInAt: string | null }[] }>('/building-manager/event-roster/', { eventId })).data.rsvps;
    await expect.poll(async () => (await roster()).find((line) => line.userId === going.id)?.checkedInAt ?? null).not.toBeNull();
    expect(await seriousViolations(kiosk.page), 'checked in').toEqual([]);
    await bothSizes('checked-in');
  });

  it('the same pass after 2 s: amber "Already checked in"', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await wedge(goingPass);
    await expect.poll(() => status().getAttribute('data-tone')).toBe('warn');
    expect(await status().innerText()).toContain(S.scanAlreadyIn);
    expect(await seriousViolations(kiosk.page), 'already').toEqual([]);
    await bothSizes('already');
  });

  it('a resident not going: red "Not on this event\'s list", "Ask the front desk", no walk-in', async () => {
    await wedge(otherPass);
    await expect.poll(() => status().innerText()).toContain(S.scanNotOnList);
    expect(await status().innerText()).toContain(S.askFrontDesk);
    expect(await status().getByRole('button').count()).toBe(0);
    expect(await status().getAttribute('data-tone')).toBe('error');
    expect(await seriousViolations(kiosk.page), 'not on the list').toEqual([]);
    await bothSizes('not-on-list');
  });

  it('a text that is no pass: red "Unknown pass"', async () => {
    await wedge('PASS-HELLO');
    await expect.poll(() => status().innerText()).toContain(S.unknownPass);
    expect(await status().getAttribute('data-tone')).toBe('error');
    expect(await seriousViolations(kiosk.page), 'unknown').toEqual([]);
    await bothSizes('unknown');
  });
});
