// Installable: Chromium finds nothing missing for installation (manifest,
// icons, a service worker controlling the page), and /sw.js is the active worker.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPersistentChromium, waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface InstallabilityError {
  errorId: string;
  errorArguments: Array<{ name: string; value: string }>;
}

describe('installability', () => {
  let server: TestServer;
  let context: BrowserContext;
  let closeBrowser: (() => Promise<void>) | undefined;
  let page: Page;

  beforeAll(async () => {
    let chromium;
    [server, chromium] = await Promise.all([startServer(), launchPersistentChromium()]);
    ({ context, close: closeBrowser } = chromium);
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
  });

  it('has an active /sw.js controlling the page and no installability errors', async () => {
    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);
    const activeWorker = async () =>
      (await page.evaluate(
        'navigator.serviceWorker.ready.then((r) => ({ url: r.active && r.active.scriptURL, state: r.active && r.active.state }))',
      )) as { url: string | null; state: string | null };
    // 'activating' → 'activated' once the worker's activate work (old-cache cleanup) is done.
    await expect.poll(activeWorker).toEqual({ url: `${server.url}/sw.js`, state: 'activated' });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: InstallabilityError[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);

    // The richer install sheet's screenshots (wide and narrow), served at their stated size.
    const declared = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      icons: { src: string; type: string }[];
      screenshots?: { src: string; sizes: string; form_factor: string }[];
    };
    expect((declared.screenshots ?? []).map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of declared.screenshots ?? []) {
      const size = (await page.evaluate(`new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve(image.naturalWidth + 'x' + image.naturalHeight);
        image.onerror = reject;
        image.src = ${JSON.stringify(shot.src)};
      })`)) as string;
      expect(size, shot.src).toBe(shot.sizes);
    }
    // No warm dot on any icon (it read as a notification badge): no orange pixel anywhere.
    for (const icon of declared.icons) {
      const orange = (await page.evaluate(`new Promise((resolve, reject) => {
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement('canvas');
          canvas.width = 128;
          canvas.height = 128;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0, 128, 128);
          const { data } = context.getImageData(0, 0, 128, 128);
          let count = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 200 && data[i] > 200 && data[i + 1] > 120 && data[i + 1] < 200 && data[i + 2] < 140) count++;
          resolve(count);
        };
        image.onerror = reject;
        image.src = ${JSON.stringify(icon.src)};
      })`)) as number;
      expect(orange, icon.src).toBe(0);
    }
  });
});
