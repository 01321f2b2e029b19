// Helpers for the offline e2e tests: service-worker control, IndexedDB counts in the page, and a
// second, non-browser API client that checks what the server holds.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH, DESKTOP_VIEWPORT } from './e2e-browser.ts';

const SW_WAIT_MS = 30_000;

/** Waits for the worker to be active and to control the page (reloading once if it does not yet). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  const controlled = async () => (await page.evaluate('navigator.serviceWorker.controller !== null')) === true;
  if (!(await controlled())) {
    await page.reload();
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  }
  await expect.poll(controlled, { timeout: SW_WAIT_MS }).toBe(true);
}

export interface OfflineStoreCounts {
  responses: number;
  outbox: number;
}

/** Rows of `userId` in the app's offline database ('hom-offline-v1'), read inside the page. */
export async function countUserRows(page: Page, userId: number): Promise<OfflineStoreCounts> {
  const script = `new Promise((resolve, reject) => {
    const open = indexedDB.open('hom-offline-v1');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const names = ['responses', 'outbox'].filter((name) => db.objectStoreNames.contains(name));
      if (names.length === 0) { db.close(); resolve({ responses: 0, outbox: 0 }); return; }
      const tx = db.transaction(names, 'readonly');
      const counts = { responses: 0, outbox: 0 };
      for (const name of names) {
        const request = tx.objectStore(name).getAll();
        request.onsuccess = () => {
          counts[name] = request.result.filter((row) => row.userId === ${JSON.stringify(String(userId))}).length;
        };
      }
      tx.oncomplete = () => { db.close(); resolve(counts); };
      tx.onerror = () => reject(tx.error);
    };
  })`;
  return (await page.evaluate(script)) as OfflineStoreCounts;
}

export interface ApiClient {
  token: string;
  userId: number;
  post<T>(path: string, body?: unknown): Promise<{ status: number; data: T }>;
}

/** Signs in over HTTP (no browser) and returns a client for /api calls with that token. */
export async function apiClient(baseUrl: string, email: string, password: string): Promise<ApiClient> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: number | string };
  return {
    token,
    userId: Number(payload.sub),
    async post<T>(path: string, body: unknown = {}) {
      const response = await fetch(`${baseUrl}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, data: (await response.json()) as T };
    },
  };
}

/** What the user sees (the viewport, toasts included), as test-results/<name>.png; returns its path. */
export async function viewportScreenshot(page: Page, name: string): Promise<string> {
  const { mkdirSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const dir = resolve(import.meta.dirname, '../../test-results');
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * A non-incognito Chromium (a persistent profile in a temporary directory): browser.newContext()
 * contexts are incognito, where Chromium reports 'in-incognito' as an installability error. The
 * flags are e2e-browser.ts's (not exported there), for the same closed network.
 */
export async function launchPersistentChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const profileDir = mkdtempSync(join(tmpdir(), 'hom-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: DESKTOP_VIEWPORT,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
