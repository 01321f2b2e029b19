// Scan at the door in real Chromium against the real server (docs/design/residents.md, "Check-in by
// pass"): Scan opens the rear camera (Chromium's fake camera: a test pattern, no code in it) into a
// scan view with the app's own decoder; a keyboard-wedge scanner types a resident's real pass into
// the search field with Enter: a going resident turns green and is checked in once on the server (the
// same pass again at once is ignored), again after 2 s is amber "Already checked in at …", a
// resident of the building not going is red "Not on this event's list" with "Check in as walk-in",
// and a renewed pass or a text that is no pass is red "Unknown pass". Camera refused: the view says
// why and the search still finds residents. axe on the scan view and each state; screenshots at
// 768x1024 and 1024x768 (test-results/door-scan-*.png).
import { encodeQR } from 'qr';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { DOOR_STRINGS as S } from '../../src/features/events/door-strings.ts';
import { SCAN_STRINGS } from '../../src/ui/scan/scan-strings.ts';
import { formatMomentClock } from '../../src/ui/date-time-format.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH, DESKTOP_VIEWPORT, TABLET_PORTRAIT_VIEWPORT, WORKER_BLOCKED, openSignedIn } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { buildingTimeZone, buildingWithTwoMailedResidents, createEventOpenForCheckIn, type ResidentWithMail } from '../support/e2e-door.ts';
import { apiClient, viewportScreenshot, type ApiClient } from '../support/e2e-offline.ts';
import { residentPass, residentToken } from '../support/e2e-pass.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

type Resident = ResidentWithMail;

interface RosterLine {
  userId: number;
  checkedInAt: string | null;
  checkedInBy: string | null;
  walkIn: boolean;
}

/** Chromium's fake camera (a test pattern) and its permission prompt answered yes. */
const CAMERA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const TOASTS = ['.Toastify'];
const short = (resident: Resident) => `${resident.firstName} ${resident.lastName.charAt(0).toUpperCase()}.`;

describe('scan at the door', () => {
  let server: TestServer;
  let browser: Browser;
  let api: ApiClient;
  let eventId: number;
  let timeZone: string;
  let going: Resident;
  let other: Resident;
  let goingPass: string;
  let otherOldPass: string;
  let otherPass: string;
  let tablet: { context: BrowserContext; page: Page };

  const status = () => tablet.page.getByRole('status', { name: SCAN_STRINGS.result });
  const search = () => tablet.page.getByLabel(S.findResident);
  /** What a wedge scanner does: the code's characters, then Enter. */
  async function wedge(text: string): Promise<void> {
    await search().click();
    await tablet.page.keyboard.type(text, { delay: 5 });
    await tablet.page.keyboard.press('Enter');
  }
  async function bothSizes(name: string): Promise<void> {
    await viewportScreenshot(tablet.page, `door-scan-${name}-768x1024`);
    await tablet.page.setViewportSize(DESKTOP_VIEWPORT);
    await viewportScreenshot(tablet.page, `door-scan-${name}-1024x768`);
    await tablet.page.setViewportSize(TABLET_PORTRAIT_VIEWPORT);
  }
  const roster = async () => (await api.post<{ rsvps: RosterLine[] }>('/building-manager/event-roster/', { eventId })).data.rsvps;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, ...CAMERA_ARGS] })]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    // A building with two residents who have an e-mail (a pass is the resident's, asked for signed in).
    const { buildingId, residents } = await buildingWithTwoMailedResidents(api);
    [going, other] = residents;
    timeZone = await buildingTimeZone(api, buildingId);
    eventId = await createEventOpenForCheckIn(api, buildingId, `Scan class ${Date.now().toString(36)}`, null);
    expect((await api.post('/building-manager/rsvp/', { eventId, userId: going.id })).status).toBe(200);
    goingPass = await residentPass(server, await residentToken(server, going.email!));
    const otherToken = await residentToken(server, other.email!);
    otherOldPass = await residentPass(server, otherToken);
    otherPass = await residentPass(server, otherToken, true);
  });

  afterAll(async () => {
    await tablet?.context.close();
    await browser?.close();
    await server?.stop();
  });

  it('opens the scan view on the rear camera with the app’s own decoder; axe finds nothing serious', async () => {
    // Every scan in this file is online and nothing the device keeps is read: no service worker in any of its contexts.
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true, permissions: ['camera'], ...WORKER_BLOCKED });
    tablet = { context, page: await context.newPage() };
    const { page } = tablet;
    await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, `/events/door?event=${eventId}`);
    await page.locator('.door-lines').waitFor();
    const scan = page.getByRole('button', { name: S.scan, exact: true });
    expect(await scan.getAttribute('aria-expanded')).toBe('false');
    await scan.click();
    const panel = page.getByRole('region', { name: SCAN_STRINGS.scanner });
    await expect.poll(() => panel.getAttribute('data-camera')).toBe('scanning');
    // Chromium on Linux has no BarcodeDetector: the decoder the app serves, from its own chunk.
    expect(await panel.getAttribute('data-detector')).toBe('fallback');
    expect(await scan.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('.scan-panel__video').evaluate((video: { videoWidth: number }) => video.videoWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: SCAN_STRINGS.sound }).waitFor();
    expect(await seriousViolations(page, TOASTS), 'the scan view').toEqual([]);
    await bothSizes('open');
  });

  it('a going resident’s pass by the wedge, its trigger pressed twice: green at once, one check-in, the second ignored', async () => {
    // Both scans in one go in the page: from the test's side, two scans a few ms apart could be seconds
    // apart on a busy machine.
    await search().evaluate((input: unknown, pass: string) => {
      const field = input as { value: string; dispatchEvent(event: unknown): boolean };
      const scope = globalThis as unknown as { HTMLInputElement: { prototype: object }; Event: new (type: string, init: object) => unknown; KeyboardEvent: new (type: string, init: object) => unknown };
      const setValue = Object.getOwnPropertyDescriptor(scope.HTMLInputElement.prototype, 'value')?.set;
      for (let time = 0; time < 2; time++) {
        setValue?.call(field, pass);
        field.dispatchEvent(new scope.Event('input', { bubbles: true }));
        field.dispatchEvent(new scope.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      }
    }, goingPass);
    await expect.poll(() => status().innerText()).toContain(S.scanCheckedIn(short(going)));
    expect(await status().getAttribute('data-tone')).toBe('ok');
    expect(await search().inputValue()).toBe('');
    await expect.poll(async () => (await roster()).find((line) => line.userId === going.id)?.checkedInAt ?? null).not.toBeNull();
    // The second said nothing new: still green, not "Already checked in".
    expect(await status().getAttribute('data-tone')).toBe('ok');
    expect(await seriousViolations(tablet.page, TOASTS), 'checked in').toEqual([]);
    await bothSizes('checked-in');
  });

  it('the same pass after 2 s: amber, with the first check-in’s time and who made it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await wedge(goingPass);
    const line = (await roster()).find((candidate) => candidate.userId === going.id)!;
    const expected = `Already checked in at ${formatMomentClock(line.checkedInAt!, timeZone)}${line.checkedInBy ? ` by ${line.checkedInBy}` : ''}`;
    await expect.poll(() => status().innerText()).toContain(expected);
    expect(await status().getAttribute('data-tone')).toBe('warn');
    expect(await seriousViolations(tablet.page, TOASTS), 'already checked in').toEqual([]);
    await bothSizes('already');
  });

  it('a resident of the building not going: red, and "Check in as walk-in" checks them in', async () => {
    await wedge(otherPass);
    await expect.poll(() => status().innerText()).toContain(S.notOnList);
    expect(await status().getAttribute('data-tone')).toBe('error');
    expect(await seriousViolations(tablet.page, TOASTS), 'not on the list').toEqual([]);
    await bothSizes('not-on-list');
    await status().getByRole('button', { name: S.checkInAsWalkIn }).click();
    await expect.poll(() => status().innerText()).toContain(S.scanCheckedIn(short(other)));
    await expect.poll(async () => (await roster()).find((line) => line.userId === other.id)?.walkIn ?? false).toBe(true);
  });

  it('a renewed pass and a text that is no pass: red "Unknown pass", with what to do', async () => {
    await wedge(otherOldPass);
    await expect.poll(() => status().innerText()).toContain(S.unknownPass);
    expect(await status().getAttribute('data-tone')).toBe('error');
    expect(await status().innerText()).toContain(S.unknownPassHelp);
    await wedge('PASS-HELLO');
    await expect.poll(() => status().locator('.scan-status__body').count()).toBe(1);
    expect(await status().innerText()).toContain(S.unknownPass);
    expect(await seriousViolations(tablet.page, TOASTS), 'unknown pass').toEqual([]);
    await bothSizes('unknown');
    // A name and Enter stays a search.
    await wedge(going.firstName);
    expect(await search().inputValue()).toBe(going.firstName);
    await tablet.page.getByRole('region', { name: S.searchResults }).waitFor();
    await search().fill('');
  });

  it('a pass shown to the camera is read by the app’s decoder (no torch on a camera without one)', async () => {
    // A camera whose picture is the pass's QR code: a canvas's stream in place of the fake camera.
    const modules = encodeQR(goingPass, 'raw', { border: 4 });
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, ...WORKER_BLOCKED });
    await context.addInitScript((grid: boolean[][]) => {
      type Canvas = { width: number; height: number; getContext(kind: '2d'): { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void }; captureStream(fps: number): unknown };
      const scope = globalThis as unknown as { document: { createElement(tag: 'canvas'): Canvas }; navigator: { mediaDevices: { getUserMedia: () => Promise<unknown> } }; setInterval: (run: () => void, ms: number) => void };
      scope.navigator.mediaDevices.getUserMedia = async () => {
        const canvas = scope.document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const paint = () => {
          const context = canvas.getContext('2d');
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, 640, 480);
          const size = Math.floor(400 / grid.length);
          const left = (640 - size * grid.length) / 2;
          const top = (480 - size * grid.length) / 2;
          context.fillStyle = '#000000';
          grid.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(left + x * size, top + y * size, size, size)));
        };
        paint();
        // A stream sends a frame when the canvas is drawn again.
        scope.setInterval(paint, 100);
        return canvas.captureStream(10);
      };
    }, modules);
    const page = await context.newPage();
    try {
      await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, `/events/door?event=${eventId}`);
      await page.locator('.door-lines').waitFor();
      await page.getByRole('button', { name: S.scan, exact: true }).click();
      const result = page.getByRole('status', { name: SCAN_STRINGS.result });
      // Checked in by the wedge earlier: the camera's read says so.
      await expect.poll(() => result.getAttribute('data-tone')).toBe('warn');
      expect(await result.innerText()).toContain('Already checked in at');
      expect(await page.getByRole('region', { name: SCAN_STRINGS.scanner }).getAttribute('data-detector')).toBe('fallback');
      expect(await page.getByRole('button', { name: SCAN_STRINGS.torch }).count()).toBe(0);
      await viewportScreenshot(page, 'door-scan-camera-read-768x1024');
    } finally {
      await context.close();
    }
  });

  it('camera refused: the scan view says why, and the search still finds residents', async () => {
    const context = await browser.newContext({ viewport: TABLET_PORTRAIT_VIEWPORT, hasTouch: true, bypassCSP: true, ...WORKER_BLOCKED });
    await context.addInitScript(() => {
      const media = (globalThis as unknown as { navigator: { mediaDevices: { getUserMedia: () => Promise<never> } } }).navigator.mediaDevices;
      media.getUserMedia = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    const page = await context.newPage();
    try {
      await openSignedIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password, `/events/door?event=${eventId}`);
      await page.locator('.door-lines').waitFor();
      await page.getByRole('button', { name: S.scan, exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: SCAN_STRINGS.cameraOff.denied });
      await alert.waitFor();
      expect(await alert.innerText()).toContain(S.scanOtherWays);
      expect(await seriousViolations(page, TOASTS), 'camera refused').toEqual([]);
      await viewportScreenshot(page, 'door-scan-camera-refused-768x1024');
      await page.getByLabel(S.findResident).fill(going.firstName);
      await page.getByRole('region', { name: S.searchResults }).getByText(`${going.firstName} ${going.lastName}`).first().waitFor();
    } finally {
      await context.close();
    }
  });
});
