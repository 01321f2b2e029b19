// The sign-in form paints from index.html alone (prerendered at build time by
// scripts/sign-in-prerender-plugin.ts), React takes it over without losing what was typed or the
// focus, and nobody signed in, or on another path, ever sees it. Real Chromium, real server.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MANAGER } from '../../server/demo/demo-accounts.ts';
import { ACCOUNT_UI_STRINGS } from '../../src/features/account/account-strings.ts';
import { SHELL_STRINGS } from '../../src/layout/shell-strings.ts';
import { DESKTOP_VIEWPORT, launchBrowser, signIn } from '../support/e2e-browser.ts';
import { expectAtPath } from '../support/e2e-account.ts';
import { startServer, type TestServer } from '../support/e2e-server.ts';

const APP_SCRIPTS = '**/assets/*.js';
const PASSWORD_INPUT = 'form input[type="password"]';
/** The prerendered copy is gone once React has rendered its own. */
const APP_TOOK_OVER = `document.querySelector('[data-prerender]') === null`;
const WAIT_MS = 20_000;

/**
 * Runs before any of the page's own markup: flags the moment a password field is visible, and notes
 * that one was in the document while hidden (so the test knows the prerendered copy was there).
 */
const SIGN_IN_FORM_WATCH = `(() => {
  const seen = { visible: false, hidden: false };
  globalThis.__signInForm = seen;
  const check = () => {
    const input = document.querySelector(${JSON.stringify(PASSWORD_INPUT)});
    if (!input) return;
    if (input.checkVisibility()) seen.visible = true;
    else seen.hidden = true;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})()`;

/** Holds the app's scripts back until release() (requests made after it go straight through). */
function holdScripts(page: Page): { release(): Promise<void> } {
  const held: Route[] = [];
  let released = false;
  void page.route(APP_SCRIPTS, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

async function waitInPage(page: Page, expression: string): Promise<void> {
  // waitForFunction's string form is refused by the app's CSP (no 'unsafe-eval'): poll instead.
  await expect.poll(() => page.evaluate(expression).catch(() => false), { timeout: WAIT_MS }).toBe(true);
}

describe('sign-in page painted from the HTML', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** The worker is blocked: requests it answered would never reach page.route. */
  async function freshPage(): Promise<Page> {
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, serviceWorkers: 'block' });
    return context.newPage();
  }

  it('shows the styled sign-in form at / with the app scripts blocked, and the CSP lets its gate run', async () => {
    const page = await freshPage();
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) cspErrors.push(message.text());
    });
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto(`${server.url}/`);

    const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
    expect(await form.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: ACCOUNT_UI_STRINGS.loginTitle }).isVisible()).toBe(true);
    expect(await page.getByLabel(ACCOUNT_UI_STRINGS.emailLabel).isVisible()).toBe(true);
    expect(await page.getByLabel(ACCOUNT_UI_STRINGS.passwordLabel, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: ACCOUNT_UI_STRINGS.logIn }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: ACCOUNT_UI_STRINGS.forgotPasswordLink }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: SHELL_STRINGS.appName }).isVisible()).toBe(true);
    // The stylesheet is in the HTML: the card has its width limit and the button its colour.
    expect(await page.evaluate(`getComputedStyle(document.querySelector('.auth-card')).maxWidth`)).toBe('420px');
    const buttonBackground = await page.evaluate(`getComputedStyle(document.querySelector('form button[type="submit"]')).backgroundColor`);
    expect(buttonBackground).not.toBe('rgba(0, 0, 0, 0)');

    // Submitting before the app runs does not send the password off in the address.
    await page.getByLabel(ACCOUNT_UI_STRINGS.emailLabel).fill(DEMO_MANAGER.email);
    await page.getByLabel(ACCOUNT_UI_STRINGS.passwordLabel, { exact: true }).fill('typed-too-early');
    await page.getByLabel(ACCOUNT_UI_STRINGS.passwordLabel, { exact: true }).press('Enter');
    expect(new URL(page.url()).search).toBe('');
    expect(cspErrors).toEqual([]);
  });

  it('keeps what was typed before the app ran, and the focus, and then signs in', async () => {
    const page = await freshPage();
    const scripts = holdScripts(page);
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    const email = page.getByLabel(ACCOUNT_UI_STRINGS.emailLabel);
    const password = page.getByLabel(ACCOUNT_UI_STRINGS.passwordLabel, { exact: true });
    await email.waitFor({ state: 'visible', timeout: WAIT_MS });
    await email.click();
    await page.keyboard.type(DEMO_MANAGER.email);
    await password.click();
    const half = Math.floor(DEMO_MANAGER.password.length / 2);
    await page.keyboard.type(DEMO_MANAGER.password.slice(0, half));
    expect(await page.evaluate(APP_TOOK_OVER)).toBe(false);

    await scripts.release();
    await waitInPage(page, APP_TOOK_OVER);
    expect(await email.inputValue()).toBe(DEMO_MANAGER.email);
    expect(await password.inputValue()).toBe(DEMO_MANAGER.password.slice(0, half));
    expect(await page.evaluate(`document.activeElement?.getAttribute('name')`)).toBe('password');

    // Typing on goes on at the caret, into the app's own field.
    await page.keyboard.type(DEMO_MANAGER.password.slice(half));
    expect(await password.inputValue()).toBe(DEMO_MANAGER.password);
    await page.getByRole('button', { name: ACCOUNT_UI_STRINGS.logIn }).click();
    await expectAtPath(page, '/dashboard');
  });

  it('makes a sign-in pressed before the app ran once the app has taken over', async () => {
    const page = await freshPage();
    const scripts = holdScripts(page);
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    const password = page.getByLabel(ACCOUNT_UI_STRINGS.passwordLabel, { exact: true });
    await password.waitFor({ state: 'visible', timeout: WAIT_MS });
    await page.getByLabel(ACCOUNT_UI_STRINGS.emailLabel).fill(DEMO_MANAGER.email);
    await password.fill(DEMO_MANAGER.password);
    await page.getByRole('button', { name: ACCOUNT_UI_STRINGS.logIn }).click();
    expect(new URL(page.url()).pathname).toBe('/');

    await scripts.release();
    await expectAtPath(page, '/dashboard');
  });

  it('never shows the sign-in form on a signed-in reload of /dashboard or /, nor signed out on another path', async () => {
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await signIn(page, server.url, DEMO_MANAGER.email, DEMO_MANAGER.password);
    await context.addInitScript(SIGN_IN_FORM_WATCH);
    for (const path of ['/dashboard', '/']) {
      // The scripts held back a moment, so the page sits on the HTML alone before the app mounts.
      const scripts = holdScripts(page);
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' });
      await waitInPage(page, `globalThis.__signInForm?.hidden === true`);
      await scripts.release();
      await page.unroute(APP_SCRIPTS);
      await expectAtPath(page, '/dashboard');
      await page.getByRole('banner').waitFor({ timeout: WAIT_MS });
      expect(await page.evaluate('globalThis.__signInForm')).toEqual({ visible: false, hidden: true });
    }

    const signedOut = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    try {
      await signedOut.addInitScript(SIGN_IN_FORM_WATCH);
      const other = await signedOut.newPage();
      await other.goto(`${server.url}/no-such-page`);
      await other.getByText('Page not found!', { exact: false }).waitFor({ timeout: WAIT_MS });
      expect(await other.evaluate('globalThis.__signInForm')).toEqual({ visible: false, hidden: true });
    } finally {
      await signedOut.close();
    }
  });
});
