// The harness itself: the real server starts on its own port and data directory, serves the built
// app and the API docs, and Chromium renders the app from it.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/e2e-browser.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

describe('e2e harness', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    // An empty data directory, not the seeded copy the other files start from: the server's whole
    // first start (create, migrate, seed) runs here end to end.
    server = await startServer({ emptyDataDir: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the built app shell and the API docs from its own data directory', async () => {
    const shell = await fetch(`${server.url}/`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-type')).toContain('text/html');
    expect(await shell.text()).toContain('<div id="root">');

    const docs = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(docs.status).toBe(200);

    // The server's own files (PGlite data, generated JWT secret) went to the temp dir, not ./data.
    expect(existsSync(server.dataDir)).toBe(true);
  });

  it('renders the app in Chromium with no uncaught page errors', async () => {
    const { context, page } = await openPage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.url}/`);
    await page.locator('#root *').first().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  // Last: it stops the file's server (afterAll's second stop() is then a no-op).
  it('stop() ends the server and removes its data directory', async () => {
    await server.stop();
    expect(existsSync(server.dataDir)).toBe(false);
    await expect(fetch(`${server.url}/api/docs`)).rejects.toThrow();
  });
});
