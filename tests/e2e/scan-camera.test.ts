// Scan by camera in real Chromium against the real server on the demo data: a resident's real pass
// (asked for through the residents' sign-in, tests/support/e2e-pass.ts) is the QR code in a video
// Chromium plays as its camera (tests/support/e2e-camera.ts); Scan at the door and at the kiosk reads it.
//
// First the fake camera itself, on the app's origin: getUserMedia gives a video whose frame
// qr/decode.js decodes to the code's text, a new text shows the next time the camera starts, Chromium
// has no BarcodeDetector of its own, and the one installed for the runs "with" reads the video.
//
// Every door and kiosk case runs twice. "With BarcodeDetector": Debian's Chromium on Linux has NONE, so that run
// installs one before the app's scripts, qr/decode.js's standards-shaped BarcodeDetector ponyfill
// (tests/support/e2e-barcode-detector.ts), and the app takes its BarcodeDetector path. "Without
// BarcodeDetector": nothing installed, the app's fallback (its own qr/decode chunk) reads the frames.
// The scan view says which it took (data-detector), and the test checks it did.
//
// At the door: a going resident's pass → green "Checked in · Ava J." and the row checked in; the
// same offline → green at once, pending, then online the outbox replays and the server's check-in
// log has exactly one check-in; a wedge scan (the pass typed + Enter in the search field) checks in;
// a QR code of a URL and a renewed pass's old code → "Unknown pass"; a resident of the building not
// going → "Not on this event's list". At the kiosk (started from front-desk mode, the event picked):
// a going resident's pass → green, one check-in; the same offline → one check-in once back online;
// a resident not going → "Not on this event's list" with "Ask the front desk". One server and one
// browser for the file; one camera file whose code each case sets before it opens the camera.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { DOOR_STRINGS as S } from '../../src/features/events/door-strings.ts';
import { KIOSK_STRINGS as K } from '../../src/features/kiosk/kiosk-strings.ts';
import { FRONT_DESK_STRINGS as F } from '../../src/ui/front-desk-strings.ts';
import { shortName } from '../../src/ui/short-name.ts';
import { installBarcodeDetector } from '../support/e2e-barcode-detector.ts';
import { fakeCameraFile, type FakeCameraFile } from '../support/e2e-camera.ts';
import { cameraFrame, decodeFrame, DETECT, withCameraVideo } from '../support/e2e-camera-page.ts';
import { grantCamera, launchBrowser, signIn, trackNetworkQuiet, WORKER_BLOCKED } from '../support/e2e-browser.ts';
import { createEventOpenForCheckIn } from '../support/e2e-door.ts';
import { apiClient, viewportScreenshot, waitForServiceWorkerControl, type ApiClient } from '../support/e2e-offline.ts';
import { residentPass, residentToken } from '../support/e2e-pass.ts';
import { barcodeDetectorCalls, DETECTOR_RUNS, scanActions, scanContext, scanResult, type DetectorRun } from '../support/e2e-scan.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface Resident {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
}

interface WithPass extends Resident {
  pass: string;
}

interface CheckInLogLine {
  action: 'check-in' | 'undo';
  result: string;
}

/**
 * Going residents each detector run checks in: at the door by camera online, offline, and by the
 * wedge; at the kiosk by camera online and offline.
 */
const CASES = ['online', 'offline', 'wedge', 'kioskOnline', 'kioskOffline'] as const;
type Case = (typeof CASES)[number];
/** Not a pass: what a stranger's QR code (a poster's, a menu's) says. */
const URL_CODE = 'https://example.com/menu?table=12';

describe('scan by camera', () => {
  let server: TestServer;
  let browser: Browser;
  let camera: FakeCameraFile;
  let api: ApiClient;
  let eventId: number;
  const eventName = `Scan by camera ${Date.now().toString(36)}`;
  let building: { id: number; name: string };
  /** Per detector run, the going residents of its cases. */
  const going = new Map<string, Record<Case, WithPass>>();
  /** A resident of the building, not going; their pass says "Not on this event's list". */
  let notGoing: WithPass;
  /** A renewed pass's old code: matches nobody. */
  let oldPass: string;

  const checkInLog = async (resident: Resident) =>
    (await api.post<{ lines: CheckInLogLine[] }>('/building-manager/check-in-log/', { eventId, userId: resident.id })).data.lines;

  beforeAll(async () => {
    // The camera shows a code that is no pass until a case sets the one it scans.
    camera = fakeCameraFile(URL_CODE);
    [server, browser] = await Promise.all([startServer(), launchBrowser({ fakeCamera: camera.path })]);
    api = await apiClient(server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    const needed = DETECTOR_RUNS.length * CASES.length + 2;
    // A building with enough residents who have an e-mail (a pass is asked for signed in as the resident).
    const buildings = (await api.post<{ id: number; name: string }[]>('/building-manager/buildings/', {})).data;
    let chosen: Resident[] = [];
    for (const candidate of buildings) {
      const users = (await api.post<{ users: Resident[] }>('/building-manager/users/', { buildingId: candidate.id, limit: 200 })).data.users;
      const withMail = users.filter((user) => user.email);
      if (withMail.length >= needed) {
        building = candidate;
        chosen = withMail.slice(0, needed);
        break;
      }
    }
    expect(chosen, `a demo building with ${needed} residents who have an e-mail`).toHaveLength(needed);
    eventId = await createEventOpenForCheckIn(api, building.id, eventName, null);

    // Each resident signs in once and asks for their pass, all at once (the mail of each is awaited).
    const withPasses = await Promise.all(
      chosen.map(async (resident, index) => {
        const token = await residentToken(server, resident.email!);
        const pass = await residentPass(server, token);
        // The last one renews theirs: the first pass is the old one.
        if (index === chosen.length - 1) oldPass = pass;
        return { ...resident, pass: index === chosen.length - 1 ? await residentPass(server, token, true) : pass };
      }),
    );
    notGoing = withPasses[withPasses.length - 2]!;
    DETECTOR_RUNS.forEach((run, at) => {
      const mine = withPasses.slice(at * CASES.length, (at + 1) * CASES.length);
      going.set(run.path, Object.fromEntries(CASES.map((name, index) => [name, mine[index]!])) as Record<Case, WithPass>);
    });
    for (const cases of going.values()) {
      for (const resident of Object.values(cases)) expect((await api.post('/building-manager/rsvp/', { eventId, userId: resident.id })).status).toBe(200);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    camera?.remove();
  });

  describe("the fake camera, on the app's origin", () => {
    const [first, second] = ['PASS-0123456789ABCDEFGHJKMNPQRS', 'PASS-ZYXWVTSRQPNMKJHGFEDCBA9876'];

    it('plays the video as the camera: a frame decodes to the text, and to a new text once the camera starts again', async () => {
      // Only the camera on the sign-in page: the service worker's install would be wasted work.
      const context = await browser.newContext({ ...WORKER_BLOCKED });
      try {
        await grantCamera(context, server.url);
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        camera.show(first);
        const frame = await cameraFrame(page);
        expect(frame).toMatchObject({ width: 640, height: 480 });
        expect(decodeFrame(frame)).toBe(first);
        camera.show(second);
        expect(decodeFrame(await cameraFrame(page))).toBe(second);
      } finally {
        await context.close();
      }
    });

    it('has no BarcodeDetector of its own; the installed one reads the camera’s video', async () => {
      const bare = await browser.newContext({ ...WORKER_BLOCKED });
      const withDetector = await browser.newContext({ ...WORKER_BLOCKED });
      try {
        const barePage = await bare.newPage();
        await barePage.goto(`${server.url}/`);
        // If this ever fails, Chromium grew a native one: the runs "without" must then hide it.
        expect(await barePage.evaluate("'BarcodeDetector' in window")).toBe(false);

        await grantCamera(withDetector, server.url);
        await installBarcodeDetector(withDetector);
        const page = await withDetector.newPage();
        await page.goto(`${server.url}/`);
        camera.show(first);
        expect(await page.evaluate(withCameraVideo(DETECT))).toEqual([first]);
        expect(await barcodeDetectorCalls(page)).toBe(1);
      } finally {
        await bare.close();
        await withDetector.close();
      }
    });
  });

  describe.each(DETECTOR_RUNS.map((run) => [run.name, run] as const))('at the door, %s', (_name, run: DetectorRun) => {
    let context: BrowserContext;
    let page: Page;
    const residents = () => going.get(run.path)!;
    const row = (resident: Resident) => page.locator(`.door-line[data-user-id="${resident.id}"]`);

    // Sets what the camera shows, then opens Scan: the camera starts with that code in front of it.
    const { scan, stopScan, expectOutcome } = scanActions(() => page, () => camera, S.scan, run.path);

    it('opens the door view, the resident index on the tablet (a pass is looked up in it)', async () => {
      context = await scanContext(browser, server.url, { path: run.path });
      page = await context.newPage();
      await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
      await waitForServiceWorkerControl(page);
      await page.goto(`${server.url}/events/door?event=${eventId}`);
      await page.locator('.door-lines').waitFor();
      // The search finds a resident not going: that is the index's.
      await page.getByLabel(S.findResident).fill(`${notGoing.firstName} ${notGoing.lastName}`);
      await row(notGoing).waitFor();
      await page.getByLabel(S.findResident).fill('');
    });

    afterAll(async () => {
      await context?.close();
    });

    it("a going resident's pass: green, the row checked in, one check-in on the server", async () => {
      const resident = residents().online;
      await scan(resident.pass);
      await expectOutcome('ok', S.scanCheckedIn(shortName(resident.firstName, resident.lastName)));
      await expect.poll(() => row(resident).getAttribute('class')).toContain('is-in');
      if (run.path === 'native') expect(await barcodeDetectorCalls(page)).toBeGreaterThan(0);
      else expect(await barcodeDetectorCalls(page)).toBe(0);
      await viewportScreenshot(page, `scan-camera-${run.path}-green-768x1024`);
      await stopScan();
      await expect.poll(async () => (await checkInLog(resident)).filter((line) => line.action === 'check-in')).toEqual([expect.objectContaining({ result: 'checked-in' })]);
    });

    it('offline: green at once and pending; back online the outbox sends it, and the server has exactly one check-in', async () => {
      const resident = residents().offline;
      const network = trackNetworkQuiet(page);
      await context.setOffline(true);
      await scan(resident.pass);
      await expectOutcome('ok', S.scanCheckedIn(shortName(resident.firstName, resident.lastName)));
      await row(resident).getByText(S.pendingSync).waitFor();
      await stopScan();
      expect(await checkInLog(resident)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(() => row(resident).getByText(S.pendingSync).count(), { timeout: 20_000 }).toBe(0);
      expect(await row(resident).getAttribute('class')).toContain('is-in');
      // The replay is over (nothing more in flight) before the count is read.
      await network.wait();
      expect((await checkInLog(resident)).filter((line) => line.action === 'check-in')).toEqual([expect.objectContaining({ result: 'checked-in' })]);
    });

    it('a wedge scan (the pass typed into the search field, then Enter) checks in', async () => {
      const resident = residents().wedge;
      const search = page.getByLabel(S.findResident);
      await search.click();
      await page.keyboard.type(resident.pass, { delay: 5 });
      await page.keyboard.press('Enter');
      await expectOutcome('ok', S.scanCheckedIn(shortName(resident.firstName, resident.lastName)));
      await expect.poll(() => row(resident).getAttribute('class')).toContain('is-in');
      await expect.poll(async () => (await checkInLog(resident)).filter((line) => line.action === 'check-in')).toEqual([expect.objectContaining({ result: 'checked-in' })]);
    });

    it('a QR code of a URL: "Unknown pass"; a resident not going: "Not on this event\'s list"; a renewed pass\'s old code: "Unknown pass"', async () => {
      // Said in turns, so each outcome is told from the one before.
      await scan(URL_CODE);
      await expectOutcome('error', S.unknownPass);
      await stopScan();
      await scan(notGoing.pass);
      await expectOutcome('error', S.notOnList);
      expect(await scanResult(page).getByRole('button', { name: S.checkInAsWalkIn }).count()).toBe(1);
      await viewportScreenshot(page, `scan-camera-${run.path}-not-on-list-768x1024`);
      await stopScan();
      await scan(oldPass);
      await expectOutcome('error', S.unknownPass);
      await stopScan();
      // None of them checked anyone in.
      expect(await checkInLog(notGoing)).toEqual([]);
    });
  });

  describe.each(DETECTOR_RUNS.map((run) => [run.name, run] as const))('at the kiosk, %s', (_name, run: DetectorRun) => {
    let context: BrowserContext;
    let page: Page;
    const residents = () => going.get(run.path)!;

    const { scan, stopScan, expectOutcome } = scanActions(() => page, () => camera, K.scan, run.path);

    it('starts the kiosk from front-desk mode and picks the event', async () => {
      context = await scanContext(browser, server.url, { path: run.path });
      page = await context.newPage();
      await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
      await waitForServiceWorkerControl(page);
      await page.goto(`${server.url}/building`);
      await page.getByRole('link', { name: `Start front-desk mode for ${building.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: F.start }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('banner').getByRole('button', { name: /Profile menu/ }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: K.start }).click();
      await page.waitForURL((url) => url.pathname === '/kiosk');
      await page.getByRole('button', { name: new RegExp(eventName) }).click();
      await page.getByLabel(K.firstName).waitFor();
    });

    afterAll(async () => {
      await context?.close();
    });

    it("a going resident's pass: green, one check-in on the server", async () => {
      const resident = residents().kioskOnline;
      await scan(resident.pass);
      await expectOutcome('ok', K.scanCheckedIn(shortName(resident.firstName, resident.lastName)));
      await viewportScreenshot(page, `scan-camera-kiosk-${run.path}-green-768x1024`);
      await stopScan();
      await expect.poll(async () => (await checkInLog(resident)).filter((line) => line.action === 'check-in')).toEqual([expect.objectContaining({ result: 'checked-in' })]);
    });

    it('offline: green at once; back online the outbox sends it, and the server has exactly one check-in', async () => {
      const resident = residents().kioskOffline;
      const network = trackNetworkQuiet(page);
      await context.setOffline(true);
      await scan(resident.pass);
      await expectOutcome('ok', K.scanCheckedIn(shortName(resident.firstName, resident.lastName)));
      await stopScan();
      expect(await checkInLog(resident)).toEqual([]);

      await context.setOffline(false);
      await expect.poll(async () => (await checkInLog(resident)).length, { timeout: 20_000 }).toBeGreaterThan(0);
      // The replay is over (nothing more in flight) before the count is read.
      await network.wait();
      expect((await checkInLog(resident)).filter((line) => line.action === 'check-in')).toEqual([expect.objectContaining({ result: 'checked-in' })]);
    });

    it('a resident not going: "Not on this event\'s list", "Ask the front desk"', async () => {
      await scan(notGoing.pass);
      await expectOutcome('error', K.scanNotOnList);
      expect(await scanResult(page).innerText()).toContain(K.askFrontDesk);
      await stopScan();
      expect(await checkInLog(notGoing)).toEqual([]);
    });
  });
});
