// Real Chromium for e2e tests, driven by playwright-core (Playwright's own browser download does not
// work on these machines), one fresh context per test: Debian's chromium-headless-shell, the same
// Blink and V8 as its chromium without the browser's own user interface, as Playwright itself runs
// headless tests. Measured on two e2e files side by side: a third less CPU than the full browser
// (169 -> 120 and 150 -> 103 CPU-s), on a suite that is short of CPU. The benches and Lighthouse,
// which measure what a person's browser does, and the installability check, which is the browser's
// own feature, run the full /usr/bin/chromium.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/config/web-storage.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** What the tests drive (Debian's package chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Without the background-networking flags Chromium keeps dialling Google's hosts on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export const DESKTOP_VIEWPORT = { width: 1024, height: 768 } as const;
export const TABLET_PORTRAIT_VIEWPORT = { width: 768, height: 1024 } as const;

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results');
const SIGN_IN_TIMEOUT_MS = 20_000;

export interface LaunchOptions {
  /**
   * A Y4M video Chromium plays in a loop as its camera (tests/support/e2e-camera.ts writes one), with
   * the camera prompt answered yes. The file is read again each time a page starts the camera.
   */
  fakeCamera?: string;
  /** The full browser a person runs (benches measure it), not the tests' headless shell. */
  full?: boolean;
}

/** Chromium's fake camera and microphone, fed from `file`, and no permission prompt. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const camera = options.fakeCamera === undefined ? [] : fakeCameraArgs(options.fakeCamera);
  return chromium.launch({ executablePath: options.full ? CHROMIUM_PATH : HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS, ...camera] });
}

/** Lets pages of `origin` use the camera without asking (the context's permission, as a tap on Allow). */
export async function grantCamera(context: BrowserContext, origin: string): Promise<void> {
  await context.grantPermissions(['camera'], { origin });
}

/**
 * Playwright's context option for a test that is not about the service worker: the page never
 * registers it. A context where it registers installs the app's precache (about 150 files) and,
 * once the worker controls a signed-in page, the offline warm-up reads every screen's data: about
 * 4.5 CPU-s of Chromium and the server a context, which is most of what the suite spends beyond the
 * tests' own steps (users-directory alone: 72 -> 51 CPU-s). A test that goes offline, reads what
 * the worker kept, or is about its install or update keeps it (and calls waitForServiceWorkerControl).
 */
export const WORKER_BLOCKED = { serviceWorkers: 'block' } as const;

/** A helper's `worker` option as context options: false blocks the worker, anything else keeps it. */
export function workerOption(worker: boolean | undefined): typeof WORKER_BLOCKED | Record<string, never> {
  return worker === false ? WORKER_BLOCKED : {};
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /** A front-desk tablet: touch events on (and the portrait viewport unless one is given). */
  tablet?: boolean;
  /** false: no service worker in this context (WORKER_BLOCKED), for a test that is not about it. */
  worker?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (no cookies, storage or service worker from another test) with one page. */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const viewport = options.viewport ?? (options.tablet ? TABLET_PORTRAIT_VIEWPORT : DESKTOP_VIEWPORT);
  const context = await browser.newContext({ viewport, hasTouch: options.tablet ?? false, ...workerOption(options.worker) });
  const page = await context.newPage();
  return { context, page };
}

/** Fills the login form at `${url}/` and submits it; does not wait for the outcome. */
export async function submitLogin(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/`);
  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"], input[name="email"]').first().fill(email);
  await form.locator('input[type="password"]').first().fill(password);
  await form.locator('button[type="submit"], input[type="submit"]').first().click();
}

/** Signs in through the login page and waits until the app has moved on to /dashboard. */
export async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await submitLogin(page, url, email, password);
  await page.waitForURL((current) => current.pathname.startsWith('/dashboard'), {
    timeout: SIGN_IN_TIMEOUT_MS,
  });
}

/**
 * Signs in without the sign-in page, then opens `path`: the token is asked of the login call and
 * kept where the app keeps its session, as the form's success does (a reload restores a session the
 * same way). For a test about another screen: the form's page and the dashboard it lands on cost
 * about 1 CPU-s a sign-in of a suite short of CPU (docs/testing.md). A test about signing in, or
 * about what the sign-in shows, uses signIn.
 */
export async function openSignedIn(page: Page, url: string, email: string, password: string, path: string): Promise<void> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`the login call answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  // Web Storage is the origin's: a light file of it first (the app itself would start signed out).
  await page.goto(`${url}/manifest.webmanifest`);
  await writeStoredSession(page, { token, sessionTime: Date.now() });
  await page.goto(`${url}${path}`);
}

/** Writes the session where the app keeps it (src/state/session.ts), in the page's origin. */
export async function writeStoredSession(page: Page, stored: { token: string; sessionTime: number }): Promise<void> {
  await page.evaluate(
    ([name, value]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(name, value),
    [STORAGE_KEYS.session.key, JSON.stringify(stored)] as const,
  );
}

/** Charts re-measure a moment after a resize (rotation); waits until nothing sticks out sideways. */
export async function expectFitsViewportWidth(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } })
      .document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });
}

const CONTROL_WAIT_MS = 20_000;

/**
 * The worker active and controlling the page (its first visit may finish uncontrolled). No vitest
 * here: benchmarks and a test's beforeAll call it (e2e-offline.ts has the in-test form).
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  if ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true) await page.reload();
  const deadline = Date.now() + CONTROL_WAIT_MS;
  while ((await page.evaluate('navigator.serviceWorker.controller !== null')) !== true) {
    if (Date.now() > deadline) throw new Error('the service worker never took control');
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Full-page PNG in test-results/ (git-ignored); returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Requests that never end by design (the live-change stream) and so never let a page be "idle". */
const ENDLESS_PATHS: readonly string[] = ['/api/changes', '/api/residents/changes'];

export interface NetworkQuiet {
  /** Resolves once no request (the endless ones aside) has been in flight for `quietMs`. */
  wait(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/**
 * Playwright's `waitForLoadState('networkidle')` for a page holding the live-change stream open,
 * which networkidle would wait on forever. Attach it before the requests to wait for are made.
 */
export function trackNetworkQuiet(page: Page): NetworkQuiet {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const counted = (url: string) => !ENDLESS_PATHS.includes(new URL(url).pathname);
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async wait(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`network not quiet within ${timeoutMs} ms (${inFlight.size} requests in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
