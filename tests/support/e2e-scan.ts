// The scan tests' and the scan bench's tablet: a context whose camera is the browser's fake one
// (launchBrowser's `fakeCamera`, playing a Y4M video of a QR code from tests/support/e2e-camera.ts),
// allowed without a prompt, and "with BarcodeDetector" or not. Debian's Chromium on Linux has no
// BarcodeDetector, so the run with one installs qr/decode.js's standards-shaped ponyfill before the
// app's scripts (tests/support/e2e-barcode-detector.ts): the app takes its BarcodeDetector path
// (data-detector="native"). The run without has none, and the app loads its own decoder chunk
// (data-detector="fallback").
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCAN_STRINGS } from '../../src/ui/scan/scan-strings.ts';
import type { FakeCameraFile } from './e2e-camera.ts';
import { installBarcodeDetector } from './e2e-barcode-detector.ts';
import { grantCamera, TABLET_PORTRAIT_VIEWPORT, workerOption } from './e2e-browser.ts';

/** Which of the app's detectors a run exercises, as the scan view names it (data-detector). */
export type DetectorPath = 'native' | 'fallback';

export interface DetectorRun {
  /** Said in test names and the bench's lines. */
  name: string;
  path: DetectorPath;
}

export const DETECTOR_RUNS: readonly DetectorRun[] = [
  { name: 'with BarcodeDetector (qr/decode.js ponyfill installed)', path: 'native' },
  { name: "without BarcodeDetector (the app's own decoder chunk)", path: 'fallback' },
];

export interface ScanContextOptions {
  path: DetectorPath;
  viewport?: { width: number; height: number };
  /** Lets axe's script into the page. */
  bypassCSP?: boolean;
  /** false: no service worker in this context (WORKER_BLOCKED, e2e-browser.ts), for a test that is not about it. */
  worker?: boolean;
}

/** A tablet context on `origin` whose pages may use the fake camera, with a BarcodeDetector for the 'native' path. */
export async function scanContext(browser: Browser, origin: string, options: ScanContextOptions): Promise<BrowserContext> {
  const viewport = options.viewport ?? TABLET_PORTRAIT_VIEWPORT;
  const context = await browser.newContext({ viewport, hasTouch: true, bypassCSP: options.bypassCSP ?? false, ...workerOption(options.worker) });
  await grantCamera(context, origin);
  if (options.path === 'native') await installBarcodeDetector(context);
  return context;
}

/** The camera's scan view (its data-camera says starting, scanning or off; data-detector which path). */
export const scanPanel = (page: Page) => page.getByRole('region', { name: SCAN_STRINGS.scanner });
/** The status line a scan's outcome is said in (data-tone: ok, warn or error). */
export const scanResult = (page: Page) => page.getByRole('status', { name: SCAN_STRINGS.result });

/** The detect() calls the installed BarcodeDetector answered (0 without one). */
export async function barcodeDetectorCalls(page: Page): Promise<number> {
  return Number((await page.evaluate('window.__barcodeDetectorCalls ?? 0')) as number);
}

/**
 * What a test does with a scan view (the door's or the kiosk's): show `text` to the camera and open
 * Scan (its button named `scanLabel`), checking the detector `path` is the one in use; close it; and
 * wait for the outcome's tone and words. `page` and `camera` are read when called (made later, in the tests' set-up).
 */
export function scanActions(page: () => Page, camera: () => FakeCameraFile, scanLabel: string, path: DetectorPath) {
  return {
    async scan(text: string): Promise<void> {
      camera().show(text);
      await page().getByRole('button', { name: scanLabel, exact: true }).click();
      await expect.poll(() => scanPanel(page()).getAttribute('data-camera')).toBe('scanning');
      expect(await scanPanel(page()).getAttribute('data-detector')).toBe(path);
    },
    async stopScan(): Promise<void> {
      await scanPanel(page()).getByRole('button', { name: SCAN_STRINGS.stop }).click();
      await scanPanel(page()).waitFor({ state: 'detached' });
    },
    async expectOutcome(tone: 'ok' | 'warn' | 'error', text: string): Promise<void> {
      await expect.poll(() => scanResult(page()).innerText()).toContain(text);
      expect(await scanResult(page()).getAttribute('data-tone')).toBe(tone);
    },
  };
}
