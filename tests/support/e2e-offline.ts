// Helpers for the offline e2e tests: service-worker control, a persistent (installable) profile,
// and a second, non-browser API client that checks what the server holds.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_VIEWPORT } from './e2e-browser.ts';

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
 * contexts are incognito, where Chromium reports 'in-incognito' as an installability error.
 */
export async function launchPersistentChromium(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const profileDir = mkdtempSync(join(tmpdir(), 'hom-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
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
