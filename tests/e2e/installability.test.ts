// Issue "Offline-first", Installable: Chromium finds nothing missing for installation (manifest,
// icons, a service worker controlling the page), and /sw.js is the active worker.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPersistentChromium, waitForServiceWorkerControl } from '../support/e2e-offline.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

interface InstallabilityError {
  errorId: string;
  errorArguments: Array<{ name: string; value: string }>;
}

describe('installability (issue "Offline-first")', () => {
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
  });
});
