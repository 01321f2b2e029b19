// The resident's pass on /r/me in real Chromium on a phone (360x740), against the real server on
// demo data: the demo resident signs in with the e-mailed code, sees the pass as a QR code, and the
// QR code as drawn on screen (a screenshot, decoded with the same decoder a door tablet can use)
// says exactly what pass/ answers; Renew asks first, then the new QR decodes to the new pass; offline,
// a reload still shows it, with Renew disabled. axe on the page and on the dialog; screenshots in
// /tmp/resident-shots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { decodeQR } from 'qr/decode.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from '../../server/demo/demo-accounts.ts';
import { STORAGE_KEYS } from '../../src/config/web-storage.ts';
import { passOfText } from '../../src/contract/resident-pass.ts';
import { RESIDENT_STRINGS as S } from '../../src/residents/resident-strings.ts';
import { launchBrowser } from '../support/e2e-browser.ts';
import { seriousViolations } from '../support/e2e-axe.ts';
import { readLatestMail } from '../support/e2e-mail.ts';
import { waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const PHONE_VIEWPORT = { width: 360, height: 740 } as const;
const SHOTS_DIR = '/tmp/resident-shots';
/** The smallest the code may be drawn on a phone (CSS px): larger modules scan from further away. */
const MIN_QR_PX = 240;

async function shot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await target.screenshot({ path: join(SHOTS_DIR, `${name}.png`) });
}

/**
 * What the QR code on screen says: a screenshot of it, turned into pixels by the browser's own PNG
 * decoder (createImageBitmap, a canvas), read by qr's decoder.
 */
async function decodeOnScreen(page: Page, qr: Locator): Promise<string> {
  const png = (await qr.screenshot()).toString('base64');
  const image = await page.evaluate(async (base64) => {
    // The page's own APIs, typed here (the tests compile without the DOM's types).
    const web = globalThis as unknown as {
      createImageBitmap(blob: Blob): Promise<{ width: number; height: number }>;
      OffscreenCanvas: new (width: number, height: number) => {
        getContext(kind: '2d'): { drawImage(image: unknown, x: number, y: number): void; getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } } | null;
      };
    };
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await web.createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new web.OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return { width: bitmap.width, height: bitmap.height, data: Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data) };
  }, png);
  return decodeQR({ width: image.width, height: image.height, data: Uint8ClampedArray.from(image.data) });
}

describe("the resident's pass", () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  /** What pass/ answers the signed-in resident now (the same call the page makes). */
  async function passNow(): Promise<string> {
    const answer = await fetch(`${server.url}/api/residents/pass/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { pass: string }).pass;
  }

  const qrCode = () => page.getByRole('img', { name: S.passQrName, exact: true });
  const passSection = () => page.locator('section.r-pass');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, bypassCSP: true });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('signs the demo resident in with the e-mailed code', async () => {
    await page.goto(`${server.url}/r`);
    await page.getByLabel(S.emailLabel).waitFor();
    const asked = new Date();
    await page.getByLabel(S.emailLabel).fill(DEMO_RESIDENT.email);
    await page.getByRole('button', { name: S.sendCode }).click();
    await page.getByLabel(S.codeLabel).waitFor();
    const mail = await readLatestMail(server.mailDir, { to: DEMO_RESIDENT.email, sentAfter: asked });
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeDefined();
    await page.getByLabel(S.codeLabel).fill(code!);
    await page.getByRole('button', { name: S.signIn }).click();
    await page.waitForURL((url) => url.pathname === '/r/events');
    const stored = await page.evaluate(
      (key) => (globalThis as unknown as { localStorage: { getItem(name: string): string | null } }).localStorage.getItem(key),
      STORAGE_KEYS.residentSession.key,
    );
    token = (JSON.parse(stored ?? '{}') as { token?: string }).token ?? '';
    expect(token).not.toBe('');
  });

  it('shows the pass on /r/me as a QR code that decodes to what pass/ answers, large on the phone, and accessible', async () => {
    await page.goto(`${server.url}/r/me`);
    await qrCode().waitFor();
    const pass = await passNow();
    expect(passOfText(pass)).toBe(pass);
    expect(await decodeOnScreen(page, qrCode())).toBe(pass);

    const box = (await qrCode().boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(MIN_QR_PX);
    expect(box.height).toBeCloseTo(box.width, 0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // The code's text is nowhere a screen reader would read it.
    expect(await page.locator('body').innerText()).not.toContain(pass);
    expect(await passSection().textContent()).toContain(S.passHint);
    expect(await passSection().locator('.r-pass-name').textContent()).not.toBe('');

    expect(await seriousViolations(page)).toEqual([]);
    await shot(passSection(), 'pass-section-360x740');
    await shot(page, 'me-pass-360x740');
  });

  it('renews after the confirmation: the new QR decodes to the new pass', async () => {
    const old = await passNow();
    await page.getByRole('button', { name: S.renewPass }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(S.renewBody);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'renew-pass-dialog-360x740');

    await dialog.getByRole('button', { name: S.renewPass }).click();
    await passSection().getByRole('status').filter({ hasText: S.passRenewed }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const renewed = await passNow();
    expect(renewed).not.toBe(old);
    await expect.poll(() => decodeOnScreen(page, qrCode())).toBe(renewed);
  });

  it('offline, a reload still shows the pass, with Renew disabled and the reason', async () => {
    const pass = await passNow();
    await waitForServiceWorkerControl(page);
    await page.goto(`${server.url}/r/me`);
    await qrCode().waitFor();

    await context.setOffline(true);
    try {
      await page.reload();
      await qrCode().waitFor({ timeout: 15_000 });
      expect(await decodeOnScreen(page, qrCode())).toBe(pass);
      const renew = page.getByRole('button', { name: S.renewPass });
      expect(await renew.isDisabled()).toBe(true);
      await passSection().getByText(S.renewOffline).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(passSection(), 'pass-section-offline-360x740');
    } finally {
      await context.setOffline(false);
    }
  });
});
